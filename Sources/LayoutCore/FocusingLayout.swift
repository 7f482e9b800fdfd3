/// A layout with a notion of focus (the LNZ family's `currentInFocus`): the simulator asks it for the item in
/// focus each tick and announces a change, and hands it back to `contentOffset(afterPrepareFrom:focus:)`.
/// A capability beside `CollectionLayout`, as UIKit keeps its layouts' own questions in their own delegate
/// protocols; the simulator finds it by conformance.
public protocol FocusingLayout: CollectionLayout {
    /// The item in focus at `bounds`, or nil when there is none (no items). - Complexity: O(1).
    func focusedItem(bounds: Rect) -> IndexPath?
}

/// A layout whose releases rest with an item centred on a row of equal items (the LNZ strips): UIKit's
/// scroll view decelerates at its `.fast` rate under it, and Android's LinearSnapHelper moves it by whole
/// items. A capability beside `CollectionLayout`; the simulator finds it by conformance.
public protocol SnappingLayout: CollectionLayout {
    /// The distance between neighbouring items' centres along x, in points; nil while the layout does not
    /// snap (snapping off, no items). - Complexity: O(1).
    var snapPitch: Double? { get }

    /// Whether the scroll view decelerates at UIKit's `.fast` rate, whatever its physics say (the LNZ
    /// layouts set it in every prepare).
    var prefersFastDeceleration: Bool { get }
}
