import LayoutCore
import LayoutTestKit
import Layouts
import ScrollPhysics
import Synchronization
import Testing

@testable import Simulation

/// A tick's displayed-set diff for a layout whose attributes do not depend on the bounds looks only at
/// the strips the displayed rect gained and lost: its result must be the full diff's (every element
/// the layout returns for the new rect, compared with the last set), and its cost what changed.
@Suite struct DisplayDiffTests {
    static var layouts: [(String, LayoutSpec, Size)] {
        var grid = FlowLayoutConfiguration()
        grid.itemSize = Size(width: 37, height: 23)
        grid.minimumLineSpacing = 3
        grid.minimumInteritemSpacing = 5
        grid.sectionInset = EdgeInsets(top: 7, left: 4, bottom: 11, right: 4)
        grid.headerReferenceSize = Size(width: 0, height: 30)
        grid.footerReferenceSize = Size(width: 0, height: 17)
        var sideways = grid
        sideways.scrollDirection = .horizontal
        sideways.headerReferenceSize = Size(width: 30, height: 0)
        var table = TableLayoutConfiguration()
        table.cellSize = Size(width: 61, height: 29)
        table.rowHeaderWidth = 40
        table.columnHeaderHeight = 25
        return [
            ("vertical flow grid", .flow(grid), Size(width: 320, height: 480)),
            ("horizontal flow grid", .flow(sideways), Size(width: 480, height: 320)),
            ("table", .table(table), Size(width: 300, height: 400)),
            // The shown copy of an item changes only far outside the viewport (a cycle's width away).
            ("infinite", .infinite(InfiniteLayoutConfiguration()), Size(width: 480, height: 320)),
        ]
    }

