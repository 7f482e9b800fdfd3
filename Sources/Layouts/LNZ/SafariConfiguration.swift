import LayoutCore

/// LNZSafariLayout's properties with the seed's defaults. Lengths in points, angles
/// in radians.
public struct SafariConfiguration: Hashable, Sendable {
    /// Used as the spacing only when there are no items (the seed never caps with it).
    public var maxInteritemSpacing: Double = 200
    public var sectionInsetTop: Double = 20
    public var sectionInsetBottom: Double = 20
    /// The size of a tab without a `size` answer.
    public var itemSize = Size(width: 100, height: 100)
    /// How far back the tabs are pushed along z. Not zero.
    public var zOffset: Double = -60
    /// The perspective (CATransform3D's m34).
    public var m34: Double = -1.0 / 1000
    /// The tilt of a tab at the bottom of the viewport.
    public var maxRotationAngle: Double = -Double.pi / 2.5

    public init() {}
}
