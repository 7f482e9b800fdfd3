#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A 4×4 homogeneous transform with CATransform3D's layout and conventions: row-major `m11…m44`, points as
/// row vectors (`p' = p · M`), translation in `m41…m43`, perspective in `m34`.
public struct Transform3D: Hashable, Sendable {
    /// The sixteen entries, row-major: `m11, m12, m13, m14, m21, …, m44`.
    public var m: (Double, Double, Double, Double, Double, Double, Double, Double,
                   Double, Double, Double, Double, Double, Double, Double, Double)

    public init(rowMajor values: [Double]) {
        precondition(values.count == 16, "a 4×4 transform has 16 entries")
        m = (values[0], values[1], values[2], values[3], values[4], values[5], values[6], values[7],
             values[8], values[9], values[10], values[11], values[12], values[13], values[14], values[15])
    }

    /// The sixteen entries in row-major order (m11 … m44).
    public var rowMajor: [Double] {
        [m.0, m.1, m.2, m.3, m.4, m.5, m.6, m.7, m.8, m.9, m.10, m.11, m.12, m.13, m.14, m.15]
    }

    public static let identity = Transform3D(rowMajor: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])

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
        let c = cos(angle)
        let s = sin(angle)
        return Transform3D(rowMajor: [1, 0, 0, 0, 0, c, s, 0, 0, -s, c, 0, 0, 0, 0, 1])
    }

    /// CATransform3DConcat(self, other): the transform that applies `self`, then `other`.
    /// - Complexity: 64 multiplications.
    public func concatenating(_ other: Transform3D) -> Transform3D {
        let a = rowMajor
        let b = other.rowMajor
        var result = [Double](repeating: 0, count: 16)
        for row in 0..<4 {
            for column in 0..<4 {
                var sum = 0.0
                for k in 0..<4 { sum += a[row * 4 + k] * b[k * 4 + column] }
                result[row * 4 + column] = sum
            }
        }
        return Transform3D(rowMajor: result)
    }

    public static func == (lhs: Transform3D, rhs: Transform3D) -> Bool {
        lhs.rowMajor == rhs.rowMajor
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rowMajor)
    }
}
