import LayoutCore
import Layouts
import ScrollPhysics
import TestKit
import Testing

@testable import Simulation

/// Prefetching: the range ahead of and behind the scroll, prefetch before display, cancels when the
/// direction reverses, and the incremental range equal to a full query. Expected values from the
/// geometry: 100-pt rows, a 200-pt-high viewport, 1 screenful ahead and 0.5 behind.
@Suite struct PrefetchTests {
    static func spec(items: Int = 100) -> ViewSpec {
        var flow = FlowLayoutConfiguration()
        flow.itemSize = Size(width: 300, height: 100)
        flow.minimumLineSpacing = 0
        return ViewSpec(
            viewport: Size(width: 300, height: 200), layout: .flow(flow),
            data: CollectionData(sections: [SectionData(itemCount: items)]),
            prefetch: PrefetchSettings(leading: 1, trailing: 0.5))
    }

    /// The events that matter here, as names with their items.
    static func summary(_ events: [Event]) -> [String] {
        events.compactMap { event in
            switch event.kind {
            case .prefetchItems(let paths): "prefetch \(paths.map(\.item))"
            case .cancelPrefetching(let paths): "cancel \(paths.map(\.item))"
            case .willDisplay(let attributes): "display \(attributes.indexPath.item)"
            case .didEndDisplaying(let attributes): "end \(attributes.indexPath.item)"
            default: nil
            }
        }
    }

    static func scroll(_ simulator: inout Simulator, to y: Double) throws -> [String] {
        summary(try simulator.apply(.scrollTo(view: "list", offset: Point(x: 0, y: y), animated: false)))
    }

    /// At rest the range looks forward: y −100…400 holds rows 0–3. Down to 150: 50…550, rows 4 and 5 come
    /// in. Back up to 100: −100…400, rows 4 and 5, never displayed, are cancelled; row 0, displayed before
    /// and never out of range, is not prefetched again. Down to 600: 500…1000, rows 5–9.
    @Test func theRangeLeadsTheScrollAndCancelsWhenItReverses() throws {
        var simulator = Simulator()
        #expect(
            Self.summary(try simulator.createView(Self.spec(), id: "list")) == [
                "prefetch [0, 1, 2, 3]", "display 0", "display 1",
            ])
        #expect(try Self.scroll(&simulator, to: 150) == ["prefetch [4, 5]", "end 0", "display 2", "display 3"])
        #expect(try Self.scroll(&simulator, to: 100) == ["cancel [4, 5]", "end 3"])
        #expect(
            try Self.scroll(&simulator, to: 600) == [
                "prefetch [5, 6, 7, 8, 9]", "end 1", "end 2", "display 6", "display 7",
            ])
    }

    /// Over flings down and back up, tick by tick: every displayed cell was prefetched first, every cancel
    /// names a cell prefetched and not displayed since, and the range kept incrementally holds exactly the
    /// cells a full query of it finds.
    @Test func overFlingsEveryDisplayIsPrefetchedFirstAndTheRangeIsExact() throws {
        var simulator = Simulator()
        var pending = Set<Int>()
        var inRangeSinceDisplay = Set<Int>()
        let check = { (events: [Event]) in
            for event in events {
                switch event.kind {
                case .prefetchItems(let paths): pending.formUnion(paths.map(\.item))
                case .cancelPrefetching(let paths):
                    for item in paths.map(\.item) { #expect(pending.remove(item) != nil, "cancel of \(item)") }
                case .willDisplay(let attributes):
                    let item = attributes.indexPath.item
                    #expect(pending.remove(item) != nil || inRangeSinceDisplay.contains(item), "display of \(item)")
                    inRangeSinceDisplay.insert(item)
                default: break
                }
            }
        }
        check(try simulator.createView(Self.spec(items: 1000), id: "list"))
        for velocity in [-3000.0, 2000, -5000, 1000] {
            check(try simulator.apply(.fling(view: "list", velocity: Vector(dx: 0, dy: velocity))))
            for _ in 0..<240 {
                check(simulator.step())
                let view = simulator.views[0]
                let tracker = try #require(view.prefetch)
                let range = try #require(tracker.range)
                let full = Set(view.layout.attributes(in: range, bounds: view.bounds).compactMap(\.id))
                #expect(Set(tracker.inRange.keys) == full)
                inRangeSinceDisplay.formIntersection(
                    tracker.inRange.keys.compactMap { id -> Int? in
                        if case .positional(_, let item) = id { item } else { nil }
                    })
            }
        }
    }

    @Test func viewsWithoutPrefetchReportNone() throws {
        var simulator = Simulator()
        var spec = Self.spec()
        spec.prefetch = nil
        #expect(Self.summary(try simulator.createView(spec, id: "list")) == ["display 0", "display 1"])
    }
}
