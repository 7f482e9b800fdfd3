import Foundation
import Simulation

extension UICollectionView {
    /// The selected items, in the order they were selected; nil when none is, as UIKit's. A data change
    /// carries them to their items' new index paths (a batch, a diffable `apply`), deselecting the items it
    /// deletes; `reloadData()` deselects them all.
    public var indexPathsForSelectedItems: [IndexPath]? { selection.isEmpty ? nil : selection.paths }

    /// Selects the item without calling the delegate, as UIKit's; with a `scrollPosition`, scrolls it
    /// there. Without multiple selection the others are deselected.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        onDriverClock {
            guard let indexPath else { return deselectAll() }
            if !allowsMultipleSelection { deselectAll() }
            mark(indexPath, selected: true)
            if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
        }
    }

    /// Deselects the item without calling the delegate, as UIKit's.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        onDriverClock {
            mark(indexPath, selected: false)
        }
    }

    /// A tap on the item at `indexPath`, as UIKit handles it: `shouldHighlightItemAt`, `didHighlightItemAt`,
    /// `didUnhighlightItemAt`, then `shouldSelectItemAt` (or, for a selected item under multiple selection,
    /// `shouldDeselectItemAt` and `didDeselectItemAt`); a selection deselects the others (single selection,
    /// `didDeselectItemAt` each) and ends with `didSelectItemAt` at the tick of the simulator's `didSelect`.
    func tap(_ indexPath: IndexPath) {
        guard allowsSelection, let engine else { return }
        let highlights = delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true
        if highlights {
            cellForItem(at: indexPath)?.isHighlighted = true
            delegate?.collectionView(self, didHighlightItemAt: indexPath)
            cellForItem(at: indexPath)?.isHighlighted = false
            delegate?.collectionView(self, didUnhighlightItemAt: indexPath)
        }
        if allowsMultipleSelection, selection.contains(indexPath) {
            guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            mark(indexPath, selected: false)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelection {
            for other in selection.paths where other != indexPath {
                mark(other, selected: false)
                delegate?.collectionView(self, didDeselectItemAt: other)
            }
        }
        mark(indexPath, selected: true)
        engine.apply(.select(view: engine.id, item: indexPath.engine))
    }

    /// Deselects every item, without calling the delegate.
    func deselectAll() {
        let paths = selection.paths
        selection.removeAll()
        for path in paths { cellForItem(at: path)?.isSelected = false }
    }

    /// Records the item's selection and sets its displayed cell's `isSelected`.
    private func mark(_ indexPath: IndexPath, selected: Bool) {
        if selected { selection.select(indexPath) } else { selection.deselect(indexPath) }
        cellForItem(at: indexPath)?.isSelected = selected
    }
}
