import LayoutCore
import Testing

@testable import Simulation

/// A section a batch inserts is named after a section number no section used before (its items
/// `"S-0"`, `"S-1"`, …, its diffable identifier `"S"`), and that number also skips every one an id given
/// to a section or an item names: otherwise its defaults repeat a given id, two items share one, and
/// `applySnapshot` refuses the view's own current snapshot from then on.
@Suite struct BatchInsertedSectionIDTests {
    static func view(_ sections: [SectionData]) throws -> Simulator {
        var simulator = Simulator()
        var spec = listSpec()
        spec.data = CollectionData(sections: sections)
        _ = try simulator.createView(spec, id: "list")
        return simulator
    }

    static func insertSection(_ simulator: inout Simulator, at index: Int, _ section: SectionData) throws {
        let batch = BatchUpdate(insertSections: [.init(index, section: section)])
        _ = try simulator.apply(.batchUpdates(view: "list", batch: batch, animated: false))
    }

    static func ids(_ simulator: Simulator) throws -> [[String]] {
        try #require(simulator.spec(of: "list")?.data.snapshotIdentifiers()).sections.map(\.items)
    }

    /// Item [0, 0] is given "2-0" in a two-section view; the section inserted at 2 would be named after
    /// section number 2 (its one item "2-0" too); 2 is taken, so it is named after 3: "3-0".
    @Test func anItemIDGivenInTheSpecIsNotRepeated() throws {
        var simulator = try Self.view([
            SectionData(listed: [ItemAnswers(id: "2-0"), .none]), SectionData(itemCount: 2),
        ])
        try Self.insertSection(&simulator, at: 2, SectionData(itemCount: 1))
        #expect(try Self.ids(simulator) == [["2-0", "0-1"], ["1-0", "1-1"], ["3-0"]])
    }

    /// A one-section view gets a section of two items, the second given "1-0": the first would be "1-0"
    /// (section number 1, item 0); it is "2-0".
    @Test func anIDTheInsertedSectionGivesIsNotRepeatedInIt() throws {
        var simulator = try Self.view([SectionData(itemCount: 1)])
        try Self.insertSection(&simulator, at: 1, SectionData(listed: [.none, ItemAnswers(id: "1-0")]))
        #expect(try Self.ids(simulator) == [["0-0"], ["2-0", "1-0"]])
    }

    /// Section 0 is given the identifier "2" in a two-section view: the section inserted at 2 would be
    /// "2" as well; it is "3".
    @Test func aSectionIDGivenIsNotRepeated() throws {
        var named = SectionData(itemCount: 1)
        named.id = "2"
        var simulator = try Self.view([named, SectionData(itemCount: 1)])
        try Self.insertSection(&simulator, at: 2, SectionData(itemCount: 1))
        let snapshot = try #require(simulator.spec(of: "list")?.data.snapshotIdentifiers())
        #expect(snapshot.sections.map(\.id) == ["2", "1", "3"])
        #expect(snapshot.sections[2].items == ["3-0"])
    }

    /// `insertItems` gives an item "2-0" in a two-section view; a section inserted next is named after 3.
    @Test func anItemIDInsertedLaterIsNotRepeated() throws {
        var simulator = try Self.view([SectionData(itemCount: 1), SectionData(itemCount: 1)])
        _ = try simulator.apply(
            .insertItems(view: "list", at: IndexPath(section: 0, item: 1), items: [ItemAnswers(id: "2-0")]))
        try Self.insertSection(&simulator, at: 2, SectionData(itemCount: 1))
        #expect(try Self.ids(simulator) == [["0-0", "2-0"], ["1-0"], ["3-0"]])
    }
}
