import LayoutCore

/// What a transition animator needs when a tab of the Safari layout is selected (LNZSafariLayout's
/// `animator(forItem:)`): the tab as shown, and where it ends — filling the viewport, untransformed.
/// Frames are in the collection view's content coordinates. Reversed, it is the dismissal.
public struct TabTransition: Hashable, Sendable {
    /// The seed's SafariAnimator takes one second.
    public static let standardDuration = 1.0

    /// Seconds.
    public var duration: Double
    public var fromFrame: Rect
    public var fromTransform: Transform3D
    public var toFrame: Rect
    public var toTransform: Transform3D

    public init(duration: Double, fromFrame: Rect, fromTransform: Transform3D, toFrame: Rect, toTransform: Transform3D)
    {
        self.duration = duration
        self.fromFrame = fromFrame
        self.fromTransform = fromTransform
        self.toFrame = toFrame
        self.toTransform = toTransform
    }
}
