import LayoutCore

extension PluginLayout: PositionStyledLayout {
    /// A cell shown away from its frame by an animated data change, tilted for where it is shown when its
    /// section has the `tilt` effect, as a cell there is. The other effects need nothing: `elastic` and
    /// `sticky` move frames, which the animation interpolates, and `fade`'s alpha goes from the start's to
    /// the end's with the animation's (an inserted cell's fade-in kept). - Complexity: O(e) for the
    /// section's e cell effects.
    public func styled(_ shown: LayoutAttributes, bounds: Rect) -> LayoutAttributes {
        let section = shown.indexPath.section
        guard shown.category == .cell, geometry.sections.indices.contains(section),
            geometry.sections[section].cellEffects.contains(.tilt)
        else { return shown }
        var styled = shown
        styled.transform = PluginEffects.tilt(frame: shown.frame, bounds: bounds)
        return styled
    }
}
