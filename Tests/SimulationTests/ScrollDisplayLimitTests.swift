import LayoutCore
import Layouts
import ScrollPhysics
import Testing

@testable import Simulation

/// `maximumDisplayedElements` while a view moves: a scroll that would carry it where it displays more
/// stops where it was, and a jump there is refused.
@Suite struct ScrollDisplayLimitTests {
    /// A 100-pt square viewport over rows of ten 10-pt cells, with no spacing; items 2,000 to 2,999 are
    /// 1 × 1 pt instead, so they fill ten 1-pt lines of 100 from y = 2,000 to 2,010, and the 10-pt rows
    /// go on from 2,010. A rect [y, y + 100) meets 11 rows of the grid (110 cells) unless y is a multiple
    /// of 10; once y passes 1,900 it meets a tiny line too, 100 more cells at each, until y reaches 2,010.
    /// Under a limit of 110, every offset up to 1,900 fits and every one in (1,900, 2,010) does not.
    static let limit = 110

    static func grid() -> ViewSpec {
        var flow = FlowLayoutConfiguration()
        flow.itemSize = Size(width: 10, height: 10)
        flow.minimumLineSpacing = 0
        flow.minimumInteritemSpacing = 0
        let tiny = Dictionary(
            uniqueKeysWithValues: (2_000..<3_000).map { ($0, ItemAnswers(size: Size(width: 1, height: 1))) })
        return ViewSpec(
            viewport: Size(width: 100, height: 100), layout: .flow(flow),
            data: CollectionData(sections: [SectionData(itemCount: 10_000, overrides: tiny)]))
    }

    static func simulator(at offset: Double) throws -> Simulator {
        var simulator = Simulator()
        simulator.maximumDisplayedElements = limit
        _ = try simulator.createView(grid(), id: "g")
        _ = try simulator.apply(.scrollTo(view: "g", offset: Point(x: 0, y: offset), animated: false))
        return simulator
    }

    /// From 1,852 a finger moving up 120 pt in 0.2 s scrolls 5 pt a tick: 1,897 after tick 9 (110 cells)
    /// and 1,902 at tick 10, past the threshold. Tick 10 stops the view at 1,897: `displayLimitReached`,
    /// then the drag's end without deceleration; no tiny cell is ever displayed and nothing moves after.
    @Test func aDragIntoADenseRegionStopsWhereTheViewWas() throws {
        var simulator = try Self.simulator(at: 1_852)
        _ = try simulator.apply(.drag(view: "g", path: TouchPath(linear: Vector(dx: 0, dy: -120), duration: 0.2)))
        var events: [Event] = []
        for _ in 1...9 { events += simulator.step() }
        #expect(!events.contains { $0.name == "displayLimitReached" })
        let tick10 = simulator.step()
        #expect(tick10.map(\.name) == ["displayLimitReached", "didEndDragging"])
        guard case .displayLimitReached(let limit, let stayed, let refused, nil) = tick10.first?.kind else {
            Issue.record("no displayLimitReached at tick 10: \(tick10.map(\.name))")
            return
        }
        #expect(limit == Self.limit)
        #expect(abs(stayed.y - 1_897) < 1e-9 && abs(refused.y - 1_902) < 1e-9)
        #expect(tick10.last?.kind == .scroll(.didEndDragging(willDecelerate: false)))
        events += tick10
        for _ in 1...30 { events += simulator.step() }
        #expect(
            !events.contains { event in
                guard case .willDisplay(let attributes) = event.kind else { return false }
                return (2_000..<3_000).contains(attributes.indexPath.item)
            })
        let state = try #require(simulator.state(of: "g"))
        #expect(state.phase == .idle && abs(state.contentOffset.y - 1_897) < 1e-9)
        #expect(state.visibleCells.count == 110)
        #expect(simulator.isIdle)
    }

    /// An animated scroll from 1,850 toward 1,950 stops at the last tick's offset at or below 1,900 and
    /// ends its animation there; a scroll back up from it moves freely.
    @Test func anAnimationIntoADenseRegionEndsWhereTheViewWas() throws {
        var simulator = try Self.simulator(at: 1_850)
        _ = try simulator.apply(.scrollTo(view: "g", offset: Point(x: 0, y: 1_950), animated: true))
        var events: [Event] = []
        while !simulator.isIdle { events += simulator.step() }
        let stop = try #require(events.firstIndex { $0.name == "displayLimitReached" })
        guard case .displayLimitReached(_, let stayed, let refused, nil) = events[stop].kind else {
            Issue.record("event \(stop) is \(events[stop].name)")
            return
        }
        #expect(stayed.y <= 1_900 && refused.y > 1_900)
        #expect(events[stop + 1].kind == .scroll(.didEndScrollingAnimation(contentOffset: stayed)))
        #expect(events.count == stop + 2)
        #expect(simulator.state(of: "g")?.contentOffset == stayed)
        _ = try simulator.apply(.scrollTo(view: "g", offset: Point(x: 0, y: 1_000), animated: true))
        while !simulator.isIdle { events += simulator.step() }
        #expect(simulator.state(of: "g")?.contentOffset == Point(x: 0, y: 1_000))
    }

    /// A jump into the region is refused before anything moves: the error names the offset, the view stays
    /// at 0 and the next event takes the next seq.
    @Test func aJumpIntoADenseRegionIsRefused() throws {
        var simulator = Simulator()
        simulator.maximumDisplayedElements = Self.limit
        let initial = try simulator.createView(Self.grid(), id: "g")
        do {
            _ = try simulator.apply(.scrollTo(view: "g", offset: Point(x: 0, y: 1_950), animated: false))
            Issue.record("a jump to 1,950 was taken")
        } catch {
            #expect(error.code == .limitExceeded && error.path == "offset")
            #expect(
                error.message
                    == "view \"g\" would display more than 110 elements at once at offset [0.0, 1950.0]; scroll elsewhere or make its items larger"
            )
        }
        #expect(simulator.state(of: "g")?.contentOffset == .zero)
        #expect(throws: SimulationError.self) {
            _ = try simulator.apply(
                .scrollToItem(view: "g", item: IndexPath(section: 0, item: 2_500), position: .top, animated: false))
        }
        let next = try simulator.apply(.select(view: "g", item: IndexPath(section: 0, item: 0)))
        #expect(next.first?.seq == initial.count + 1)
    }

    /// Without a limit (scenarios, in-process tests) the same drag goes on into the region.
    @Test func withoutALimitTheDragGoesOn() throws {
        var simulator = Simulator()
        _ = try simulator.createView(Self.grid(), id: "g")
        _ = try simulator.apply(.scrollTo(view: "g", offset: Point(x: 0, y: 1_852), animated: false))
        _ = try simulator.apply(.drag(view: "g", path: TouchPath(linear: Vector(dx: 0, dy: -120), duration: 0.2)))
        var events: [Event] = []
        for _ in 1...24 { events += simulator.step() }
        #expect(!events.contains { $0.name == "displayLimitReached" })
        #expect(events.filter { $0.name == "willDisplay" }.count > 1_000)
    }
}
