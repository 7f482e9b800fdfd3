import Foundation
import ScrollSimTesting
import Testing

@testable import ScrollSimUIKit

/// UIKit's index path: ScrollSimTesting's `[section, item]` one shares the name.
private typealias IndexPath = Foundation.IndexPath

/// A snapshot's reload and reconfigure lists as an app may leave them: an item named and then deleted, an
/// item named twice, an item both reloaded and reconfigured. Each applies; the old code stopped on each
/// (a deleted item with "its hash changed since it was added", the others with the simulator's refusal,
/// naming its internal `i1`).
@Suite @MainActor struct DiffableUpdateListTests {
    /// A 375 × 350 view of 375 × 100 rows showing sections 0 (items 0…9) and 1 (items 10…19): items 0…3
    /// on screen (y 0…350). `provided` counts the cell provider's calls by item.
    @MainActor final class Rows {
        let view: UICollectionView
        let dataSource: UICollectionViewDiffableDataSource<Int, Int>
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        let driver: ScrollSimUIKitDriver
        private final class Counter { var calls: [Int: Int] = [:] }
        private let counter = Counter()

        init() throws {
            view = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 375, height: 350),
                collectionViewLayout: flowLayout(itemSize: CGSize(width: 375, height: 100)))
            view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            let counter = counter
            dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) { view, path, item in
                counter.calls[item, default: 0] += 1
                return view.dequeueReusableCell(withReuseIdentifier: "cell", for: path)
            }
            snapshot.appendSections([0, 1])
            snapshot.appendItems(Array(0..<10), toSection: 0)
            snapshot.appendItems(Array(10..<20), toSection: 1)
            dataSource.apply(snapshot, animatingDifferences: false)
            driver = try ScrollSimUIKitDriver(showing: view)
        }

        /// The provider's calls so far, by item.
        var provided: [Int: Int] { counter.calls }

        /// The items shown, top to bottom.
        var shownItems: [Int] {
            view.indexPathsForVisibleItems.sorted().compactMap { dataSource.itemIdentifier(for: $0) }
        }
    }

    /// Item 1 reloaded, then deleted: it is deleted, nothing reloaded. Items 0, 2, 3, 4 show, and item 0
    /// keeps its cell.
    @Test func anItemReloadedThenDeletedIsDeleted() throws {
        let rows = try Rows()
        let first = rows.view.cellForItem(at: IndexPath(item: 0, section: 0))
        rows.snapshot.reloadItems([1])
        rows.snapshot.deleteItems([1])
        rows.dataSource.apply(rows.snapshot, animatingDifferences: false)
        #expect(rows.shownItems == [0, 2, 3, 4])
        #expect(rows.view.cellForItem(at: IndexPath(item: 0, section: 0)) === first)
        #expect(rows.dataSource.snapshot().reloadedItemIdentifiers.isEmpty)
    }

    /// Item 2 reconfigured, then its section deleted (animated): section 1's items 10…13 show.
    @Test func anItemReconfiguredInADeletedSectionIsDeleted() throws {
        let rows = try Rows()
        rows.snapshot.reconfigureItems([2])
        rows.snapshot.deleteSections([0])
        rows.dataSource.apply(rows.snapshot)
        try rows.driver.runUntilIdle()
        #expect(rows.shownItems == [10, 11, 12, 13])
    }

    /// Item 1 reloaded twice is reloaded once: the provider is asked for it once when shown, once more
    /// at the reload.
    @Test func anItemReloadedTwiceIsReloadedOnce() throws {
        let rows = try Rows()
        rows.snapshot.reloadItems([1])
        rows.snapshot.reloadItems([1])
        rows.dataSource.apply(rows.snapshot, animatingDifferences: false)
        #expect(rows.provided[1] == 2)
        #expect(rows.shownItems == [0, 1, 2, 3])
    }

    /// Item 1 both reloaded and reconfigured is reloaded once: the provider is asked for it once more (for
    /// its new cell, not again to reconfigure it); item 2, reconfigured alone, keeps its cell, which the
    /// provider is asked for once more too.
    @Test func anItemReloadedAndReconfiguredIsReloaded() throws {
        let rows = try Rows()
        let kept = rows.view.cellForItem(at: IndexPath(item: 2, section: 0))
        rows.snapshot.reconfigureItems([1, 2])
        rows.snapshot.reloadItems([1])
        rows.dataSource.apply(rows.snapshot, animatingDifferences: false)
        #expect(rows.provided[1] == 2 && rows.provided[2] == 2)
        #expect(rows.view.cellForItem(at: IndexPath(item: 2, section: 0)) === kept)
        #expect(rows.shownItems == [0, 1, 2, 3])
    }
}
