import LayoutCore
import Testing

/// Insertions and deletions keep every other item's id and answers (the protocol: ids survive
/// deletions and moves).
@Suite struct CollectionDataUpdateTests {
    static let data = CollectionData(sections: [
        SectionData(
            itemCount: 6, common: ItemAnswers(size: Size(width: 10, height: 10)),
            pattern: [ItemAnswers(flag: true), ItemAnswers(flag: false)],
            overrides: [3: ItemAnswers(id: "hero", size: Size(width: 99, height: 99))]),
        SectionData(itemCount: 2),
    ])

    func ids(_ data: CollectionData, section: Int) -> [String] {
        (0..<(data.itemCount(inSection: section) ?? 0)).map {
            data.itemID(at: IndexPath(section: section, item: $0))!.description
        }
    }

    @Test func deletingKeepsTheOthersIdsAndAnswers() {
        var data = Self.data
        data.deleteItems([IndexPath(section: 0, item: 1), IndexPath(section: 0, item: 4)])
        #expect(ids(data, section: 0) == ["0-0", "0-2", "hero", "0-5"])
        #expect(data.sections[0].size(at: 2) == Size(width: 99, height: 99))
        #expect(data.sections[0].size(at: 3) == Size(width: 10, height: 10))
        #expect(data.sections[0].answer(3) { $0[.flag] } == false)
        #expect(ids(data, section: 1) == ["1-0", "1-1"])
        #expect(data.itemID(at: IndexPath(section: 0, item: 0)) == .positional(section: 0, item: 0))
    }

    @Test func insertingPlacesNewItemsBeforeThePosition() {
        var data = Self.data
        data.insertItems([ItemAnswers(id: "new", size: Size(width: 5, height: 5))], at: IndexPath(section: 0, item: 2))
        #expect(ids(data, section: 0) == ["0-0", "0-1", "new", "0-2", "hero", "0-4", "0-5"])
        #expect(data.sections[0].size(at: 2) == Size(width: 5, height: 5))
        #expect(data.sections[0].size(at: 4) == Size(width: 99, height: 99))
        data.insertItems([ItemAnswers(id: "last")], at: IndexPath(section: 1, item: 2))
        #expect(ids(data, section: 1) == ["1-0", "1-1", "last"])
    }
}
