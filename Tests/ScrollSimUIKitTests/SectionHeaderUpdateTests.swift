import Foundation
import Testing

@testable import ScrollSimUIKit

/// A section's header through a diffable reload and an animated deletion, as UIKit shows it: a diffable
/// `reloadSections` crossfades the header as `UICollectionView.reloadSections(_:)` does, and a deleted
/// section's header fades out with its cells, ending (`didEndDisplayingSupplementaryView`) when the
/// animation does. Geometry: two sections of two 375×100 items under 50-pt headers in a 375×350 view
/// (header 0 at y 0…50, header 1 at 250…300, both displayed), 120 Hz, UIKit's 0.3 s animation.
@Suite @MainActor struct SectionHeaderUpdateTests {
    /// A diffable data source of sections 0 and 1, items 0, 1 and 2, 3 (or section s holding `items[s]`), in
    /// a view `height` points tall, with the header log as delegate.
    @MainActor final class Screen {
        let collectionView: UICollectionView
        let dataSource: UICollectionViewDiffableDataSource<Int, Int>
        let log = ReloadedSectionHeaderTests.HeaderLog()

        init(height: CGFloat = 350, items: [[Int]] = [[0, 1], [2, 3]]) throws {
            collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 375, height: height),
                collectionViewLayout: flowLayout(itemSize: CGSize(width: 375, height: 100), headerHeight: 50))
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
            collectionView.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                withReuseIdentifier: "Header")
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, path, _ in
                view.dequeueReusableCell(withReuseIdentifier: "Cell", for: path)
            }
            dataSource.supplementaryViewProvider = { view, kind, path in
                view.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: path)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections(Array(items.indices))
            for (section, identifiers) in items.enumerated() { snapshot.appendItems(identifiers, toSection: section) }
            dataSource.apply(snapshot, animatingDifferences: false)
            collectionView.delegate = log
            log.driver = try ScrollSimUIKitDriver(showing: collectionView)
        }
    }

    /// Section 0 reloaded by a snapshot at 0 ms: the lines of `ReloadedSectionHeaderTests` — its new header,
    /// v3, displayed at once at alpha 0; v1, the old one, ending at 300 ms; v3 ending when a scroll to 150
    /// (bounds 150…500) takes header 0 off. Before, only the section's items were reloaded: v1 stayed, and
    /// no v3 came.
    @Test func aDiffableSectionReloadCrossfadesTheHeader() throws {
        let screen = try Screen()
        var snapshot = screen.dataSource.snapshot()
        snapshot.reloadSections([0])
        screen.dataSource.apply(snapshot)
        try screen.log.driver?.advance(by: .milliseconds(300))
        screen.collectionView.setContentOffset(CGPoint(x: 0, y: 150), animated: false)
        try screen.log.driver?.advance(by: .milliseconds(10))
        #expect(
            screen.log.lines == [
                "willDisplay 0 v1 alpha 1.0 @0", "willDisplay 1 v2 alpha 1.0 @0", "willDisplay 0 v3 alpha 0.0 @0",
                "didEnd 0 v1 @300", "didEnd 0 v3 @300",
            ])
    }

    /// Section 1 deleted by an animated batch at 0 ms: its header, v2, fades with its cells and ends at
    /// 300 ms, with its old index path; header 0, v1, stays. Before, v2 ended at 0 ms.
    @Test func aDeletedSectionsHeaderEndsWhenTheAnimationDoes() throws {
        let screen = try Screen()
        var snapshot = screen.dataSource.snapshot()
        snapshot.deleteSections([1])
        screen.dataSource.apply(snapshot)
        try screen.log.driver?.advance(by: .milliseconds(400))
        #expect(
            screen.log.lines == ["willDisplay 0 v1 alpha 1.0 @0", "willDisplay 1 v2 alpha 1.0 @0", "didEnd 1 v2 @300"])
    }

    /// A diffable reload of section 1 with an item moved across it, after the 300-ms animation: every
    /// item shown has its cell. Item 1 moved after item 2 (into section 1): header 0 at y 0…50, item 0 at
    /// 50…150, header 1 at 150…200, item 2 at 200…300, item 1 at 300…400 — [0,0], [1,0], [1,1] displayed.
    /// Item 2 moved before item 0 (out of section 1): items 2, 0, 1 at 50…350, section 1 below the view —
    /// [0,0], [0,1], [0,2]. Before, the cell of an item moved in was set aside and never came back
    /// ([1,1] had none), and that of an item moved out was taken off with its old cell ([0,0] had none).
    @Test(arguments: [(1, 2, true), (2, 0, false)])
    func anItemMovedAcrossAReloadedSectionKeepsACell(item: Int, other: Int, after: Bool) throws {
        let screen = try Screen()
        var snapshot = screen.dataSource.snapshot()
        if after { snapshot.moveItem(item, afterItem: other) } else { snapshot.moveItem(item, beforeItem: other) }
        snapshot.reloadSections([1])
        screen.dataSource.apply(snapshot)
        try screen.log.driver?.advance(by: .milliseconds(400))
        let expected =
            after
            ? [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1)]
            : [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)]
        #expect(screen.collectionView.indexPathsForVisibleItems.sorted() == expected)
        #expect(expected.allSatisfy { screen.collectionView.cellForItem(at: $0) != nil })
        #expect(screen.collectionView.visibleCells.count == 3)
    }
}
