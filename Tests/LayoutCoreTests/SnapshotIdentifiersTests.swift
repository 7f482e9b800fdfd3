import LayoutCore
import Testing

/// The current snapshot read from a view's data: sections by index, items by their stable ids (issue 52).
@Suite struct SnapshotIdentifiersTests {
    @Test func sectionsAreTheirIndicesAndItemsTheirIds() {
        var data = CollectionData(sections: [
            SectionData(itemCount: 3),
            SectionData(listed: [ItemAnswers(id: "a"), ItemAnswers()]),
        ])
        // Hand-derived: unnamed originals are "S-I"; a listed id is kept; an empty section has no items.
        #expect(
            data.snapshotIdentifiers()
                == snapshot([("0", ["0-0", "0-1", "0-2"]), ("1", ["a", "1-1"])]))
        // After deleting [0, 1] and inserting "x" at [0, 0]: x, then the originals 0-0 and 0-2.
        data.deleteItems([IndexPath(section: 0, item: 1)])
        data.insertItems([ItemAnswers(id: "x")], at: IndexPath(section: 0, item: 0))
        #expect(data.snapshotIdentifiers().sections[0].items == ["x", "0-0", "0-2"])
        #expect(CollectionData(sections: [SectionData(itemCount: 0)]).snapshotIdentifiers() == snapshot([("0", [])]))
    }

    /// A section is named by the id it was given, else by the number its original ids name, so that a
    /// moved section keeps its identifier (hand-derived: sections 0 and 1 swapped, "1" first, "top" kept).
    @Test func sectionsKeepTheirIdentifierThroughMoves() {
        var top = SectionData(itemCount: 1)
        top.id = "top"
        var data = CollectionData(sections: [SectionData(itemCount: 1), SectionData(itemCount: 1), top])
        #expect(data.snapshotIdentifiers().sections.map(\.id) == ["0", "1", "top"])
        // A prefix of the data (its first items, as the density check reads them) keeps the given id.
        var three = SectionData(itemCount: 3)
        three.id = "three"
        #expect(CollectionData(sections: [three]).prefix(items: 1)?.sections[0].id == "three")
        data.apply(BatchUpdate(moveSections: [.init(from: 0, to: 1), .init(from: 1, to: 0)]))
        #expect(data.snapshotIdentifiers() == snapshot([("1", ["1-0"]), ("0", ["0-0"]), ("top", ["2-0"])]))
    }
}
