import Foundation
import LayoutCore
import Simulation

extension UICollectionView {
    /// The displayed cells whose items `command` reconfigures (a batch's `reconfigureItems`, by their index
    /// paths before it; a snapshot's, by the names the data source gave them), in the order named.
    /// - Complexity: O(k + r) for the k cells displayed and the r items reconfigured; O(1) for a command
    ///   that reconfigures none.
    func reconfiguredCells(of command: Command) -> [ItemID] {
        switch command {
        case .batchUpdates(_, let batch, _, _, _) where !batch.reconfigureItems.isEmpty:
            var byPath: [LayoutCore.IndexPath: ItemID] = [:]
            for (id, shown) in shownCells { byPath[shown.attributes.indexPath] = id }
            return batch.reconfigureItems.compactMap { byPath[$0.indexPath] }
        case .applySnapshot(let application) where !application.reconfigureItems.isEmpty:
            return application.reconfigureItems.map(ItemID.named).filter { shownCells[$0] != nil }
        default:
            return []
        }
    }

    /// Asks the data source again for the cells of `ids` still displayed, at their index paths now, as
    /// UIKit's `reconfigureItems` does: the dequeue gives the cell back as it is (no `prepareForReuse()`),
    /// and the data source must return it (`requestView` checks). - Complexity: O(r) beyond the data
    /// source's calls, for the r cells.
    func reconfigure(_ ids: [ItemID]) {
        guard let dataSource else { return }
        for id in ids {
            guard let shown = shownCells[id] else { continue }
            let path = Foundation.IndexPath(shown.attributes.indexPath)
            _ = requestView(reconfiguring: shown.view) { dataSource.collectionView(self, cellForItemAt: path) }
        }
    }
}
