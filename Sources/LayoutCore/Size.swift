/// A width and a height in points.
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double

    @inlinable
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    /// The extent along `axis`: the width for `.horizontal`, the height for `.vertical`.
    @inlinable
    public func length(along axis: Axis) -> Double {
        axis == .horizontal ? width : height
    }

    /// Whether both sides are above 0: a header or footer of this reference size exists.
    @inlinable
    public var hasArea: Bool { width > 0 && height > 0 }

    /// The size less `insets` on each side, not below zero.
    @inlinable
    public func inset(by insets: EdgeInsets) -> Size {
        Size(
            width: Swift.max(0, width - insets.left - insets.right),
            height: Swift.max(0, height - insets.top - insets.bottom))
    }

    /// The size with each component clamped between the matching components of `minimum` and `maximum`
    /// (`min(max(v, minimum), maximum)`, per axis).
    @inlinable
    public func clamped(minimum: Size, maximum: Size) -> Size {
        Size(
            width: Swift.min(Swift.max(width, minimum.width), maximum.width),
            height: Swift.min(Swift.max(height, minimum.height), maximum.height)
        )
    }
}
