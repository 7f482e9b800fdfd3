import ScrollSimTesting
import Testing

/// `anchor` through the in-process testing API, on `ScrollSimTests.feed`: 375×200 cards, no spacing, a
/// 375×400 viewport.
@Suite struct ScrollSimAnchorTests {
    /// At y 400 the first visible card is "0-2" (y 400…600); two cards inserted above move it to y 800, and
    /// `firstVisibleItem` moves the offset with it: `offsetAnchored` to [0, 800], keeping "0-2".
    @Test func aBatchAnchorsTheFirstVisibleCard() throws {
        let sim = try ScrollSim(yaml: ScrollSimTests.feed)
        try sim.scrollTo([0, 400])
        try sim.batchUpdates(BatchUpdate(insertItems: [.init([0, 0]), .init([0, 1])]), anchor: .firstVisibleItem)
        try sim.expectEvent(.offsetAnchored(anchor: .firstVisibleItem, to: [0, 800], id: "0-2"), within: .zero)
        #expect(try sim.state().contentOffset == [0, 800])
    }
}
