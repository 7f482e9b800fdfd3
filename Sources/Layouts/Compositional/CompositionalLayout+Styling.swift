import LayoutCore

extension CompositionalLayout: PositionStyledLayout {
    /// A cell of a section with a `visibleItemsEffect`, shown away from its frame by an animated data change,
    /// scaled for where it is shown, as a cell there is; its alpha goes from the start's to the end's with
    /// the animation's (an inserted cell's fade-in kept). Any other element is left as shown.
    /// - Complexity: O(1).
    public func styled(_ shown: LayoutAttributes, bounds: Rect) -> LayoutAttributes {
        guard shown.category == .cell, sections.indices.contains(shown.indexPath.section) else { return shown }
        let section = sections[shown.indexPath.section]
        guard let (scale, _) = section.effect(at: shown.frame, viewLength: effectLength(section)) else { return shown }
        var styled = shown
        styled.transform = scale != 1 ? .scale(x: scale, y: scale, z: 1) : .identity
        return styled
    }
}
