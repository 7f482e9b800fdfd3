import LayoutCore
import ScrollPhysics

/// Where a scroll view's content offset may rest, and along which axes it moves at all.
public struct ScrollBounds: Hashable, Sendable {
    /// The rest position at the start: `(-left, -top)` of the content inset.
    public var minimum: Point
    /// The largest resting offset: content size plus the trailing insets, less the viewport; never
    /// below `minimum`.
    public var maximum: Point
    /// Whether a drag moves the content along x: the content is wider than the viewport, or
    /// `alwaysBounceHorizontal` (with `bounces`).
    public var scrollsHorizontally: Bool
    public var scrollsVertically: Bool
    /// The viewport's size, the rubber band's dimension.
    public var viewport: Size

    public init(viewport: Size, contentSize: Size, contentInset: EdgeInsets, settings: ScrollSettings) {
        self.viewport = viewport
        minimum = Point(x: -contentInset.left, y: -contentInset.top)
        maximum = Point(
            x: max(minimum.x, contentSize.width + contentInset.right - viewport.width),
            y: max(minimum.y, contentSize.height + contentInset.bottom - viewport.height))
        scrollsHorizontally = maximum.x > minimum.x || (settings.bounces && settings.alwaysBounceHorizontal)
        scrollsVertically = maximum.y > minimum.y || (settings.bounces && settings.alwaysBounceVertical)
    }

    /// Whether the content moves along `axis`.
    public func scrolls(along axis: Axis) -> Bool { axis == .horizontal ? scrollsHorizontally : scrollsVertically }

    /// The resting range along `axis`.
    public func range(along axis: Axis) -> ClosedRange<Double> {
        axis == .horizontal ? minimum.x...maximum.x : minimum.y...maximum.y
    }

    /// `offset` moved inside the resting range.
    public func clamped(_ offset: Point) -> Point {
        Point(x: clamp(offset.x, range(along: .horizontal)), y: clamp(offset.y, range(along: .vertical)))
    }
}

/// `value` moved inside `range`.
func clamp(_ value: Double, _ range: ClosedRange<Double>) -> Double {
    min(max(value, range.lowerBound), range.upperBound)
}
