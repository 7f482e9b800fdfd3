import Foundation
import Testing

@testable import ScrollSimUIKit

/// A snapshot (and a diffable data source) finds an item's index by its identifier without scanning the
/// items, as Apple's hashed snapshot does, and keeps it right through every change.
@Suite @MainActor struct SnapshotItemLookupTests {
    /// 10,000 items, item v appended alone to section v % 100 (so every append lands in another section
    /// than the last): section s holds s, s + 100, …, s + 9,900, and item v's index among all items is
    /// (v % 100) · 100 + v / 100. The appends compare a handful each (under 10 · 10,000 in all), and so
    /// does each of the 200 lookups of the items 9,800…9,999, the last of their sections (under 2,000 in
    /// all); the old code flattened the items and searched them from the start, about 200 · 10,000 =
    /// 2,000,000 comparisons (a loop over every item of a 100,000-item snapshot: 5 · 10⁹).
    @Test func indexOfItemIsFoundWithoutAScan() {
        let counter = ComparisonCounter()
        var snapshot = NSDiffableDataSourceSnapshot<Int, CountedID>()
        snapshot.appendSections(Array(0..<100))
        for value in 0..<10_000 {
            snapshot.appendItems([CountedID(value: value, counter: counter)], toSection: value % 100)
        }
        #expect(counter.count < 100_000, "\(counter.count) comparisons appending")
        counter.count = 0
        for value in 9_800..<10_000 {
            let index = snapshot.indexOfItem(CountedID(value: value, counter: counter))
            #expect(index == (value % 100) * 100 + value / 100)
        }
        #expect(counter.count < 2_000, "\(counter.count) comparisons finding 200 items")
    }

    /// The diffable data source's `indexPath(for:)` finds an item without searching its section: the 200
    /// last items of a 10,000-item section, [0, 9,800]…[0, 9,999], compare a handful each (under 2,000
    /// in all); the old code searched the section from its start, about 200 · 9,900 = 1,980,000.
    @Test func aDataSourceFindsAnIndexPathWithoutAScan() {
        let counter = ComparisonCounter()
        let (_, dataSource) = DiffableHostileTests.rows(Int.self, CountedID.self)
        var snapshot = NSDiffableDataSourceSnapshot<Int, CountedID>()
        snapshot.appendSections([0])
        snapshot.appendItems((0..<10_000).map { CountedID(value: $0, counter: counter) })
        dataSource.apply(snapshot, animatingDifferences: false)
        counter.count = 0
        for value in 9_800..<10_000 {
            let path = dataSource.indexPath(for: CountedID(value: value, counter: counter))
            #expect(path == IndexPath(item: value, section: 0))
        }
        #expect(counter.count < 2_000, "\(counter.count) comparisons finding 200 index paths")
    }

