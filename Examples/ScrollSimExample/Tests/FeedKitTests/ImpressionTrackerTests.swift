import FeedKit
import ScrollSimUIKit
import Testing

/// The tracker counts an item once half of it has shown for a second without a break.
@Suite @MainActor struct ImpressionTrackerTests {
    /// At rest the first screen shows cards 0–2 whole (0…600) and nothing of card 3 (600…800): their seconds
    /// start when shown, at 0, so all three count at 1.0 s, in index order, and card 3 never does.
    @Test func theFirstScreenCountsAfterASecondAtRest() throws {
        let fixture = try FeedFixture()
        try fixture.advance(by: 0.9)
        #expect(fixture.feed.tracker.impressions.isEmpty)
        #expect(
            fixture.feed.tracker.itemsBeingTimed == [FeedFixture.item(0), FeedFixture.item(1), FeedFixture.item(2)])
        try fixture.advance(by: 0.2)
        #expect(fixture.feed.tracker.impressions.map(\.indexPath) == (0...2).map(FeedFixture.item))
        #expect(fixture.feed.tracker.impressions.allSatisfy { abs($0.time - 1) < 1e-9 })
        #expect(fixture.feed.tracker.itemsBeingTimed.isEmpty)
    }

    /// A fling of 2,960 pt/s at 0 rests at 1478.52 at 4.0 s (``Fling``). Card i is at least half visible
    /// while the offset is within 200·i − 500 … 200·i + 100. Reached, by t(X), at the first tick (1/120 s)
    /// at or after it:
    /// - cards 0, 1, 2 fall under half past 100, 300, 500: 35.0, 113.3, 206.2 ms — before their second;
    /// - cards 3–6 hold half for offsets 100…700, 300…900, 500…1100, 700…1300: ticks 5–39, 14–57, 25–82,
    ///   39–127 (t = 320.4, 468.7, 680.6, 1056.0 ms), all under 120 ticks (1 s);
    /// - card 7 holds half from 900 (tick 57, 475 ms: 897.6 at tick 56, 907.3 at 57) and keeps it at rest
    ///   (121.5 of its 200 pt show): counted at 1.475 s;
    /// - card 8 from 1100 (tick 82, 683.33 ms): counted at 1.68333 s;
    /// - card 9 from 1300 (tick 127, 1058.33 ms): counted at 2.05833 s;
    /// - card 10 shows 78.5 of 200 pt at rest: never.
    @Test func aFlingCountsOnlyTheCardsItRestsOn() throws {
        let fixture = try FeedFixture()
        try fixture.flingToRest()
        #expect(abs(fixture.now - Fling.duration) < 1e-9)
        #expect(abs(fixture.feed.collectionView.contentOffset.y - Fling.distance) < 0.001)
        try fixture.advance(by: 2)
        let impressions = fixture.feed.tracker.impressions
        #expect(impressions.map(\.indexPath) == [7, 8, 9].map(FeedFixture.item))
        let expectedTimes: [TimeInterval] = [1.475, 1 + 82.0 / 120, 1 + 127.0 / 120]
        #expect(zip(impressions.map(\.time), expectedTimes).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(fixture.feed.tracker.itemsBeingTimed.isEmpty)
    }

    /// Each item counts once: back at the top after the fling (an unanimated scroll to 0 at 6 s), cards
    /// 0–2 are timed again from 6 s and count at 7 s; cards 7–9, counted already, do not count again.
    @Test func anItemCountsOnce() throws {
        let fixture = try FeedFixture()
        try fixture.flingToRest()
        try fixture.advance(by: 2)
        fixture.feed.collectionView.setContentOffset(.zero, animated: false)
        try fixture.advance(by: 1)
        let impressions = fixture.feed.tracker.impressions
        #expect(impressions.map(\.indexPath) == [7, 8, 9, 0, 1, 2].map(FeedFixture.item))
        #expect(impressions.suffix(3).allSatisfy { abs($0.time - 7) < 1e-9 })
    }
}
