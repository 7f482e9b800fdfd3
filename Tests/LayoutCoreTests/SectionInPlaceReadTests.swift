import Testing

@testable import LayoutCore

/// A query reads an item's id and count in place (`CollectionData.withSection`), deciding by `hasRuns`
/// whether the section has changed without moving its runs: the flag must follow `runs` through every
/// change, and both paths must answer the ids the protocol gives.
@Suite struct SectionInPlaceReadTests {
    /// Section 0 lists three items, the second named "b"; item 2 is overridden as "hero" (the override wins
    /// over the list). Section 1 counts four items, item 1 overridden as "one".
    static let data = CollectionData(sections: [
        SectionData(
            listed: [ItemAnswers(), ItemAnswers(id: "b"), ItemAnswers(id: "listed")],
            overrides: [2: ItemAnswers(id: "hero")]),
        SectionData(itemCount: 4, overrides: [1: ItemAnswers(id: "one")]),
    ])

    func ids(_ data: CollectionData, section: Int) -> [String?] {
        (-1...(data.itemCount(inSection: section) ?? 0)).map {
            data.itemID(at: IndexPath(section: section, item: $0))?.description
        }
    }

    /// Unchanged sections: item -1 and item `count` are out of range (nil); an unnamed item is "S-I", a
    /// listed name or an override is its name, the override first.
    @Test func anUnchangedSectionAnswersItsIdsWithoutRuns() {
        let data = Self.data
        #expect(data.sections.allSatisfy { !$0.hasRuns && $0.runs == nil })
        #expect(ids(data, section: 0) == [nil, "0-0", "b", "hero", nil])
        #expect(ids(data, section: 1) == [nil, "1-0", "one", "1-2", "1-3", nil])
        #expect(data.itemCount(inSection: 2) == nil)
        #expect(data.itemID(at: IndexPath(section: 2, item: 0)) == nil)
    }

    /// After a deletion and an insertion the flag is set with the runs, on that section only; the ids
    /// are those of the items kept where they now stand (deleting 1-2 leaves 1-0, one, 1-3; "new" is
    /// inserted before item 1 of section 0), and a copy taken before the change keeps its own flag.
    @Test func theFlagFollowsTheRunsThroughChanges() {
        var data = Self.data
        let before = data
        data.deleteItems([IndexPath(section: 1, item: 2)])
        #expect(data.sections.map(\.hasRuns) == [false, true])
        #expect(ids(data, section: 1) == [nil, "1-0", "one", "1-3", nil])
        data.insertItems([ItemAnswers(id: "new")], at: IndexPath(section: 0, item: 1))
        #expect(data.sections.map(\.hasRuns) == [true, true])
        #expect(data.sections.map { $0.runs != nil } == [true, true])
        #expect(ids(data, section: 0) == [nil, "0-0", "new", "b", "hero", nil])
        #expect(before.sections.map(\.hasRuns) == [false, false])
        #expect(ids(before, section: 1) == [nil, "1-0", "one", "1-2", "1-3", nil])
    }
}
