import LayoutCore
import LayoutTestKit
import Layouts
import ScrollPhysics
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

    /// The cells of `range` a full query finds: those the tracker must hold.
    static func cells(in range: Rect, of layout: any CollectionLayout, bounds: Rect) -> Set<ItemID> {
        Set(
            layout.attributes(in: range, bounds: bounds).filter { $0.category == .cell && !$0.isHidden }.compactMap(
                \.id))
    }

    /// Moves of 1 pt down, 1,000 of them: the range (500 pt high: 100 behind, 200 of bounds, 200 ahead)
    /// is read with a reach a quarter of its height beyond each edge (125 pt), so the layout is asked at
    /// y 1 (range −99…401, reach −224…526), then each time the range's bottom passes the reach's, every
    /// 126 pt: at y 1, 127, 253, 379, 505, 631, 757 and 883 — 8 queries, where a query of the strips gained
    /// and lost would be 2 per move. The range holds exactly what a full query finds throughout.
    @Test func movesWithinTheReachAskTheLayoutNothing() throws {
        let spec = Self.spec(items: 1000)
        guard case .flow(let flow) = spec.layout else { throw CancellationError() }
        let counter = QueryCounter()
        var layout = CountingLayout(inner: FlowLayout(configuration: flow), counter: counter)
        layout.prepare(spec.layoutContext)
        var tracker = PrefetchTracker(settings: try #require(spec.prefetch))
        var old: Rect?
        for y in 0...1000 {
            let bounds = Rect(x: 0, y: Double(y), width: 300, height: 200)
            let range = tracker.range(for: bounds, from: old, displayedRect: bounds)
            _ = tracker.update(to: range, layout: layout, bounds: bounds, incrementally: old != nil)
            if y == 0 { counter.reset() }
            old = bounds
            #expect(Set(tracker.inRange.keys) == Self.cells(in: range, of: layout.inner, bounds: bounds), "y \(y)")
        }
        #expect(counter.queries == 8)
    }

    /// On a table (cells in rows and columns, scrolled both ways), small diagonal moves with fractions,
    /// reversals and jumps far away: the range kept through the held neighbourhood holds exactly the cells
    /// a full query of it finds, after every move.
    @Test func diagonalMovesAndJumpsKeepTheRangeExact() throws {
        var table = TableLayoutConfiguration()
        table.cellSize = Size(width: 61, height: 29)
        table.rowHeaderWidth = 40
        table.columnHeaderHeight = 25
        let spec = ViewSpec(
            viewport: Size(width: 300, height: 400), layout: .table(table),
            data: CollectionData(sections: (0..<60).map { _ in SectionData(itemCount: 40) }),
            prefetch: PrefetchSettings(leading: 1.5, trailing: 0.5))
        var view = SimulatedView(id: "table", spec: spec)
        var tracker = PrefetchTracker(settings: try #require(spec.prefetch))
        var generator = SeededGenerator(seed: 11)
        let size = view.layout.contentSize
        var old: Rect?
        for move in 0..<600 {
            let bounds = view.bounds
            let range = tracker.range(for: bounds, from: old, displayedRect: bounds)
            _ = tracker.update(to: range, layout: view.layout, bounds: bounds, incrementally: old != nil)
            #expect(Set(tracker.inRange.keys) == Self.cells(in: range, of: view.layout, bounds: bounds), "move \(move)")
            old = bounds
            let jump = move % 41 == 0
            let reach = jump ? max(size.width, size.height) : 90
            let x = bounds.minX + .random(in: -reach...reach, using: &generator)
            let y = bounds.minY + .random(in: -reach...reach, using: &generator)
            view.scroll.contentOffset = Point(x: min(max(x, -50), size.width), y: min(max(y, -50), size.height))
        }
    }

    @Test func viewsWithoutPrefetchReportNone() throws {
        var simulator = Simulator()
        var spec = Self.spec()
        spec.prefetch = nil
        #expect(Self.summary(try simulator.createView(spec, id: "list")) == ["display 0", "display 1"])
    }
}
