import FeedKit
import ScrollSimUIKit
import Testing

/// The controller plays the card in focus half a second after the scroll rests, and pauses it as soon as
/// less than half of it shows.
@Suite @MainActor struct AutoplayControllerTests {
    /// Nothing has settled at first: no scroll, no rest, nothing plays.
    @Test func nothingPlaysBeforeAScrollSettles() throws {
        let fixture = try FeedFixture()
        try fixture.advance(by: 2)
        #expect(fixture.feed.autoplay.playingIndexPath == nil)
        #expect(fixture.feed.autoplay.changes.isEmpty)
    }

    /// The fling (``Fling``) rests at 1478.52 at 4.0 s: bounds 1478.52…2078.52 show card 7 at 60.7 %
    /// (121.48 pt), cards 8 and 9 whole, card 10 at 39.3 %. Cards 8 and 9 tie at 100 %; the centre, 1778.52,
    /// is 78.52 from card 8's (1700) and 121.48 from card 9's (1900): card 8 plays, at 4.0 + 0.5 = 4.5 s.
    @Test func theCardInFocusPlaysHalfASecondAfterTheRest() throws {
        let fixture = try FeedFixture()
        try fixture.flingToRest()
        try fixture.advance(by: 0.45)
        #expect(fixture.feed.autoplay.changes.isEmpty)
        try fixture.advance(by: 0.05)
        #expect(fixture.feed.autoplay.changes.matches([(true, 8, 4.5)]))
        #expect(fixture.feed.autoplay.playingIndexPath == FeedFixture.item(8))
        let playing = fixture.feed.collectionView.visibleCells.compactMap { $0 as? VideoCell }.filter(\.isPlaying)
        #expect(playing.count == 1)
        #expect(playing.first.flatMap { fixture.feed.collectionView.indexPath(for: $0) } == FeedFixture.item(8))
    }

    /// A second fling at 4.5 s pauses card 8 once less than half shows, past offset 1700: 221.48 pt into
    /// the fling, t = ln(1 − 221.48 · k / 2960) / ln(0.998) = 81.06 ms, so at tick 10 (83.33 ms), 4.58333 s.
    /// It rests 1478.52 further, at 2957.04, at 8.5 s: card 14 shows 42.96 pt, cards 15 and 16 whole, card
    /// 17 157.04 pt; the centre, 3257.04, is 157.04 from card 15's (3100) and 42.96 from card 16's (3300):
    /// card 16 plays at 9.0 s.
    @Test func aCardPausesWhenItLeavesAndTheNextOnePlays() throws {
        let fixture = try FeedFixture()
        try fixture.flingToRest()
        try fixture.advance(by: 0.5)
        try fixture.flingToRest()
        #expect(abs(fixture.now - 8.5) < 1e-9)
        try fixture.advance(by: 0.5)
        let changes = fixture.feed.autoplay.changes
        #expect(changes.matches([(true, 8, 4.5), (false, 8, 4.5 + 10.0 / 120), (true, 16, 9)]), "\(changes)")
    }

    /// A drag in the half second after the rest cancels the start: the fling rests at 4.0 s, a finger
    /// touches at 4.25 s and drags 50 pt over 0.1 s, lifting still (no momentum); that rest (4.35 s) starts
    /// a new half second, so the first play is at 4.85 s, of the card then in focus. The drag moves the
    /// content up 50 pt, to 1428.52: card 7 shows 171.48 pt (85.7 %), cards 8 and 9 whole, card 10 14.3 %; the centre, 1728.52,
    /// is 28.52 from card 8's: card 8.
    @Test func aDragBeforeTheStartPostponesIt() throws {
        let fixture = try FeedFixture()
        try fixture.flingToRest()
        try fixture.advance(by: 0.25)
        try fixture.driver.drag(by: CGPoint(x: 0, y: 50), duration: .milliseconds(100), liftingStill: true)
        try fixture.driver.runUntilIdle()
        try fixture.advance(by: 0.45)
        #expect(fixture.feed.autoplay.changes.isEmpty)
        try fixture.advance(by: 0.1)
        #expect(fixture.feed.autoplay.changes.matches([(true, 8, 4.85)]))
    }
}

extension [AutoplayController.Change] {
    /// Whether these are the `expected` plays (true) and pauses (false) of section 0's items, at the
    /// times given (seconds, to 1e-9: the driver's clock counts ticks of 1/120 s).
    func matches(_ expected: [(play: Bool, item: Int, time: TimeInterval)]) -> Bool {
        guard count == expected.count else { return false }
        return zip(self, expected).allSatisfy { change, wanted in
            switch change {
            case .play(let indexPath, let time):
                wanted.play && indexPath == FeedFixture.item(wanted.item) && abs(time - wanted.time) < 1e-9
            case .pause(let indexPath, let time):
                !wanted.play && indexPath == FeedFixture.item(wanted.item) && abs(time - wanted.time) < 1e-9
            }
        }
    }
}
