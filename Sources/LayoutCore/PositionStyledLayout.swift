/// A layout whose elements look different where they are on screen (a Safari tab tilts back more the lower
/// it is): an animated data change that shows an element away from its layout frame (its frame interpolated
/// between the old layout's and the new one's) asks it how the element looks there, as the layout would
/// draw an element at that frame, where UIKit's animation carries the look from the initial attributes to
/// the final ones along the way. A capability beside `CollectionLayout`; the simulator finds it by
/// conformance.
public protocol PositionStyledLayout: CollectionLayout {
    /// `shown` (an element as an animated change shows it: its frame and alpha interpolated, the rest its
    /// layout attributes') with the look the layout gives an element at its frame for `bounds`.
    /// - Complexity: O(1).
    func styled(_ shown: LayoutAttributes, bounds: Rect) -> LayoutAttributes
}
