/// A location in points. `x` grows to the right, `y` grows downward, as in UIKit.
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double

    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    /// The coordinate along `axis`: x for horizontal, y for vertical.
    @inlinable
    public func coordinate(along axis: Axis) -> Double { axis == .horizontal ? x : y }
}

/// A velocity or displacement in points (per second, where it is a velocity).
public struct Vector: Hashable, Sendable {
    public var dx: Double
    public var dy: Double

    @inlinable
    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    public static let zero = Vector(dx: 0, dy: 0)

    /// The component along `axis`.
    @inlinable
    public func coordinate(along axis: Axis) -> Double { axis == .horizontal ? dx : dy }

    /// The opposite vector: a finger's velocity as the content offset's, and back.
    @inlinable
    public static prefix func - (vector: Vector) -> Vector {
        Vector(dx: -vector.dx, dy: -vector.dy)
    }
}

extension Vector: AdditiveArithmetic {
    /// Displacements add component by component.
    @inlinable
    public static func + (left: Vector, right: Vector) -> Vector {
        Vector(dx: left.dx + right.dx, dy: left.dy + right.dy)
    }

    @inlinable
    public static func - (left: Vector, right: Vector) -> Vector {
        Vector(dx: left.dx - right.dx, dy: left.dy - right.dy)
    }
}
