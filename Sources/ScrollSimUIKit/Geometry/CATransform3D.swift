// swift-format-ignore-file: AlwaysUseLowerCamelCase
// QuartzCore's constant and functions keep their names, so that code written for iOS compiles.

import Foundation
import LayoutCore

/// A 4×4 homogeneous transform, as QuartzCore's `CATransform3D` (row-major `m11…m44`, points as row
/// vectors).
public struct CATransform3D: Equatable, Sendable {
    public var m11, m12, m13, m14: CGFloat
    public var m21, m22, m23, m24: CGFloat
    public var m31, m32, m33, m34: CGFloat
    public var m41, m42, m43, m44: CGFloat

    /// The engine's transform, entry for entry.
    init(_ t: Transform3D) {
        (m11, m12, m13, m14) = (t.m11, t.m12, t.m13, t.m14)
        (m21, m22, m23, m24) = (t.m21, t.m22, t.m23, t.m24)
        (m31, m32, m33, m34) = (t.m31, t.m32, t.m33, t.m34)
        (m41, m42, m43, m44) = (t.m41, t.m42, t.m43, t.m44)
    }

    /// Whether every entry is finite. - Complexity: O(1), no allocation.
    var isFinite: Bool {
        m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite && m21.isFinite && m22.isFinite
            && m23.isFinite && m24.isFinite && m31.isFinite && m32.isFinite && m33.isFinite && m34.isFinite
            && m41.isFinite && m42.isFinite && m43.isFinite && m44.isFinite
    }

    /// The engine's transform with these entries.
    var engine: Transform3D {
        Transform3D(rowMajor: [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44])
    }
}

/// The transform that leaves every point where it is, as QuartzCore's constant.
public let CATransform3DIdentity = CATransform3D(.identity)

/// `t` as a 3-D transform (z left alone), as QuartzCore's function: a, b, c, d, tx, ty go to m11, m12,
/// m21, m22, m41, m42.
public func CATransform3DMakeAffineTransform(_ t: CGAffineTransform) -> CATransform3D {
    CATransform3D(
        Transform3D(rowMajor: [t.a, t.b, 0, 0, t.c, t.d, 0, 0, 0, 0, 1, 0, t.tx, t.ty, 0, 1]))
}

/// The affine part of `t` (m11, m12, m21, m22, m41, m42), as QuartzCore's function.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

/// Whether `t` is an affine transform (no z, no perspective), as QuartzCore's function.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1
        && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}
