#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A 4×4 homogeneous transform with CATransform3D's layout and conventions: row-major `m11…m44`, points as
/// row vectors (`p' = p · M`), translation in `m41…m43`, perspective in `m34`. Stored inline (no
/// allocation); comparing two transforms is one vector comparison.
public struct Transform3D: Hashable, Sendable {
    /// The sixteen entries, row-major: `m11, m12, m13, m14, m21, …, m44`.
    public var entries: SIMD16<Double>

    public init(entries: SIMD16<Double>) {
        self.entries = entries
    }

    /// The entry at 1-based `row` and `column`, as CATransform3D names them (`m34` is row 3, column 4).
    public subscript(row: Int, column: Int) -> Double {
        get { entries[(row - 1) * 4 + column - 1] }
        set { entries[(row - 1) * 4 + column - 1] = newValue }
    }

    /// The sixteen entries in row-major order (m11 … m44).
    public var rowMajor: [Double] { (0..<16).map { entries[$0] } }

    public static let identity = Transform3D(entries: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])

    public var isIdentity: Bool { self == .identity }

    /// CATransform3DMakeScale.
    public static func scale(x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D(entries: [x, 0, 0, 0, 0, y, 0, 0, 0, 0, z, 0, 0, 0, 0, 1])
    }

    /// CATransform3DMakeTranslation.
    public static func translation(x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D(entries: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, x, y, z, 1])
    }

    /// CATransform3DMakeRotation(angle, 1, 0, 0): a rotation by `angle` radians about the x axis.
    public static func rotationAboutX(_ angle: Double) -> Transform3D {
        let c = cos(angle)
        let s = sin(angle)
        return Transform3D(entries: [1, 0, 0, 0, 0, c, s, 0, 0, -s, c, 0, 0, 0, 0, 1])
    }

    /// CATransform3DConcat(self, other): the transform that applies `self`, then `other`.
    /// - Complexity: 64 multiplications, no allocation.
    public func concatenating(_ other: Transform3D) -> Transform3D {
        var result = SIMD16<Double>()
        for row in 0..<4 {
            for column in 0..<4 {
                var sum = 0.0
                for k in 0..<4 { sum += entries[row * 4 + k] * other.entries[k * 4 + column] }
                result[row * 4 + column] = sum
            }
        }
        return Transform3D(entries: result)
    }
}
