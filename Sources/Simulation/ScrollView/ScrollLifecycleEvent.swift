import LayoutCore

/// What a scroll view is doing.
public enum ScrollPhase: String, Hashable, Sendable, CaseIterable {
    case idle
    /// A touch is moving the content.
    case dragging
    /// Momentum after a release.
    case decelerating
    /// The spring pulling the content back inside its bounds.
    case bouncing
    /// An animated `scrollTo`.
    case animating
}

/// The scroll lifecycle of UIScrollViewDelegate. Offsets and velocities are the
/// content offset's, in points and points per second.
public enum ScrollLifecycleEvent: Hashable, Sendable {
    case willBeginDragging(contentOffset: Point)
    case willEndDragging(velocity: Vector, targetContentOffset: Point)
    case didEndDragging(willDecelerate: Bool)
    case willBeginDecelerating(contentOffset: Point)
    case didEndDecelerating(contentOffset: Point)
    case didEndScrollingAnimation(contentOffset: Point)
}
