import Foundation
import Testing

@testable import ScrollSimUIKit

@Suite @MainActor struct LayoutAttachmentTests {
    /// UIKit's `collectionViewLayout.collectionView` names the view that took the layout, the one set later
    /// included.
    @Test func aViewTakesItsLayout() {
        let first = UICollectionViewLayout()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: first)
        #expect(first.collectionView === view)
        let second = UICollectionViewLayout()
        view.collectionViewLayout = second
        #expect(second.collectionView === view)
    }
}
