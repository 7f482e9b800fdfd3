import Testing

@testable import LayoutCore

/// Where a batch carries items (`BatchUpdate.IndexMap.destination(of:)`), by UIKit's index-path rules,
/// derived by hand, and held to where `CollectionData.apply(_:)` puts their ids.
@Suite struct BatchDestinationsTests {
    static func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(section: section, item: item) }

    /// Ten items; delete 2, move 5 to 1, insert at 0. After: [inserted, old 5, old 0, old 1, old 3, old 4,
    /// old 6, …]: old 0 → 2, old 1 → 3, old 3 → 4, old 6 → 6, old 9 → 9; old 2 deleted; old 5 → 1.
    @Test func itemsKeepTheirRankAndPassTheItemsLanding() {
        let batch = BatchUpdate(
            deleteItems: [Self.path(0, 2)], insertItems: [.init(Self.path(0, 0))],
            moveItems: [.init(from: Self.path(0, 5), to: Self.path(0, 1))])
        let old = [0, 1, 2, 3, 5, 6, 9].map { Self.path(0, $0) }
        let expected: [IndexPath?] = [2, 3, nil, 4, 1, 6, 9].map { $0.map { Self.path(0, $0) } }
        #expect(Self.destinations(batch, of: old, sectionCount: 1) == expected)
    }

    /// One item inserted at 8: old 7 stays at 7; old 8 is pushed to 9.
    @Test func anInsertionPushesOnlyTheItemsFromItsPlace() {
        let batch = BatchUpdate(insertItems: [.init(Self.path(0, 8))])
        #expect(
            Self.destinations(batch, of: [Self.path(0, 7), Self.path(0, 8)], sectionCount: 1)
                == [Self.path(0, 7), Self.path(0, 9)])
    }

    /// Sections A, B, C; A deleted, C moved to 0: after, C is 0 and B is 1. [1, 3] → [1, 3]; [2, 0] → [0, 0];
    /// A's items are gone.
    @Test func sectionsMoveTheirItems() {
        let batch = BatchUpdate(deleteSections: [0], moveSections: [.init(from: 2, to: 0)])
        #expect(
            Self.destinations(batch, of: [Self.path(1, 3), Self.path(2, 0), Self.path(0, 1)], sectionCount: 3)
                == [Self.path(1, 3), Self.path(0, 0), nil])
    }

    /// The id at each destination, once the data has applied the batch, is the id the item had.
    @Test func destinationsAgreeWithTheDataApplied() {
        var data = CollectionData(sections: [SectionData(itemCount: 20), SectionData(itemCount: 5)])
        let batch = BatchUpdate(
            deleteItems: [Self.path(0, 3), Self.path(0, 11)],
            insertItems: [
                .init(Self.path(0, 0), answers: ItemAnswers(id: "a")),
                .init(Self.path(0, 7), answers: ItemAnswers(id: "b")),
            ],
            moveItems: [
                .init(from: Self.path(0, 15), to: Self.path(1, 2)), .init(from: Self.path(1, 0), to: Self.path(0, 4)),
            ])
        let old = (0..<20).map { Self.path(0, $0) } + (0..<5).map { Self.path(1, $0) }
        let ids = old.map { data.itemID(at: $0) }
        let destinations = Self.destinations(batch, of: old, sectionCount: 2)
        data.apply(batch)
        for (id, destination) in zip(ids, destinations) {
            guard let destination else { continue }
            #expect(data.itemID(at: destination) == id)
        }
        #expect(destinations.compactMap { $0 }.count == 23)
    }

    /// Each of `paths` through `batch`, applied to data of `sectionCount` sections.
    static func destinations(_ batch: BatchUpdate, of paths: [IndexPath], sectionCount: Int) -> [IndexPath?] {
        let map = BatchUpdate.IndexMap(batch, sectionCount: sectionCount)
        return paths.map { map.destination(of: $0) }
    }
}
