import Foundation
import LayoutCore
import Layouts
import ScrollSimTesting
import Simulation
import Testing

/// The in-process testing API on a feed whose geometry is worked out by hand: 375×200 cards, no spacing,
/// in a 375×400 view (two cards fill it), 20 cards (4,000 pt, at most 3,600 down), with visibility
/// thresholds [0, 0.5, 1] and the display viewability rule (half visible for 1,000 ms).
@Suite struct ScrollSimTests {
    static let feed = """
        viewport: [375, 400]
        layout: {type: flow, itemSize: [375, 200], minimumLineSpacing: 0}
        sections: [{items: 20}]
        visibility: {thresholds: [0, 0.5, 1], viewable: display}
        """

    /// The first screen: cards 0 (y 0) and 1 (y 200) displayed at once.
    @Test func theFirstScreenIsDisplayedAtOnce() throws {
        let sim = try ScrollSim(yaml: Self.feed)
        let card = try sim.expectEvent(
            .willDisplay(item: [0, 1]).with("frame", .list([0, 200, 375, 200].map { .number($0) })))
        #expect(card.milliseconds == 0)
        #expect(card.id == "0-1")
        #expect(try sim.state().visibleItems == [[0, 0], [0, 1]])
    }

    /// At rest the dwell counts from t 0: card 0 is viewable at 1,000 ms, no sooner; a window of 999 ms
    /// fails, saying what it saw and when: the window closes at the first tick past it (1,000 ms), which
    /// shows the event that came just too late.
    @Test func anImpressionComesAfterTheDwell() throws {
        let sim = try ScrollSim(yaml: Self.feed)
        let viewable = try sim.expectEvent(.viewable(item: [0, 0]), within: .seconds(1))
        #expect(viewable.milliseconds == 1000)
        #expect(viewable.fields["dwell"] == .number(1000))

        let early = try ScrollSim(yaml: Self.feed)
        let failure = try #require(throws: ScrollSimFailure.self) {
            try early.expectEvent(.viewable(item: [0, 0]), within: .milliseconds(999))
        }
        #expect(failure.expected.contains("in [0, 999] ms"))
        #expect(failure.actual.contains("at 1000 ms, indexPath [0, 0] (matches, after the window)"))
        #expect(failure.lastEvents.last?.contains("\"event\":\"viewable\"") == true)
    }

    /// A fling at 1,000 pt/s (the finger moving up) rests 1 / ln(1 / 0.998) = 499.4998 pt down (UIKit's
    /// normal deceleration), where `didEndDecelerating` reports it.
    @Test func aFlingDeceleratesAndRests() throws {
        let sim = try ScrollSim(yaml: Self.feed)
        try sim.fling(velocity: [0, -1000])
        try sim.expectEvent(.didEndDecelerating(at: [0, 499.5]), within: .seconds(10))
        try sim.runUntilIdle()
        let state = try sim.state()
        #expect(abs(state.contentOffset.y - 499.4998) < 0.001)
        #expect(state.phase == .idle)
        #expect(state.visibleItems == [[0, 2], [0, 3], [0, 4]])
    }

    /// A drag of 100 pt up over 200 ms let go still leaves the content 100 down; the step lasts until the
    /// finger lifts (200 ms).
    @Test func aDragMovesWithTheFinger() throws {
        let sim = try ScrollSim(yaml: Self.feed)
        try sim.drag(by: [0, -100], duration: .milliseconds(200), release: .still)
        #expect(abs(sim.milliseconds - 200) < 1e-6)
        #expect(try sim.state().contentOffset == [0, 100])
    }

    /// Deleting card 0: it ends, then `deleted`; card 1 moves up keeping its id, card 2 comes into view
    /// at index 1 with its own id, "0-2".
    @Test func aDeletionEndsTheCardAndBringsTheNextIn() throws {
        let sim = try ScrollSim(yaml: Self.feed)
        try sim.deleteItems([[0, 0]])
        #expect(sim.events(matching: .deleted(item: [0, 0])).count == 1)
        let next = try sim.expectEvent(.willDisplay(item: [0, 1]).with("id", .string("0-2")))
        #expect(next.frame == [0, 200, 375, 200])
    }

    /// A batch moving card 0 to place 1 keeps its cell: cards 0 and 1 swap places on screen (both stay in
    /// the 400-pt viewport), so no display event; the reloaded card 1 ("0-1", now at [0, 0]) ends and is
    /// displayed again with its new place. Selecting [0, 1] reports "0-0".
    @Test func aBatchMovesAndReloads() throws {
        let sim = try ScrollSim(yaml: Self.feed)
        let before = sim.events(matching: .willDisplay()).count
        try sim.batchUpdates(
            BatchUpdate(moveItems: [.init(from: [0, 0], to: [0, 1])], reloadItems: [.init([0, 1])]), animated: false)
        #expect(sim.events(matching: .didEndDisplaying(item: [0, 1])).count == 1)
        let again = try sim.expectEvent(.willDisplay(item: [0, 0]).with("id", .string("0-1")))
        #expect(again.frame == [0, 0, 375, 200])
        #expect(sim.events(matching: .willDisplay()).count == before + 1)
        try sim.select([0, 1])
        #expect(try sim.expectEvent(.didSelect(item: [0, 1])).id == "0-0")
    }

    /// An animated delete (UIKit's default) of card 0, linear over 0.25 s (30 ticks): `deleted` at once,
    /// the cell kept at y 0 until it ends at 250 ms with alpha 0, then the completion; card 2, pulled up
    /// from y 400 to 200, is displayed once its travel brings it inside the 400-pt viewport (the tick after
    /// the first, y 400 − 200/30 = 393.33).
    @Test func anAnimatedDeleteFadesTheCellOut() throws {
        let sim = try ScrollSim(yaml: Self.feed)
        try sim.batchUpdates(
            BatchUpdate(deleteItems: [[0, 0]]), animation: try UpdateTiming(duration: 0.25, curve: .linear))
        let pulled = try sim.expectEvent(
            .willDisplay(item: [0, 1]).with("id", .string("0-2")), within: .milliseconds(10))
        #expect(pulled.frame?[1] ?? 0 > 393.3 && pulled.frame?[1] ?? 0 < 393.4 && pulled.alpha == 1)
        let gone = try sim.expectEvent(.didEndDisplaying(item: [0, 0]), within: .milliseconds(250))
        #expect(gone.milliseconds == 250 && gone.alpha == 0 && gone.frame == [0, 0, 375, 200])
        #expect(sim.events(matching: .didEndBatchUpdates(finished: true)).map(\.milliseconds) == [250])
    }

    /// A snapshot swapping cards "0-0" and "0-1" moves "0-1" alone (the longest kept run stays); reloaded,
    /// "0-1" is moved first, then its cell ends and a new one is displayed where it landed, [0, 0] (y 0).
    @Test func aSnapshotMovesThenReloads() throws {
        let sim = try ScrollSim(yaml: Self.feed)
        let before = sim.events(matching: .willDisplay()).count
        let items = ["0-1", "0-0"] + (2..<20).map { "0-\($0)" }
        try sim.applySnapshot(
            DiffableSnapshot(sections: [.init(id: "0", items: items)]), reloadItems: ["0-1"], animated: false)
        #expect(sim.events(matching: .didEndDisplaying(item: [0, 0])).count == 1)
        let again = try sim.expectEvent(.willDisplay(item: [0, 0]).with("id", .string("0-1")))
        #expect(again.frame == [0, 0, 375, 200])
        #expect(sim.events(matching: .willDisplay()).count == before + 1)
    }

    /// `expectNoEvent`: card 2 is never on screen while the feed rests, so never viewable; card 0 is.
    @Test func expectNoEventHoldsOrNamesTheEvent() throws {
        let sim = try ScrollSim(yaml: Self.feed)
        try sim.expectNoEvent(.viewable(item: [0, 2]), during: .seconds(2))
        let other = try ScrollSim(yaml: Self.feed)
        let failure = try #require(throws: ScrollSimFailure.self) {
            try other.expectNoEvent(.viewable(item: [0, 0]), during: .seconds(2))
        }
        #expect(failure.actual.contains("\"event\":\"viewable\""))
    }

    /// A view built from Swift values behaves as its YAML twin: the same transcript.
    @Test func swiftValuesAndYAMLGiveTheSameTranscript() throws {
        var flow = FlowLayoutConfiguration()
        flow.itemSize = Size(width: 375, height: 200)
        flow.minimumLineSpacing = 0
        let spec = ViewSpec(
            viewport: Size(width: 375, height: 400), layout: .flow(flow),
            data: CollectionData(sections: [SectionData(itemCount: 20)]),
            visibility: VisibilitySettings(thresholds: [0, 0.5, 1], viewable: .display))
        let fromValues = try ScrollSim(spec)
        let fromYAML = try ScrollSim(yaml: Self.feed)
        for sim in [fromValues, fromYAML] { try sim.fling(velocity: [0, -2000]) }
        for sim in [fromValues, fromYAML] { try sim.runUntilIdle() }
        #expect(fromValues.transcript() == fromYAML.transcript())
        #expect(!fromValues.transcript().isEmpty)
    }
}
