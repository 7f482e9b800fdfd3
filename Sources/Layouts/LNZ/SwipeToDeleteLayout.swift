import LayoutCore

/// A layout whose cells a horizontal swipe moves aside (LNZSafariLayout, the seed's behaviour). The
/// simulator drives the gesture; a deletion animates as an animated batch does, the deleted cell leaving
/// with the layout's `finalAttributes(forDisappearingItem:bounds:)` (swiped away when the swipe is still
/// set).
public protocol SwipeToDeleteLayout: CollectionLayout {
    /// Whether a swipe on `item` begins: it exists and its `canDelete` answer is true (absent: false).
    func canDelete(_ item: IndexPath) -> Bool

    /// Moves `item`'s cell `offset` points along x, following the finger; nil puts every cell back. A
    /// prepare drops it. Its cell, deleted while it is set, leaves past the left edge.
    mutating func setSwipe(_ item: IndexPath?, offset: Double)
}
