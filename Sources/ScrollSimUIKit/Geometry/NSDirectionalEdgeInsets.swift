import Foundation

/// Insets for each edge of a rectangle by reading direction, in points, as UIKit's
/// `NSDirectionalEdgeInsets`. The simulator lays out left to right: leading is left, trailing right.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    /// No inset on any edge.
    public static let zero = NSDirectionalEdgeInsets()

    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}
