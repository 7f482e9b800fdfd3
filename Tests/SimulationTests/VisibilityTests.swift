import LayoutCore
import Layouts
import ScrollPhysics
import Testing

@testable import Simulation

/// Visibility and viewability: threshold crossings measured against the viewport inset by contentInset,
/// the dwell counted in ticks (also while nothing moves), reset when a cell falls below the fraction, is
/// deleted or reloaded. Expected values from the geometry: 100-pt rows in a 200-pt-high viewport.
@Suite struct VisibilityTests {
    /// Ten 300×100 rows, no spacing, in a 300×200 viewport: rows 0 and 1 fill it at offset 0.
    static func spec(contentInset: EdgeInsets = .zero, viewable: ViewableRule? = .display) -> ViewSpec {
        var flow = FlowLayoutConfiguration()
        flow.itemSize = Size(width: 300, height: 100)
        flow.minimumLineSpacing = 0
        return ViewSpec(
            viewport: Size(width: 300, height: 200), contentInset: contentInset, layout: .flow(flow),
            data: CollectionData(sections: [SectionData(itemCount: 10)]),
            visibility: VisibilitySettings(thresholds: [0, 0.5, 1], viewable: viewable))
    }

    /// The visibility events among `events`, as (name, item, fraction or dwell).
    static func visibility(_ events: [Event]) -> [(String, Int, Double)] {
        events.compactMap { event in
            switch event.kind {
            case .visibilityChanged(let indexPath, _, let fraction): ("visibilityChanged", indexPath.item, fraction)
            case .viewable(let indexPath, _, let dwell): ("viewable", indexPath.item, dwell)
            default: nil
            }
        }
    }

