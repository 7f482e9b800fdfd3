import LayoutCore
import Specs
import Testing
import Wire

@testable import Simulation

/// `maximumDisplayedElements` while an orthogonal section scrolls on its own: a section that would carry
/// the view where it displays more stops where it was, and a jump there is refused.
///
/// The row (a 100-pt square view): one continuous orthogonal section of one-item groups 32 tall, no
/// spacing or insets, each item as wide as it answers: items 0 to 99 are 10 pt wide (x 10k … 10k + 10),
/// items 100 to 1,099 are 1 pt wide (x 1,000 + j … 1,001 + j for item 100 + j), so the row is 2,000 pt long.
/// Scrolled x along (x in (900, 1,000)), the view shows the wide items from ⌊x / 10⌋ to 99 and the narrow
/// ones that begin before x + 100: 100 − ⌊x / 10⌋ + ⌈x − 900⌉ of them. At 910 that is 9 + 10 (or 10 + 10
/// just below it, 9 + 11 just above) = 20 at most; at 915, 9 + 15 = 24. Under a limit of 20, every offset
/// up to 911 fits and every one past 911.5 does not.
@Suite struct SectionDisplayLimitTests {
    static let limit = 20

    static func row() throws -> ViewSpec {
        var spec = try SpecFile.decode(
            """
            id: row
            viewport: [100, 100]
            layout:
              type: compositional
              sections:
                - group:
                    direction: horizontal
                    size: {width: {estimated: 10}, height: {absolute: 32}}
                    subitem: {item: {size: {width: {estimated: 10}, height: {fractionalHeight: 1}}}}
                    count: 1
                  orthogonalScrollingBehavior: continuous
            sections: [{items: 1}]
            """, format: .yaml)
        let narrow = Dictionary(
            uniqueKeysWithValues: (100..<1_100).map { ($0, ItemAnswers(size: Size(width: 1, height: 32))) })
        spec.data = CollectionData(sections: [
            SectionData(itemCount: 1_100, common: ItemAnswers(size: Size(width: 10, height: 32)), overrides: narrow)
        ])
        return spec
    }

    static func simulator(limit: Int = limit, sectionAt offset: Double) throws -> Simulator {
        var simulator = Simulator()
        simulator.maximumDisplayedElements = limit
        _ = try simulator.createView(row(), id: "row")
        _ = try simulator.apply(.scrollTo(view: "row", offset: Point(x: offset, y: 0), animated: false, section: 0))
        return simulator
    }

    /// The section's offset along x as the events last reported it.
    static func sectionOffset(_ events: [Event]) -> Double? {
        events.last { $0.name == "sectionDidScroll" }.flatMap {
            if case .sectionDidScroll(_, let offset, _) = $0.kind { offset.x } else { nil }
        }
    }

    static func displaysANarrowItemPast(_ item: Int, in events: [Event]) -> Bool {
        events.contains { event in
            guard case .willDisplay(let attributes) = event.kind else { return false }
            return attributes.indexPath.item > item
        }
    }

    /// From 880 a finger moving left 120 pt in 0.2 s scrolls the section 5 pt a tick: 910 after tick 6
    /// (19 items) and 915 at tick 7 (24). Tick 7 stops the section at 910: `displayLimitReached` with its
    /// section and its own offsets, no lifecycle event (a section reports none), and nothing moves after;
    /// the narrow items shown are 100 to 109, none further.
    @Test func aDragIntoADenseRegionStopsTheSectionWhereItWas() throws {
        var simulator = try Self.simulator(sectionAt: 880)
        _ = try simulator.apply(
            .drag(view: "row", path: TouchPath(linear: Vector(dx: -120, dy: 0), duration: 0.2), target: .section(0)))
        var events: [Event] = []
        for _ in 1...6 { events += simulator.step() }
        #expect(!events.contains { $0.name == "displayLimitReached" })
        #expect(abs((Self.sectionOffset(events) ?? 0) - 910) < 1e-9)
        let tick7 = simulator.step()
        #expect(tick7.map(\.name) == ["displayLimitReached"])
        guard case .displayLimitReached(let limit, let stayed, let refused, let section) = tick7.first?.kind else {
            Issue.record("no displayLimitReached at tick 7: \(tick7.map(\.name))")
            return
        }
        #expect(limit == Self.limit && section == 0)
        #expect(abs(stayed.x - 910) < 1e-9 && stayed.y == 0 && abs(refused.x - 915) < 1e-9)
        events += tick7
        for _ in 1...30 { events += simulator.step() }
        #expect(events.filter { $0.name == "displayLimitReached" }.count == 1)
        #expect(abs((Self.sectionOffset(events) ?? 0) - 910) < 1e-9)
        #expect(!Self.displaysANarrowItemPast(109, in: events))
        #expect(simulator.state(of: "row")?.visibleCells.count == 19)
        #expect(simulator.isIdle)
    }

