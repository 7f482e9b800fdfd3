import Foundation
import Testing

@testable import ScrollSimUIKit

/// The displayed-cells table's room. A dictionary's removal shifts back, hashing each again, the entries
/// that follow the removed one up to a free bucket: made with room for 32 (64 buckets), a screen of a
/// dozen cells leaves most buckets free. Made empty, it had none, and grew to 16 buckets for 7 to 12 cells.
@Suite @MainActor struct ShownCellsTableTests {
    @Test func aViewHasRoomForThirtyTwoCellsBeforeItShowsOne() {
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: UICollectionViewFlowLayout())
        #expect(view.shownCells.isEmpty)
        #expect(view.shownCells.capacity >= 32)
    }
}
