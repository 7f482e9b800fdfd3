import LayoutCore
import Testing

@testable import Simulation

/// The focused item of an orthogonal carousel (`paging`, `groupPaging`, `groupPagingCentered`), reported
/// by `focusChanged` with its `section` as the carousel comes to rest: the leading group's first item, or
/// the centred group's for `groupPagingCentered`.
///
/// The feed is `OrthogonalSectionTests.feed`: 20 cards 150 wide, 10 apart (pitch 160), inside 16-pt side
/// insets, group k resting at 160k; the largest offset 2,847 (3,040 centred). Section 1 is a list.
@Suite struct CarouselFocusTests {
    static func focusEvents(_ events: [Event]) -> [Event] { events.filter { $0.name == "focusChanged" } }

    static func focus(_ section: Int, from: Int?, to: Int?, fromID: String? = nil, toID: String? = nil)
        -> EventKind
    {
        .focusChanged(
            from: from.map { IndexPath(section: section, item: $0) },
            to: to.map { IndexPath(section: section, item: $0) },
            fromID: from.map { .positional(section: section, item: fromID.map { Int($0)! } ?? $0) },
            toID: to.map { .positional(section: section, item: toID.map { Int($0)! } ?? $0) }, section: section)
    }

    static func fling(_ section: Int, _ speed: Double) -> Command {
        .fling(view: "feed", velocity: Vector(dx: -speed, dy: 0), target: .section(section))
    }

    /// A new view announces each carousel's focus at rest at 0: its first item, after the cells it
    /// displays; a continuous carousel has none.
    @Test(arguments: ["paging", "groupPaging", "groupPagingCentered"])
    func creationAnnouncesTheFirstItem(behavior: String) throws {
        var simulator = Simulator()
        let events = try simulator.createView(try OrthogonalSectionTests.feed(behavior: behavior), id: "feed")
        #expect(Self.focusEvents(events).map(\.kind) == [Self.focus(0, from: nil, to: 0)])
        #expect(events.last?.name == "focusChanged")
        var continuous = Simulator()
        let none = try continuous.createView(try OrthogonalSectionTests.feed(behavior: "continuous"), id: "feed")
        #expect(Self.focusEvents(none).isEmpty)
    }

    /// Group paging flung at 1,000 pt/s rests on group 3 (480, `OrthogonalSectionTests`): item 3 is focused,
    /// announced once, in the tick the section comes to rest (its last `sectionDidScroll`), not on the way
    /// through groups 1 and 2. Centred group paging rests on group 3 too (480 centres it).
    @Test(arguments: ["groupPaging", "groupPagingCentered"])
    func aFlingAnnouncesTheGroupItRestsOn(behavior: String) throws {
        let spec = try OrthogonalSectionTests.feed(behavior: behavior)
        var simulator = Simulator()
        _ = try simulator.createView(spec, id: "feed")
        var events = try simulator.apply(Self.fling(0, 1000))
        while !simulator.isIdle { events += simulator.step() }
        let focus = Self.focusEvents(events)
        #expect(focus.map(\.kind) == [Self.focus(0, from: 0, to: 3)])
        let lastScroll = try #require(events.last { $0.name == "sectionDidScroll" })
        #expect(focus.first?.tick == lastScroll.tick)
    }

    /// Paging turns one page of the section's width: at rest at 375, groups 0–2 start before the row's
    /// leading edge (group 2 at 16 + 320 − 375 = −39, cut) and group 3 starts at 121: item 3 is the leading
    /// one.
    @Test func pagingFocusesTheFirstGroupStartingInView() throws {
        let (simulator, events) = try OrthogonalSectionTests.run(
            try OrthogonalSectionTests.feed(behavior: "paging"), [Self.fling(0, 1000)])
        #expect(simulator.views[0].sectionOffset(0) == 375)
        #expect(
            Self.focusEvents(events).map(\.kind) == [Self.focus(0, from: nil, to: 0), Self.focus(0, from: 0, to: 3)])
    }

    /// Deleting the focused item of a carousel at rest moves the focus at once to the item now in its
    /// place: resting on group 3, item 3 (id 0-3) is deleted; the row stays at 480 and item 3 is now the
    /// card that was item 4 (id 0-4). The announcement follows the deletion's own events.
    @Test func deletingTheFocusedItemFocusesTheOneInItsPlace() throws {
        var (simulator, _) = try OrthogonalSectionTests.run(
            try OrthogonalSectionTests.feed(behavior: "groupPaging"), [Self.fling(0, 1000)])
        let events = try simulator.apply(.deleteItems(view: "feed", items: [IndexPath(section: 0, item: 3)]))
        #expect(Self.focusEvents(events).map(\.kind) == [Self.focus(0, from: 3, to: 3, fromID: "3", toID: "4")])
        let deleted = try #require(events.firstIndex { $0.name == "deleted" })
        let announced = try #require(events.firstIndex { $0.name == "focusChanged" })
        #expect(deleted < announced)
    }

    /// A carousel emptied loses its focus: `to` is null.
    @Test func emptyingACarouselEndsItsFocus() throws {
        var simulator = Simulator()
        _ = try simulator.createView(try OrthogonalSectionTests.feed(behavior: "groupPaging"), id: "feed")
        let items = (0..<20).map { IndexPath(section: 0, item: $0) }
        let events = try simulator.apply(.deleteItems(view: "feed", items: items))
        #expect(Self.focusEvents(events).map(\.kind) == [Self.focus(0, from: 0, to: nil)])
    }

    /// Two carousels in one view: both announced at creation, in section order; a fling of the second
    /// announces only the second.
    @Test func eachCarouselHasItsOwnFocus() throws {
        let twoCarousels = try OrthogonalSectionTests.feed(behavior: "groupPaging", list: false)
        var simulator = Simulator()
        let created = try simulator.createView(twoCarousels, id: "feed")
        #expect(
            Self.focusEvents(created).map(\.kind) == [Self.focus(0, from: nil, to: 0), Self.focus(1, from: nil, to: 0)])
        var events = try simulator.apply(Self.fling(1, 1000))
        while !simulator.isIdle { events += simulator.step() }
        #expect(Self.focusEvents(events).map(\.kind) == [Self.focus(1, from: 0, to: 3)])
    }

    /// A group of three items (Apple's orthogonal behaviours sample: a leading item and a pair) focuses
    /// its first: group 2's is item 6; at the row's end, 1,537.5, group 5 (1,593.75) is the first starting
    /// in view: item 15. Self-sized chips rest at their own starts: at 460, group 5's, chip 5; at the row's
    /// end, 629, the first chip starting in view is chip 7 (656).
    @Test func theFocusedItemIsTheFocusedGroupsFirst() {
        let nested = OrthogonalScroller(
            frame: Rect(x: 0, y: 0, width: 375, height: 266.8), axis: .horizontal, contentLength: 1912.5,
            groupRests: .uniform(pitch: 318.75), behavior: .groupPaging, properties: .init(), groupCount: 6,
            itemsPerGroup: 3)
        #expect(nested.focusedItem(atRest: 637.5) == 6)
        #expect(nested.focusedItem(atRest: 1537.5) == 15)
        let chips = OrthogonalScroller(
            frame: Rect(x: 0, y: 0, width: 375, height: 32), axis: .horizontal, contentLength: 1004,
            groupRests: .listed([0, 68, 196, 264, 392, 460, 588, 656, 784, 852]), behavior: .groupPaging,
            properties: .init(), groupCount: 10, itemsPerGroup: 1)
        #expect(chips.focusedItem(atRest: 460) == 5)
        #expect(chips.focusedItem(atRest: 629) == 7)
    }
}
