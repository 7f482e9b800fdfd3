import RealModule

/// A 4×4 homogeneous transform with CATransform3D's layout and conventions: row-major `m11…m44`, points as
/// row vectors (`p' = p · M`), translation in `m41…m43`, perspective in `m34`. Stored inline in sixteen
/// fields, as CATransform3D is: no allocation.
public struct Transform3D: Hashable, Sendable {
    public var m11, m12, m13, m14: Double
    public var m21, m22, m23, m24: Double
    public var m31, m32, m33, m34: Double
    public var m41, m42, m43, m44: Double

    /// A transform from its sixteen entries in row-major order.
    public init(rowMajor values: [Double]) {
        precondition(values.count == 16, "a 4×4 transform has 16 entries")
        (m11, m12, m13, m14) = (values[0], values[1], values[2], values[3])
        (m21, m22, m23, m24) = (values[4], values[5], values[6], values[7])
        (m31, m32, m33, m34) = (values[8], values[9], values[10], values[11])
        (m41, m42, m43, m44) = (values[12], values[13], values[14], values[15])
    }

    /// The sixteen entries in row-major order (m11 … m44).
    public var rowMajor: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    public static let identity = Transform3D(rowMajor: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])

    /// Whether this is the identity. - Complexity: sixteen comparisons, no allocation.
    public var isIdentity: Bool { self == .identity }

    /// CATransform3DMakeScale.
    public static func scale(x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D(rowMajor: [x, 0, 0, 0, 0, y, 0, 0, 0, 0, z, 0, 0, 0, 0, 1])
    }

    /// CATransform3DMakeTranslation.
    public static func translation(x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D(rowMajor: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, x, y, z, 1])
    }

    /// CATransform3DMakeRotation(angle, 1, 0, 0): a rotation by `angle` radians about the x axis.
    public static func rotationAboutX(_ angle: Double) -> Transform3D {
        let c = Double.cos(angle)
        let s = Double.sin(angle)
        return Transform3D(rowMajor: [1, 0, 0, 0, 0, c, s, 0, 0, -s, c, 0, 0, 0, 0, 1])
    }

    /// CATransform3DConcat(self, other): the transform that applies `self`, then `other`.
    /// - Complexity: 64 multiplications, no allocation.
    public func concatenating(_ other: Transform3D) -> Transform3D {
        let o = other
        func row(_ a1: Double, _ a2: Double, _ a3: Double, _ a4: Double) -> (Double, Double, Double, Double) {
            (
                a1 * o.m11 + a2 * o.m21 + a3 * o.m31 + a4 * o.m41, a1 * o.m12 + a2 * o.m22 + a3 * o.m32 + a4 * o.m42,
                a1 * o.m13 + a2 * o.m23 + a3 * o.m33 + a4 * o.m43, a1 * o.m14 + a2 * o.m24 + a3 * o.m34 + a4 * o.m44
            )
        }
        var result = Transform3D.identity
        (result.m11, result.m12, result.m13, result.m14) = row(m11, m12, m13, m14)
        (result.m21, result.m22, result.m23, result.m24) = row(m21, m22, m23, m24)
        (result.m31, result.m32, result.m33, result.m34) = row(m31, m32, m33, m34)
        (result.m41, result.m42, result.m43, result.m44) = row(m41, m42, m43, m44)
        return result
    }

    /// The corners of `frame` drawn with this transform about its centre, projected (`x′/w′`, `y′/w′`), in
    /// `frame`'s coordinates, clockwise from the top left. - Complexity: O(1).
    public func projectedCorners(of frame: Rect) -> [Point] {
        [(-1.0, -1.0), (1, -1), (1, 1), (-1, 1)].map { corner in
            let projected = projecting(x: corner.0 * frame.width / 2, y: corner.1 * frame.height / 2)
            return Point(x: frame.midX + projected.x, y: frame.midY + projected.y)
        }
    }

    /// Where the point `(x, y, 0)` goes, projected onto the plane with the perspective divide
    /// (`x′/w′`, `y′/w′`): how a layer drawn with this transform about its anchor shows that point.
    public func projecting(x: Double, y: Double) -> Point {
        let w = x * m14 + y * m24 + m44
        return Point(x: (x * m11 + y * m21 + m41) / w, y: (x * m12 + y * m22 + m42) / w)
    }
}