    /// A fling from 0 at 3,000 pt/s would carry the section well into the region (it rests near 1,500,
    /// Docs/Physics.md's 0.998 rate); its momentum stops at the last tick's offset at or below 911.5 and
    /// the section rests there. A fling back at 1,000 pt/s moves freely, its whole 499.5 pt (Physics.md V1).
    @Test func aFlingIntoADenseRegionStopsTheSectionWhereItWas() throws {
        var simulator = try Self.simulator(sectionAt: 0)
        var events = try simulator.apply(.fling(view: "row", velocity: Vector(dx: -3_000, dy: 0), target: .section(0)))
        while !simulator.isIdle { events += simulator.step() }
        let stop = try #require(events.firstIndex { $0.name == "displayLimitReached" })
        guard case .displayLimitReached(_, let stayed, let refused, 0) = events[stop].kind else {
            Issue.record("event \(stop) is \(events[stop])")
            return
        }
        #expect(stayed.x <= 911.5 && refused.x > 911)
        #expect(events.count == stop + 1)
        #expect(Self.sectionOffset(events) == stayed.x)
        events += try simulator.apply(.fling(view: "row", velocity: Vector(dx: 1_000, dy: 0), target: .section(0)))
        while !simulator.isIdle { events += simulator.step() }
        #expect(abs((Self.sectionOffset(events) ?? 0) - (stayed.x - 499.5)) < 0.5)
        #expect(events.filter { $0.name == "displayLimitReached" }.count == 1)
    }

    /// A jump of the section into the region is refused before anything moves, naming the section's
    /// offset; so is a `scrollToItem` that would scroll the section to narrow item 600 (1,500 along) and
    /// a jump past the row's end, clamped to 1,900. The section stays at 0, its ten wide items shown.
    @Test func aJumpOfTheSectionIntoADenseRegionIsRefused() throws {
        var simulator = try Self.simulator(sectionAt: 0)
        do {
            _ = try simulator.apply(.scrollTo(view: "row", offset: Point(x: 1_500, y: 0), animated: false, section: 0))
            Issue.record("a jump to 1,500 was taken")
        } catch {
            #expect(error.code == .limitExceeded && error.path == "offset")
            #expect(
                error.message
                    == "view \"row\" would display more than 20 elements at once with section 0 at [1500.0, 0.0]; scroll elsewhere or make its items larger"
            )
        }
        let item = IndexPath(section: 0, item: 600)
        #expect(throws: SimulationError.self) {
            _ = try simulator.apply(.scrollToItem(view: "row", item: item, position: nil, animated: false))
        }
        #expect(throws: SimulationError.self) {
            _ = try simulator.apply(.scrollTo(view: "row", offset: Point(x: 1e6, y: 0), animated: false, section: 0))
        }
        #expect(simulator.state(of: "row")?.visibleCells == (0..<10).map { IndexPath(section: 0, item: $0) })
        let moved = try simulator.apply(
            .scrollTo(view: "row", offset: Point(x: 500, y: 0), animated: false, section: 0))
        #expect(Self.sectionOffset(moved) == 500)
    }

    /// Without a limit (scenarios, in-process tests) the same drag goes on into the region.
    @Test func withoutALimitTheSectionGoesOn() throws {
        var simulator = try Self.simulator(limit: .max, sectionAt: 880)
        _ = try simulator.apply(
            .drag(view: "row", path: TouchPath(linear: Vector(dx: -120, dy: 0), duration: 0.2), target: .section(0)))
        var events: [Event] = []
        for _ in 1...24 { events += simulator.step() }
        #expect(!events.contains { $0.name == "displayLimitReached" })
        #expect(Self.displaysANarrowItemPast(109, in: events))
    }
}
