import LayoutCore
import Layouts
import Testing

@testable import Simulation

/// Anchoring where there is nothing to anchor, or where anchoring would go past what a Double holds.
@Suite struct OffsetAnchoringHostileTests {
    static func path(_ item: Int) -> IndexPath { IndexPath(section: 0, item: item) }

    static func anchored(_ simulator: inout Simulator, _ batch: BatchUpdate, _ anchor: OffsetAnchor) throws -> [Event] {
        try simulator.apply(.batchUpdates(view: "list", batch: batch, animated: false, anchor: anchor))
    }

    static func anchorings(_ events: [Event]) -> Int {
        events.count { if case .offsetAnchored = $0.kind { true } else { false } }
    }

    /// An empty list has no visible item: five rows inserted with `firstVisibleItem` leave the offset at 0,
    /// with no `offsetAnchored`.
    @Test func anEmptyViewHasNothingToAnchor() throws {
        var simulator = Simulator()
        _ = try simulator.createView(listSpec(count: 0), id: "list")
        let inserted = (0..<5).map { BatchUpdate.ItemInsertion(Self.path($0)) }
        let events = try Self.anchored(&simulator, BatchUpdate(insertItems: inserted), .firstVisibleItem)
        #expect(simulator.state(of: "list")!.contentOffset == .zero)
        #expect(Self.anchorings(events) == 0)
    }

    /// A top inset as tall as the viewport (667) hides the whole viewport: no visible item, so nothing
    /// moves, where the rows inserted above would otherwise anchor.
    @Test func anInsetCoveringTheViewportLeavesNothingVisible() throws {
        var spec = listSpec(count: 30)
        spec.contentInset = EdgeInsets(top: 667, left: 0, bottom: 0, right: 0)
        var simulator = Simulator()
        _ = try simulator.createView(spec, id: "list")
        _ = try simulator.apply(.scrollTo(view: "list", offset: Point(x: 0, y: 500), animated: false))
        let inserted = (0..<10).map { BatchUpdate.ItemInsertion(Self.path($0)) }
        let events = try Self.anchored(&simulator, BatchUpdate(insertItems: inserted), .firstVisibleItem)
        #expect(simulator.state(of: "list")!.contentOffset == Point(x: 0, y: 500))
        #expect(Self.anchorings(events) == 0)
    }

    /// Rows of 1e307 pt: five (content 5e307) viewed at the end, fifteen more appended with `bottom`. The
    /// content would grow by 1.5e308, to 2e308, past the largest Double: the offset would not be finite,
    /// so anchoring leaves it (no `offsetAnchored`), and the view stays usable (it still ticks).
    @Test func anchoringPastTheLargestDoubleLeavesTheOffset() throws {
        var simulator = Simulator()
        _ = try simulator.createView(listSpec(count: 5, rowHeight: 1e307), id: "list")
        let end = Point(x: 0, y: 5e307 - 667)
        _ = try simulator.apply(.scrollTo(view: "list", offset: end, animated: false))
        let inserted = (5..<20).map { BatchUpdate.ItemInsertion(Self.path($0)) }
        let events = try Self.anchored(&simulator, BatchUpdate(insertItems: inserted), .bottom)
        #expect(Self.anchorings(events) == 0)
        #expect(simulator.state(of: "list")!.contentOffset == end)
        _ = simulator.step()
        #expect(simulator.state(of: "list")!.contentOffset.y.isFinite)
    }
}
