import Foundation
import Testing

@testable import ScrollSimUIKit

/// The selection's record: ordered as selected, with a set for membership, so that a multiple selection
/// of n items is made, carried through a change and cleared in O(n), and a displayed cell learns whether
/// it is selected in O(1). Before, each selection removed its path from the array first (O(n) each:
/// 10,000 selections, 50 M index-path comparisons) and each cell displayed searched the array.
@Suite @MainActor struct ItemSelectionTests {
    static func path(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    /// Selected 2, 0, 2 again, 1: the order is 0, 2, 1 (a path selected again moves to the end, as UIKit's
    /// `indexPathsForSelectedItems` lists it); 0 deselected leaves 2, 1; a move by +10 that sends 1 away
    /// (nil) leaves [12].
    @Test func theOrderFollowsTheSelections() {
        var selection = ItemSelection()
        for item in [2, 0, 2, 1] { selection.select(Self.path(item)) }
        #expect(selection.paths == [0, 2, 1].map(Self.path))
        selection.deselect(Self.path(0))
        selection.deselect(Self.path(7))
        #expect(selection.paths == [2, 1].map(Self.path) && !selection.contains(Self.path(0)))
        selection.move { $0.item == 1 ? nil : Self.path($0.item + 10) }
        #expect(selection.paths == [Self.path(12)] && selection.contains(Self.path(12)))
    }

    /// 10,000 of 10,001 items selected under multiple selection (items 1…10,000), item 0 deleted without
    /// animation: the selection is items 0…9,999 at their new paths, in the order selected; the displayed
    /// cells (rows 0…, each selected item) are selected; `reloadData()` clears it.
    @Test func tenThousandSelectedItemsFollowADeletion() throws {
        let feed = UIKitDriverTests.feed()
        feed.count = 10_001
        let view = feed.collectionView
        view.allowsMultipleSelection = true
        _ = try ScrollSimUIKitDriver(showing: view)
        for item in 1...10_000 { view.selectItem(at: Self.path(item), animated: false, scrollPosition: []) }
        feed.count = 10_000
        UIView.performWithoutAnimation { view.deleteItems(at: [Self.path(0)]) }
        #expect(view.indexPathsForSelectedItems == (0..<10_000).map(Self.path))
        #expect(!view.visibleCells.isEmpty && view.visibleCells.allSatisfy(\.isSelected))
        view.reloadData()
        #expect(view.indexPathsForSelectedItems == nil)
    }

    /// A diffable view of items 0…9,999 in one section (375×100 rows), items 1…9,999 selected, item 0
    /// deleted by an `apply`: the selection is [0, 0]…[0, 9,998], in order. Before, each selected item was
    /// found by `indexPath(for:)`, a search of its section: 9,999 searches of 5,000 items on average.
    @Test func aDiffableApplyCarriesTenThousandSelectedItems() throws {
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 667),
            collectionViewLayout: flowLayout(itemSize: CGSize(width: 375, height: 100)))
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        view.allowsMultipleSelection = true
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) { view, path, _ in
            view.dequeueReusableCell(withReuseIdentifier: "Cell", for: path)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<10_000), toSection: 0)
        dataSource.apply(snapshot, animatingDifferences: false)
        _ = try ScrollSimUIKitDriver(showing: view)
        for item in 1..<10_000 { view.selectItem(at: Self.path(item), animated: false, scrollPosition: []) }
        snapshot.deleteItems([0])
        dataSource.apply(snapshot, animatingDifferences: false)
        #expect(view.indexPathsForSelectedItems == (0..<9_999).map(Self.path))
    }
}
