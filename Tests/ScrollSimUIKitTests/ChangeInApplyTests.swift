import Foundation
import Testing

@testable import ScrollSimUIKit

/// A data change made from a cell's `apply(_:)` while the view gives its displayed cells their new
/// attributes after another change: the inner change's attributes stand, and the cell it ends is not put
/// back. Geometry: one section of 375×100 rows in a 375×667 view, all displayed (row i at y 100i).
@Suite @MainActor struct ChangeInApplyTests {
    /// A cell that runs `hook` when it is given attributes.
    final class HookedCell: UICollectionViewCell {
        static var hook: ((UICollectionViewLayoutAttributes) -> Void)?

        override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
            Self.hook?(layoutAttributes)
        }
    }

    /// Rows A, B, C (items 0…2); an instant insertion at 0 (N) moves them to 1…3, and as A takes item 1's
    /// attributes its `apply(_:)` deletes item 1 (A's own item) without animation: N, B, C are items 0…2 at
    /// y 0, 100, 200, and A ends. Before, the outer change went on after the inner one: A was put back as
    /// displayed at item 1 (while in the reuse pool too), and B and C took items 2 and 3 at y 200 and 300,
    /// the layout of the outer change.
    @Test func aDeletionInApplyEndsTheCellAndItsAttributesStand() throws {
        let sample = SampleScreen(layout: flowLayout(itemSize: CGSize(width: 375, height: 100)), counts: [3])
        let view = sample.collectionView
        view.register(HookedCell.self, forCellWithReuseIdentifier: "Cell")
        let driver = try ScrollSimUIKitDriver(showing: view)
        let rows = (0..<3).map { view.cellForItem(at: IndexPath(item: $0, section: 0)) }
        #expect(rows.allSatisfy { $0 != nil })
        HookedCell.hook = { attributes in
            guard attributes.indexPath == IndexPath(item: 1, section: 0) else { return }
            HookedCell.hook = nil
            sample.counts = [3]
            UIView.performWithoutAnimation { view.deleteItems(at: [IndexPath(item: 1, section: 0)]) }
        }
        defer { HookedCell.hook = nil }
        sample.counts = [4]
        UIView.performWithoutAnimation { view.insertItems(at: [IndexPath(item: 0, section: 0)]) }
        #expect(HookedCell.hook == nil)
        #expect(view.visibleCells.count == 3 && !view.visibleCells.contains { $0 === rows[0] })
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0)) === rows[1])
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 0)) === rows[2])
        #expect(
            (0..<3).allSatisfy {
                view.cellForItem(at: IndexPath(item: $0, section: 0))?.frame.minY == 100 * CGFloat($0)
            })
        _ = driver
    }
}