    @Test(arguments: layouts)
    func movesDiffAsTheFullQueryDoes(_ name: String, _ layout: LayoutSpec, _ viewport: Size) {
        let data = CollectionData(sections: (0..<12).map { SectionData(itemCount: 20 + $0 * 7) })
        var physics = ScrollSettings()
        physics.displayMargin = 13
        var view = SimulatedView(
            id: name, spec: ViewSpec(viewport: viewport, layout: layout, data: data, physics: physics))
        _ = view.updateDisplayed()
        var generator = SeededGenerator(seed: 7)
        let size = view.layout.contentSize
        for move in 0..<400 {
            let old = view.bounds
            // Small steps both ways and diagonally, with fractions; now and then a jump far away.
            let jump = move % 37 == 0
            let dx =
                jump
                ? Double.random(in: -size.width...size.width, using: &generator)
                : .random(in: -90...90, using: &generator)
            let dy =
                jump
                ? Double.random(in: -size.height...size.height, using: &generator)
                : .random(in: -90...90, using: &generator)
            view.scroll.contentOffset = Point(
                x: min(max(old.minX + dx, -50), size.width), y: min(max(old.minY + dy, -50), size.height))
            guard view.layout.invalidation(forBoundsChange: view.bounds, old: old) == .none else { continue }
            var reference = view
            let expected = reference.updateDisplayed()
            let diff = view.updateDisplayed(movedFrom: old)
            let same =
                diff.ended == expected.ended && diff.entered == expected.entered
                && view.displayed == reference.displayed
            #expect(
                same,
                "\(name), move \(move) from \(old) to \(view.bounds): ended \(diff.ended.map(\.indexPath)) for \(expected.ended.map(\.indexPath)), entered \(diff.entered.map(\.indexPath)) for \(expected.entered.map(\.indexPath))"
            )
            guard same else { return }
            view.lastBounds = view.bounds
        }
    }

    /// A 300×200 list of 50-pt rows dragged 120 pt in 200 ms at 120 Hz: the offsets 5·k come out of the
    /// touch path a rounding error short (49.99999999999999, then 54.99999999999999), so the strip the rect
    /// lost has row 0's edge a hair inside it. Each tick's diff is the full query's, and at 120 pt rows 0
    /// and 1 (0…100) have ended, rows 2 to 6 (100…350, meeting 120…320) are displayed.
    @Test func aDragLandingAHairShortOfAnEdgeEndsTheRowThatLeft() {
        var flow = FlowLayoutConfiguration()
        flow.itemSize = Size(width: 300, height: 50)
        flow.minimumLineSpacing = 0
        let data = CollectionData(sections: [SectionData(itemCount: 20)])
        var view = SimulatedView(
            id: "list", spec: ViewSpec(viewport: Size(width: 300, height: 200), layout: .flow(flow), data: data))
        _ = view.updateDisplayed()
        let path = TouchPath(linear: Vector(dx: 0, dy: -120), duration: 0.2)
        var ended: [IndexPath] = []
        for tick in 1...24 {
            let old = view.bounds
            view.scroll.contentOffset = Point(x: 0, y: -path.translation(at: Double(tick) / 120).dy)
            var reference = view
            let expected = reference.updateDisplayed()
            let diff = view.updateDisplayed(movedFrom: old)
            #expect(diff.ended == expected.ended && diff.entered == expected.entered, "tick \(tick)")
            ended += diff.ended.map(\.indexPath)
        }
        #expect(ended == [IndexPath(section: 0, item: 0), IndexPath(section: 0, item: 1)])
        #expect(Set(view.displayed.values.map(\.indexPath.item)) == [2, 3, 4, 5, 6])
    }

    /// `displayMargin` grows the bounds: 25 pt around a 300×200 viewport at offset 0 is −25…225, which
    /// meets rows 0 to 4 of 50 pt (row 4 spans 200…250); without it rows 0 to 3.
    @Test func theDisplayMarginGrowsTheDisplayedRect() {
        var flow = FlowLayoutConfiguration()
        flow.itemSize = Size(width: 300, height: 50)
        flow.minimumLineSpacing = 0
        var physics = ScrollSettings()
        physics.displayMargin = 25
        let data = CollectionData(sections: [SectionData(itemCount: 20)])
        var view = SimulatedView(
            id: "list",
            spec: ViewSpec(viewport: Size(width: 300, height: 200), layout: .flow(flow), data: data, physics: physics))
        #expect(view.updateDisplayed().entered.map(\.indexPath.item) == [0, 1, 2, 3, 4])
    }

    /// A one-row scroll of a 10,000-cell screen asks the layout for a few rows, not the screen; under a
    /// display limit (a daemon's), the check that the move stays within it reads the gained strip once more.
    @Test(arguments: [Int.max, 20_000]) func aTickCostsWhatChangedNotWhatIsDisplayed(limit: Int) throws {
        let counter = QueryCounter()
        var flow = FlowLayoutConfiguration()
        flow.itemSize = Size(width: 10, height: 10)
        flow.minimumLineSpacing = 0
        flow.minimumInteritemSpacing = 0
        let spec = ViewSpec(
            viewport: Size(width: 1000, height: 1000), layout: .flow(flow),
            data: CollectionData(sections: [SectionData(itemCount: 1_000_000)]))
        var simulator = Simulator(tickHz: 100)
        simulator.maximumDisplayedElements = limit
        var view = SimulatedView(id: "grid", spec: spec)
        var counting = CountingLayout(inner: FlowLayout(configuration: flow), counter: counter)
        counting.prepare(spec.layoutContext)
        view.prepared = counting
        simulator.views.append(view)
        var initial: [Event] = []
        simulator.diffDisplayed(0, into: &initial)
        #expect(counter.returned == 10_000)
        // One row (10 pt) down, seen by the next tick.
        simulator.views[0].scroll.scroll(to: Point(x: 0, y: 10), animated: false, at: 0)
        counter.reset()
        let events = simulator.step()
        #expect(events.filter { $0.name == "didEndDisplaying" }.count == 100)
        #expect(events.filter { $0.name == "willDisplay" }.count == 100)
        // The lost and gained strips, each one row grown a hair past both edges, so it also meets the rows
        // on either side: at most 3 rows each, 600 of the screen's 10,000 cells; the limit's check reads
        // the gained strip's 3 rows again.
        let most = limit == .max ? 600 : 900
        #expect(counter.returned <= most, "the tick read \(counter.returned) attributes")
    }
}

/// Counts a layout's rect queries and the attributes they return.
final class QueryCounter: Sendable {
    private let count = Mutex((queries: 0, returned: 0))

    /// The rect queries so far.
    var queries: Int { count.withLock { $0.queries } }

    /// The attributes returned so far.
    var returned: Int { count.withLock { $0.returned } }

    func add(_ returned: Int) {
        count.withLock {
            $0.queries += 1
            $0.returned += returned
        }
    }

    func reset() { count.withLock { $0 = (0, 0) } }
}

/// A layout that passes everything to `inner` and counts what rect queries return.
struct CountingLayout: CollectionLayout {
    var inner: FlowLayout
    let counter: QueryCounter
    mutating func prepare(_ context: LayoutContext) { inner.prepare(context) }
    var contentSize: Size { inner.contentSize }
    func attributes(in rect: Rect, bounds: Rect) -> [LayoutAttributes] {
        let result = inner.attributes(in: rect, bounds: bounds)
        counter.add(result.count)
        return result
    }
    func attributes(forItem indexPath: IndexPath, bounds: Rect) -> LayoutAttributes? {
        inner.attributes(forItem: indexPath, bounds: bounds)
    }
    func attributes(forSupplementary kind: ElementKind, at indexPath: IndexPath, bounds: Rect) -> LayoutAttributes? {
        inner.attributes(forSupplementary: kind, at: indexPath, bounds: bounds)
    }
    func invalidation(forBoundsChange new: Rect, old: Rect) -> Invalidation {
        inner.invalidation(forBoundsChange: new, old: old)
    }
}
