import LayoutCore

/// How an animated data change under way shows a view's cells now, beside the layout's final frames (UIKit's
/// `layoutAttributesForItem(at:)` answers the final layout; what is on screen is each cell's presentation):
/// part of a simulator's ``LayoutSnapshot`` while the animation runs.
public struct ShownAnimation: Hashable, Sendable {
    /// The cells it moves or fades in among the snapshot's attributes, by item id: each as shown now, its
    /// frame and alpha interpolated (`isUpdating` set), the rest the layout's. A cell not here is shown at its
    /// layout frame.
    public var cells: [ItemID: LayoutAttributes]
    /// The supplementary and decoration views it fades in or moves among the snapshot's attributes (a
    /// reloaded section's new header, footer or background, crossfading with the old one in `disappearing`;
    /// the views of a section the change moved to another index, travelling), by their place, each as shown
    /// now, as `cells`.
    public var views: [Place: LayoutAttributes] = [:]
    /// The elements fading out (deleted cells, a deleted section's, the old cell of a reloaded item, a
    /// reloaded section's old views) whose shown frames meet the snapshot's region, each as shown now (a
    /// reloaded item's old cell with the item's new index path, any other with its index path from before
    /// the change), in the order their fades began: stable from tick to tick, a fade leaving it only when it
    /// ends.
    public var disappearing: [LayoutAttributes]

    public init(cells: [ItemID: LayoutAttributes] = [:], disappearing: [LayoutAttributes] = []) {
        self.cells = cells
        self.disappearing = disappearing
    }

    /// A supplementary or decoration view's place: its category, kind and index path.
    public struct Place: Hashable, Sendable {
        public var category: ElementCategory
        public var kind: ElementKind
        public var indexPath: IndexPath

        public init(_ attributes: LayoutAttributes) {
            category = attributes.category
            kind = attributes.kind
            indexPath = attributes.indexPath
        }
    }

    /// `attributes` as shown now when the animation moves or fades it in (a cell by its id, a view by its
    /// place), else nil. - Complexity: O(1).
    public func shown(_ attributes: LayoutAttributes) -> LayoutAttributes? {
        guard attributes.category == .cell else { return views.isEmpty ? nil : views[Place(attributes)] }
        return attributes.id.flatMap { cells[$0] }
    }
}