    static func same(_ lhs: [(String, Int, Double)], _ rhs: [(String, Int, Double)]) -> Bool {
        lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 && abs($0.2 - $1.2) < 1e-9 }
    }

    @Test func theCellsOnScreenAtCreationCrossEveryThresholdAfterTheirDisplay() throws {
        var simulator = Simulator()
        let events = try simulator.createView(Self.spec(), id: "list")
        #expect(events.map(\.name) == ["willDisplay", "willDisplay", "visibilityChanged", "visibilityChanged"])
        #expect(Self.same(Self.visibility(events), [("visibilityChanged", 0, 1), ("visibilityChanged", 1, 1)]))
    }

    /// A view at rest keeps counting: 1,000 ms of dwell end at tick 60 / 120 / 240, not a tick earlier.
    @Test(arguments: [60.0, 120, 240])
    func theDwellEndsInTheTickItReachesWhileNothingMoves(tickHz: Double) throws {
        var simulator = Simulator(tickHz: tickHz)
        _ = try simulator.createView(Self.spec(), id: "list")
        let due = Int(tickHz)
        for _ in 1..<due { #expect(Self.visibility(simulator.step()).isEmpty) }
        let events = simulator.step()
        #expect(simulator.tick == due)
        #expect(Self.same(Self.visibility(events), [("viewable", 0, 1000), ("viewable", 1, 1000)]))
        for _ in 0..<due { #expect(Self.visibility(simulator.step()).isEmpty) }
    }

    /// Half a row scrolled off keeps its dwell (still at 50 %); one point more drops it below the fraction,
    /// which resets its dwell; the row coming in starts its own.
    @Test func fallingBelowTheViewableFractionResetsTheDwell() throws {
        var simulator = Simulator()
        _ = try simulator.createView(Self.spec(), id: "list")
        for _ in 0..<120 { _ = simulator.step() }
        let half = try simulator.apply(.scrollTo(view: "list", offset: Point(x: 0, y: 50), animated: false))
        #expect(Self.same(Self.visibility(half), [("visibilityChanged", 0, 0.5), ("visibilityChanged", 2, 0.5)]))
        let less = try simulator.apply(.scrollTo(view: "list", offset: Point(x: 0, y: 51), animated: false))
        #expect(Self.same(Self.visibility(less), [("visibilityChanged", 0, 0.49)]))
        // Row 2 reached 50 % at tick 120: its second is up at tick 240. Row 0 never again here.
        var seen: [(String, Int, Double)] = []
        for _ in 0..<119 { seen += Self.visibility(simulator.step()) }
        #expect(seen.isEmpty)
        #expect(Self.same(Self.visibility(simulator.step()), [("viewable", 2, 1000)]))
        let back = try simulator.apply(.scrollTo(view: "list", offset: Point(x: 0, y: 0), animated: false))
        // Row 2 is no longer displayed: cells that left come first (as didEndDisplaying before willDisplay).
        #expect(Self.same(Self.visibility(back), [("visibilityChanged", 2, 0), ("visibilityChanged", 0, 1)]))
        for _ in 0..<119 { seen += Self.visibility(simulator.step()) }
        #expect(seen.isEmpty)
        #expect(Self.same(Self.visibility(simulator.step()), [("viewable", 0, 1000)]))
    }

    /// A deleted row reports 0 and its successor, moving into its place, is measured where it is now; a
    /// reload reports every visible row at 0, then measures them afresh (dwells start again).
    @Test func deletionAndReloadResetTheCellsTheyTouch() throws {
        var simulator = Simulator()
        _ = try simulator.createView(Self.spec(), id: "list")
        for _ in 0..<120 { _ = simulator.step() }
        let deleted = try simulator.apply(.deleteItems(view: "list", items: [IndexPath(section: 0, item: 0)]))
        // Row 0 ("0-0") goes; "0-1" moves to item 0 (still whole); "0-2" comes in as item 1, whole.
        let changes = deleted.compactMap { event -> (ItemID, Double)? in
            guard case .visibilityChanged(_, let id, let fraction) = event.kind else { return nil }
            return (id, fraction)
        }
        #expect(changes.map(\.0) == [.positional(section: 0, item: 0), .positional(section: 0, item: 2)])
        #expect(changes.map(\.1) == [0, 1])
        let reloaded = try simulator.apply(.reload(view: "list", data: nil))
        #expect(
            Self.same(
                Self.visibility(reloaded),
                [
                    ("visibilityChanged", 0, 0), ("visibilityChanged", 1, 0), ("visibilityChanged", 0, 1),
                    ("visibilityChanged", 1, 1),
                ]))
        var seen: [(String, Int, Double)] = []
        for _ in 0..<119 { seen += Self.visibility(simulator.step()) }
        #expect(seen.isEmpty)
        #expect(Self.same(Self.visibility(simulator.step()), [("viewable", 0, 1000), ("viewable", 1, 1000)]))
    }

    /// With a 50-pt top inset the view starts at offset -50: the viewport measured is y 0…150, so row 0 is
    /// whole and row 1 half visible.
    @Test func theContentInsetShrinksTheViewportMeasured() throws {
        var simulator = Simulator()
        let events = try simulator.createView(
            Self.spec(contentInset: EdgeInsets(top: 50, left: 0, bottom: 0, right: 0)), id: "list")
        #expect(Self.same(Self.visibility(events), [("visibilityChanged", 0, 1), ("visibilityChanged", 1, 0.5)]))
    }

    /// A cell scaled to half about its centre shows as its scaled box: 100×100 at the origin becomes
    /// 25…75; a viewport x 0…50 shows half of that box.
    @Test func aTransformedCellIsMeasuredAsDrawn() {
        var attributes = LayoutAttributes.cell(
            IndexPath(section: 0, item: 0), id: .positional(section: 0, item: 0),
            frame: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(VisibleFraction.of(attributes, in: Rect(x: 0, y: 0, width: 50, height: 100)) == 0.5)
        attributes.transform = .scale(x: 0.5, y: 0.5, z: 1)
        #expect(VisibleFraction.of(attributes, in: Rect(x: 0, y: 0, width: 50, height: 100)) == 0.5)
        #expect(VisibleFraction.of(attributes, in: Rect(x: 0, y: 0, width: 25, height: 100)) == 0)
        #expect(VisibleFraction.of(attributes, in: Rect(x: 0, y: 0, width: 37.5, height: 100)) == 0.25)
    }

    /// Thresholds as IntersectionObserver counts them: 0 is crossed by any area at all; others by reaching
    /// them. An edge contact shows nothing.
    @Test func levelsCountTheThresholdsReached() {
        let settings = VisibilitySettings(thresholds: [0, 0.5, 1])
        #expect([0, 1e-9, 0.49, 0.5, 0.99, 1].map(settings.level) == [0, 1, 1, 2, 2, 3])
        let edge = LayoutAttributes.cell(
            IndexPath(section: 0, item: 2), id: .positional(section: 0, item: 2),
            frame: Rect(x: 0, y: 200, width: 300, height: 100))
        #expect(VisibleFraction.of(edge, in: Rect(x: 0, y: 0, width: 300, height: 200)) == 0)
    }

    @Test func viewsWithoutVisibilityReportNone() throws {
        var simulator = Simulator()
        var spec = Self.spec()
        spec.visibility = nil
        let events = try simulator.createView(spec, id: "list")
        for _ in 0..<240 { #expect(Self.visibility(simulator.step()).isEmpty) }
        #expect(Self.visibility(events).isEmpty)
    }

    /// Over flings (moves that leave the attributes unchanged, measured incrementally), every displayed
    /// cell's level held by the tracker is the one its fraction gives now, and the cells held are exactly
    /// the displayed ones.
    @Test func theIncrementalMeasureMatchesAFullOneEveryTick() throws {
        var simulator = Simulator()
        var spec = Self.spec()
        spec.data = CollectionData(sections: [SectionData(itemCount: 1000)])
        _ = try simulator.createView(spec, id: "list")
        for velocity in [-3000.0, 1500, -4000] {
            _ = try simulator.apply(.fling(view: "list", velocity: Vector(dx: 0, dy: velocity)))
            for _ in 0..<200 {
                _ = simulator.step()
                let view = simulator.views[0]
                let tracker = try #require(view.visibility)
                let viewport = view.spec.visibilityViewport(at: view.scroll.contentOffset)
                var expected: [ItemID: Int] = [:]
                for attributes in view.displayed.values where attributes.category == .cell {
                    let level = tracker.settings.level(of: VisibleFraction.of(attributes, in: viewport))
                    if let id = attributes.id { expected[id] = level }
                }
                #expect(tracker.cells.mapValues(\.level) == expected)
            }
        }
    }
}
