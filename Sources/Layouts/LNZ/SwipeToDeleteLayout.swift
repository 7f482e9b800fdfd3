import LayoutCore

/// A layout whose cells a horizontal swipe moves aside and whose deletion animates the rest into place
/// (LNZSafariLayout, the seed's behaviour). The simulator drives the gesture and the clock.
public protocol SwipeToDeleteLayout: CollectionLayout {
    /// Whether a swipe on `item` begins: it exists and its `canDelete` answer is true (absent: false).
    func canDelete(_ item: IndexPath) -> Bool

    /// Moves `item`'s cell `offset` points along x, following the finger; nil puts every cell back.
    mutating func setSwipe(_ item: IndexPath?, offset: Double)

    /// The attributes `item` leaves the screen with when it is deleted: alpha 0 and, when it was swiped,
    /// its frame moved past the left edge (x = −maxX).
    func disappearingAttributes(forItem item: IndexPath, bounds: Rect, swiped: Bool) -> LayoutAttributes?

    /// Starts the animation from the layout before `removed` were deleted (this layout is prepared with the
    /// data after; `previousCount` items were there before) to this one. `previous`, the layout before,
    /// carries the deletions still animating: the new one starts from where they show the tabs.
    mutating func beginDeletionAnimation(
        removed: [IndexPath], previousCount: Int, continuing previous: (any SwipeToDeleteLayout)?)

    /// Moves the animation to `elapsed` seconds after it began; false once it is over (then the
    /// layout is at rest).
    mutating func advanceAnimation(to elapsed: Double) -> Bool

    /// Whether a deletion animation is under way.
    var isAnimating: Bool { get }
}
