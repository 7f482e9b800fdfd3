/// Insets in points, in UIKit's order: top, left, bottom, right.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// The inset before the content along `axis` (left for horizontal, top for vertical).
    public func leading(along axis: Axis) -> Double { axis == .horizontal ? left : top }

    /// The inset after the content along `axis` (right for horizontal, bottom for vertical).
    public func trailing(along axis: Axis) -> Double { axis == .horizontal ? right : bottom }
}
