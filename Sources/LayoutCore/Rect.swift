/// An axis-aligned rectangle in points: an origin (its top-left corner) and a size.
public struct Rect: Hashable, Sendable {
    public var origin: Point
    public var size: Size

    @inlinable
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    @inlinable
    public var minX: Double { origin.x }
    @inlinable
    public var minY: Double { origin.y }
    @inlinable
    public var maxX: Double { origin.x + size.width }
    @inlinable
    public var maxY: Double { origin.y + size.height }
    @inlinable
    public var midX: Double { origin.x + size.width / 2 }
    @inlinable
    public var midY: Double { origin.y + size.height / 2 }
    @inlinable
    public var width: Double { size.width }
    @inlinable
    public var height: Double { size.height }

    /// The smaller coordinate along `axis` (minX or minY).
    @inlinable
    public func min(along axis: Axis) -> Double { axis == .horizontal ? minX : minY }

    /// The larger coordinate along `axis` (maxX or maxY).
    @inlinable
    public func max(along axis: Axis) -> Double { axis == .horizontal ? maxX : maxY }

    /// Whether the two rectangles share interior area. Rectangles that only touch along an edge do not
    /// intersect, and a rectangle with a zero width or height intersects nothing (CGRectIntersectsRect).
    @inlinable
    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
            && size.width > 0 && size.height > 0 && other.size.width > 0 && other.size.height > 0
    }

    /// Whether `other` lies wholly within this rectangle, edges included (whatever its area).
    @inlinable
    public func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// Whether `point` lies within this rectangle, its minimum edges included and its maximum ones not (as
    /// CGRect's `contains`: a point on the edge two rectangles share belongs to one of them).
    @inlinable
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether the two rectangles overlap along `axis` only (open intervals, as `intersects`).
    @inlinable
    public func overlaps(_ other: Rect, along axis: Axis) -> Bool {
        min(along: axis) < other.max(along: axis) && other.min(along: axis) < max(along: axis)
    }

    /// The smallest rectangle that contains both.
    @inlinable
    public func union(_ other: Rect) -> Rect {
        let x0 = Swift.min(minX, other.minX)
        let y0 = Swift.min(minY, other.minY)
        return Rect(x: x0, y: y0, width: Swift.max(maxX, other.maxX) - x0, height: Swift.max(maxY, other.maxY) - y0)
    }

    /// The rectangle moved by `dx`, `dy` points.
    @inlinable
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// The rectangle less `insets` on each side, its size not below zero.
    @inlinable
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(origin: Point(x: minX + insets.left, y: minY + insets.top), size: size.inset(by: insets))
    }

    /// The rectangle grown by `amount` points on every side (shrunk when negative).
    @inlinable
    public func grown(by amount: Double) -> Rect {
        Rect(x: minX - amount, y: minY - amount, width: width + 2 * amount, height: height + 2 * amount)
    }

    /// The part of the rectangle outside `other`, as at most four rectangles: the bands above and below
    /// `other`, then the pieces left and right of it between them. Their union covers every point of `self`
    /// that is not inside `other` (edges may be shared, so an area can be counted by two of them); the
    /// rectangle itself when they do not intersect. - Complexity: O(1).
    public func subtracting(_ other: Rect) -> [Rect] {
        var pieces: [Rect] = []
        forEachPiece(outside: other) { pieces.append($0) }
        return pieces
    }

    /// Calls `body` with each piece of `subtracting(other)`, in the same order, without building an array
    /// (a tick's strips cost no allocation). - Complexity: O(1).
    @inlinable
    public func forEachPiece(outside other: Rect, _ body: (Rect) -> Void) {
        guard intersects(other) else {
            if size.width > 0 && size.height > 0 { body(self) }
            return
        }
        let top = Swift.max(minY, other.minY)
        let bottom = Swift.min(maxY, other.maxY)
        if minY < top { body(Rect(x: minX, y: minY, width: width, height: top - minY)) }
        if bottom < maxY { body(Rect(x: minX, y: bottom, width: width, height: maxY - bottom)) }
        if minX < other.minX { body(Rect(x: minX, y: top, width: other.minX - minX, height: bottom - top)) }
        if other.maxX < maxX { body(Rect(x: other.maxX, y: top, width: maxX - other.maxX, height: bottom - top)) }
    }

    /// Whether every component is finite.
    @inlinable
    public var isFinite: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}
