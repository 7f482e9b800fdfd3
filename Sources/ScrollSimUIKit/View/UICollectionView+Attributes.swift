import LayoutCore

extension UICollectionView {
    /// Gives the cells and supplementary views displayed their attributes in the layout as it stands (at
    /// rest: a change's final frames), but in sections with a `visibleItemsInvalidationHandler`, which gave
    /// theirs. A change an `apply(_:)` makes meanwhile gives the elements theirs itself: the rest of this
    /// layout, stale then, is not given. - Complexity: O(log n + k) for the k elements displayed.
    func retakeDisplayed() {
        let applied = changesApplied
        guard let layout = engine?.layout, !shownCells.isEmpty || !shownSupplementaries.isEmpty else { return }
        let rect = bounds.engine
        let handlers = (collectionViewLayout as? UICollectionViewCompositionalLayout)?.visibleItemsHandlers
        layout.forEachAttributes(in: rect, bounds: rect) { attributes in
            guard changesApplied == applied, handlers?.section(attributes.indexPath.section) == nil else { return }
            switch attributes.category {
            case .cell: retake(cell: attributes)
            case .supplementary: retake(supplementary: attributes)
            case .decoration: break
            }
        }
    }

    /// Whether the layout shown asks again for its attributes when only the bounds' origin moves (pinned
    /// supplementary views): asked once, when the driver shows the view. - Complexity: O(1).
    func layoutPinsSupplementaries() -> Bool {
        guard let layout = engine?.layout else { return false }
        let rect = bounds.engine
        var moved = rect
        moved.origin.y += 1
        moved.origin.x += 1
        return layout.invalidation(forBoundsChange: moved, old: rect) == .requery
    }

    /// After a scroll, gives each supplementary view displayed whose attributes the new bounds changed (a
    /// pinned header sliding along with the bounds, or let go at its section's end) the new ones
    /// (`apply(_:)`), as UIKit's pinning layouts invalidate at each bounds change. - Complexity: O(log n + k)
    /// for the k elements displayed.
    func retakePinnedSupplementaries() {
        guard !shownSupplementaries.isEmpty, let layout = engine?.layout else { return }
        let rect = bounds.engine
        layout.forEachAttributes(in: rect, bounds: rect) { attributes in
            guard attributes.category == .supplementary else { return }
            retake(supplementary: attributes, onlyChanged: true)
        }
    }

    /// The displayed cell of `attributes`' item, if any, takes them (`apply(_:)`), recorded first: a change
    /// its `apply(_:)` makes (ending the cell) is not undone after it. - Complexity: O(1).
    private func retake(cell attributes: LayoutAttributes) {
        guard let id = attributes.id, let view = shownCells[id]?.view else { return }
        shownCells[id]?.attributes = attributes
        view.take(UICollectionViewLayoutAttributes(attributes, kindName: kind))
    }

    /// The supplementary view displayed at `attributes`' kind and index path, if any, takes them
    /// (`apply(_:)`), recorded first as a cell's: `followSections(to:)` gave it its new index path before
    /// the change. `onlyChanged`: not when it has them already. - Complexity: O(1).
    private func retake(supplementary attributes: LayoutAttributes, onlyChanged: Bool = false) {
        let key = SupplementaryKey(kind: attributes.kind, indexPath: attributes.indexPath)
        guard let shown = shownSupplementaries[key], !onlyChanged || shown.attributes != attributes else { return }
        let view = shown.view
        shownSupplementaries[key]?.attributes = attributes
        view.take(UICollectionViewLayoutAttributes(attributes, kindName: kind))
    }
}
