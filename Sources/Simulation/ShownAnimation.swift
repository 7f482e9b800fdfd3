import LayoutCore

/// How an animated data change under way shows a view's cells now, beside the layout's final frames (UIKit's
/// `layoutAttributesForItem(at:)` answers the final layout; what is on screen is each cell's presentation):
/// part of a simulator's ``LayoutSnapshot`` while the animation runs.
public struct ShownAnimation: Hashable, Sendable {
    /// The cells it moves or fades in among the snapshot's attributes, by item id: each as shown now, its
    /// frame and alpha interpolated (`isUpdating` set), the rest the layout's. A cell not here is shown at its
    /// layout frame.
    public var cells: [ItemID: LayoutAttributes]
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
}
