import ScrollSimTesting
import Simulation
import Testing

/// A typed pattern for every event the wire has, each the `.named` pattern it stands for.
@Suite struct EventPatternTests {
    /// One pattern of each constructor, every parameter left to its default.
    static let everyEvent: [EventPattern] = [
        .willDisplay(), .didEndDisplaying(), .focusChanged(to: nil), .didSelect(), .deleted(), .didScroll(),
        .sectionDidScroll(), .willBeginDragging(), .willEndDragging(), .didEndDragging(), .willBeginDecelerating(),
        .didEndDecelerating(), .didEndScrollingAnimation(), .visibilityChanged(), .viewable(), .prefetchItems(),
        .cancelPrefetching(), .displayLimitReached(), .offsetAnchored(), .didEndBatchUpdates(),
    ]

    /// The simulator's list of events (`EventName`, the list Docs/Protocol.md's table is checked against)
    /// and the constructors name the same events.
    @Test func everyEventOfTheWireHasAConstructor() {
        #expect(Set(Self.everyEvent.map(\.name)) == Set(EventName.allCases.map(\.rawValue)))
        #expect(Self.everyEvent.count == EventName.allCases.count)
    }

    /// A parameter left nil requires nothing; one given requires its field, written as the wire writes it:
    /// an index path `[section, item]`, a point `[x, y]`, a list of index paths.
    @Test func eachParameterRequiresItsWireField() {
        let path = EventValue.list([.number(0), .number(1)])
        #expect(
            EventPattern.visibilityChanged(item: [0, 1], fraction: 1)
                == .named("visibilityChanged", fields: ["indexPath": path, "fraction": .number(1)]))
        #expect(
            EventPattern.didEndBatchUpdates(finished: false)
                == .named("didEndBatchUpdates", fields: ["finished": .bool(false)]))
        #expect(
            EventPattern.viewable().fields.isEmpty
                && EventPattern.didSelect(item: [0, 1]).fields == ["indexPath": path])
        #expect(
            EventPattern.sectionDidScroll(section: 2, contentOffset: [160, 0], view: "feed")
                == .named(
                    "sectionDidScroll", view: "feed",
                    fields: ["section": .number(2), "contentOffset": .list([.number(160), .number(0)])]))
        #expect(
            EventPattern.willEndDragging(target: [0, 100], velocity: [0, 0]).fields
                == [
                    "targetContentOffset": .list([.number(0), .number(100)]),
                    "velocity": .list([.number(0), .number(0)]),
                ])
        #expect(EventPattern.didEndDragging(willDecelerate: false).fields == ["willDecelerate": .bool(false)])
        #expect(EventPattern.prefetchItems([[0, 1]]).fields == ["indexPaths": .list([path])])
        #expect(EventPattern.focusChanged(to: nil).fields == ["to": .null])
        #expect(EventPattern.focusChanged(to: [0, 1], section: 0).fields == ["to": path, "section": .number(0)])
        #expect(EventPattern.willDisplay(kind: nil).fields.isEmpty)
        #expect(EventPattern.willDisplay(item: [0, 1]).fields == ["indexPath": path, "kind": .string("cell")])
        #expect(EventPattern.displayLimitReached(section: 0).fields == ["section": .number(0)])
    }

    /// On the carousel feed: section 1's header enters at once; a sideways fling on the carousel sends
    /// `sectionDidScroll` for section 0 in its first tick; on the card feed, card 1 (y 200…400 of a
    /// 400-pt view) is wholly visible at once.
    @Test func theTypedPatternsMatchTheirEvents() throws {
        let carousel = try ScrollSim(yaml: ScrollSimCarouselTests.feed)
        try carousel.expectEvent(.willDisplay(item: [1, 0], kind: "header"))
        try carousel.fling(velocity: [-1000, 0], section: 0)
        try carousel.expectEvent(.sectionDidScroll(section: 0), within: .milliseconds(10))
        let cards = try ScrollSim(yaml: ScrollSimTests.feed)
        try cards.expectEvent(.visibilityChanged(item: [0, 1], fraction: 1))
    }
}
