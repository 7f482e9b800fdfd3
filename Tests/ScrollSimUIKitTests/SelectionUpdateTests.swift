import Foundation
import ScrollSimTesting
import Testing

@testable import ScrollSimUIKit

/// UIKit's index path: ScrollSimTesting's `[section, item]` one shares the name.
private typealias IndexPath = Foundation.IndexPath

/// The selection through data changes, as UIKit carries it: a selected item keeps its selection at its
/// new index path, a deleted one loses it, `reloadData()` forgets it. The feed of `UIKitDriverTests.feed()`
/// (50 items 375 × 100 in a 375 × 350 view: items 0–3 displayed), changes made without animation.
@Suite @MainActor struct SelectionUpdateTests {
    fileprivate static func path(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    /// Items 1 and 3 selected, item 0 deleted: they are [0, 0] and [0, 2] after it, and the cells there
    /// (items 1 and 3's own) are selected, item 2's at [0, 1] not. The old code kept [0, 1] and [0, 3],
    /// now items 2 and 4.
    @Test func aDeletionMovesTheSelection() throws {
        let feed = UIKitDriverTests.feed()
        let view = feed.collectionView
        view.allowsMultipleSelection = true
        _ = try ScrollSimUIKitDriver(showing: view)
        view.selectItem(at: Self.path(1), animated: false, scrollPosition: [])
        view.selectItem(at: Self.path(3), animated: false, scrollPosition: [])
        let cellOf1 = view.cellForItem(at: Self.path(1))
        feed.count = 49
        UIView.performWithoutAnimation { view.deleteItems(at: [Self.path(0)]) }
        #expect(view.indexPathsForSelectedItems == [Self.path(0), Self.path(2)])
        #expect(view.cellForItem(at: Self.path(0)) === cellOf1)
        #expect(view.cellForItem(at: Self.path(0))?.isSelected == true)
        #expect(view.cellForItem(at: Self.path(1))?.isSelected == false)
        #expect(view.cellForItem(at: Self.path(2))?.isSelected == true)
    }

    /// A selected item deleted (animated: its cell fades out) is no longer selected; the old code kept
    /// [0, 2] selected, now item 3, whose cell showed unselected.
    @Test func aDeletedItemIsDeselected() throws {
        let feed = UIKitDriverTests.feed()
        let view = feed.collectionView
        let driver = try ScrollSimUIKitDriver(showing: view)
        view.selectItem(at: Self.path(2), animated: false, scrollPosition: [])
        feed.count = 49
        view.deleteItems(at: [Self.path(2)])
        #expect(view.indexPathsForSelectedItems == nil)
        try driver.runUntilIdle()
        #expect(view.visibleCells.allSatisfy { !$0.isSelected })
    }

    /// Items moved into a new order: the selected item 3, moved to the top, is selected at [0, 0].
    @Test func aMoveCarriesTheSelection() throws {
        let feed = UIKitDriverTests.feed()
        let view = feed.collectionView
        _ = try ScrollSimUIKitDriver(showing: view)
        view.selectItem(at: Self.path(3), animated: false, scrollPosition: [])
        UIView.performWithoutAnimation { view.moveItem(at: Self.path(3), to: Self.path(0)) }
        #expect(view.indexPathsForSelectedItems == [Self.path(0)])
    }

    /// A path selected that the view does not have ([3, 99]; `selectItem` takes any) names no item: a batch
    /// that inserts a section drops it, and item 1, selected too, is [0, 1] still (the section went after
    /// it). A batch's map of sections has no entry for section 3: reading it would crash.
    @Test func aSelectedPathTheViewDoesNotHaveGoesAtABatch() throws {
        final class TwoSections: NSObject, UICollectionViewDataSource {
            var sections = 1
            func numberOfSections(in collectionView: UICollectionView) -> Int { sections }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell
            {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
        }
        let (view, _) = DiffableHostileTests.rows(Int.self, Int.self)
        let source = TwoSections()
        view.dataSource = source
        _ = try ScrollSimUIKitDriver(showing: view)
        view.allowsMultipleSelection = true
        view.selectItem(at: IndexPath(item: 99, section: 3), animated: false, scrollPosition: [])
        view.selectItem(at: Self.path(1), animated: false, scrollPosition: [])
        source.sections = 2
        view.insertSections(IndexSet(integer: 1))
        #expect(view.indexPathsForSelectedItems == [Self.path(1)])
    }

    /// `reloadData()` forgets the selection, and the cells displayed again are not selected; the old code
    /// kept [0, 1].
    @Test func reloadDataDeselects() throws {
        let feed = UIKitDriverTests.feed()
        let view = feed.collectionView
        _ = try ScrollSimUIKitDriver(showing: view)
        view.selectItem(at: Self.path(1), animated: false, scrollPosition: [])
        view.reloadData()
        #expect(view.indexPathsForSelectedItems == nil)
        #expect(view.visibleCells.allSatisfy { !$0.isSelected })
    }

    /// A diffable `apply` carries the selection by identifier: item 3 selected, moved before item 0, is
    /// selected at [0, 0]; deleted, it is deselected. The old code kept [0, 3].
    @Test func aDiffableApplyCarriesTheSelection() throws {
        let feed = DiffableFeedTests.Feed()
        let view = feed.collectionView
        _ = try ScrollSimUIKitDriver(showing: view)
        view.selectItem(at: Self.path(3), animated: false, scrollPosition: [])
        var snapshot = feed.dataSource.snapshot()
        snapshot.moveItem(3, beforeItem: 0)
        feed.dataSource.apply(snapshot, animatingDifferences: false)
        #expect(view.indexPathsForSelectedItems == [Self.path(0)])
        #expect(view.cellForItem(at: Self.path(0))?.isSelected == true)
        snapshot.deleteItems([3])
        feed.dataSource.apply(snapshot)
        #expect(view.indexPathsForSelectedItems == nil)
    }
}