    /// Indices stay right through every change of the items and sections; the order after each step is
    /// traced beside it (sections in brackets).
    @Test func indicesFollowEveryChange() {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems(["1", "2", "3"], toSection: "a")  // [1 2 3] []
        snapshot.appendItems(["4", "5"], toSection: "b")  // [1 2 3] [4 5]
        snapshot.insertItems(["6", "7"], beforeItem: "2")  // [1 6 7 2 3] [4 5]
        snapshot.insertItems(["8"], afterItem: "4")  // [1 6 7 2 3] [4 8 5]
        snapshot.moveItem("1", afterItem: "5")  // [6 7 2 3] [4 8 5 1]
        snapshot.moveItem("3", beforeItem: "6")  // [3 6 7 2] [4 8 5 1]
        snapshot.deleteItems(["6", "8"])  // [3 7 2] [4 5 1]
        snapshot.insertSections(["c"], beforeSection: "b")  // [3 7 2] [] [4 5 1]
        snapshot.appendItems(["9"], toSection: "c")  // [3 7 2] [9] [4 5 1]
        snapshot.moveSection("a", afterSection: "b")  // [9] [4 5 1] [3 7 2]
        let order = ["9", "4", "5", "1", "3", "7", "2"]
        #expect(snapshot.itemIdentifiers == order)
        for (index, item) in order.enumerated() { #expect(snapshot.indexOfItem(item) == index) }
        snapshot.deleteSections(["c"])  // [4 5 1] [3 7 2]
        for (index, item) in ["4", "5", "1", "3", "7", "2"].enumerated() {
            #expect(snapshot.indexOfItem(item) == index)
        }
        #expect(snapshot.indexOfItem("9") == nil && snapshot.indexOfItem("6") == nil)
        #expect(snapshot.sectionIdentifier(containingItem: "1") == "b")
        snapshot.deleteAllItems()
        #expect(snapshot.indexOfItem("4") == nil && snapshot.numberOfItems == 0)
    }

    /// The data source's `indexPath(for:)` after a snapshot traced by hand: sections x [p q] and y [r s t];
    /// t is at [1, 2], q at [0, 1], an item not shown nowhere.
    @Test func aDataSourceGivesEachItemsIndexPath() {
        let (_, dataSource) = DiffableHostileTests.rows(String.self, String.self)
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["x", "y"])
        snapshot.appendItems(["r", "s", "t"], toSection: "y")
        snapshot.appendItems(["p", "q"], toSection: "x")
        dataSource.apply(snapshot, animatingDifferences: false)
        #expect(dataSource.indexPath(for: "t") == IndexPath(item: 2, section: 1))
        #expect(dataSource.indexPath(for: "q") == IndexPath(item: 1, section: 0))
        #expect(dataSource.indexPath(for: "z") == nil)
    }
}

extension SnapshotItemLookupTests {
    /// 2,000 changes drawn by a fixed linear congruential generator (appends, inserts before and after,
    /// moves, deletes of items and sections, section inserts and moves) on a snapshot of up to 40 items in
    /// up to 8 sections: after each, every item's `indexOfItem` is its position in `itemIdentifiers` (the
    /// sections' items in order, read from the arrays, not from the kept places) and its
    /// `sectionIdentifier(containingItem:)` the section listing it.
    @Test func indicesMatchTheOrderAfterRandomChanges() {
        var state: UInt64 = 0x5EED
        func draw(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        var nextItem = 0
        var nextSection = 0
        for _ in 0..<2_000 {
            let sections = snapshot.sectionIdentifiers
            let items = snapshot.itemIdentifiers
            switch draw(8) {
            case 0 where sections.count < 8:
                snapshot.appendSections([nextSection])
                nextSection += 1
            case 1 where sections.count < 8 && !sections.isEmpty:
                snapshot.insertSections([nextSection], beforeSection: sections[draw(sections.count)])
                nextSection += 1
            case 2 where !sections.isEmpty && items.count < 40:
                snapshot.appendItems([nextItem, nextItem + 1], toSection: sections[draw(sections.count)])
                nextItem += 2
            case 3 where !items.isEmpty && items.count < 40:
                if draw(2) == 0 {
                    snapshot.insertItems([nextItem], beforeItem: items[draw(items.count)])
                } else {
                    snapshot.insertItems([nextItem], afterItem: items[draw(items.count)])
                }
                nextItem += 1
            case 4 where items.count > 1:
                let (moved, target) = (items[draw(items.count)], items[draw(items.count)])
                guard moved != target else { continue }
                if draw(2) == 0 {
                    snapshot.moveItem(moved, beforeItem: target)
                } else {
                    snapshot.moveItem(moved, afterItem: target)
                }
            case 5 where !items.isEmpty:
                snapshot.deleteItems(Array(Set((0..<3).map { _ in items[draw(items.count)] })))
            case 6 where sections.count > 1:
                let (moved, target) = (sections[draw(sections.count)], sections[draw(sections.count)])
                guard moved != target else { continue }
                snapshot.moveSection(moved, afterSection: target)
            case 7 where sections.count > 2:
                snapshot.deleteSections([sections[draw(sections.count)]])
            default: continue
            }
            var position = 0
            for section in snapshot.sectionIdentifiers {
                for item in snapshot.itemIdentifiers(inSection: section) {
                    #expect(snapshot.indexOfItem(item) == position)
                    #expect(snapshot.sectionIdentifier(containingItem: item) == section)
                    position += 1
                }
            }
            #expect(snapshot.numberOfItems == position)
        }
    }
}
