/// A scroll view's physics properties, as a view spec's `physics` gives them.
public struct ScrollSettings: Hashable, Sendable {
    public var profile: ScrollProfile = .ios
    public var decelerationRate: DecelerationRate = .normal
    public var bounces = true
    public var alwaysBounceVertical = false
    public var alwaysBounceHorizontal = false
    public var pagingEnabled = false
    /// Extra points around the viewport counted as displayed.
    public var displayMargin: Double = 0
    /// Device pixels per point (UIScreen.scale, Android's density, Flutter's devicePixelRatio): Android
    /// truncates fling distances to whole pixels, Flutter's tolerances are a pixel.
    public var screenScale: Double = 3

    /// The bounds of `screenScale`.
    public static let screenScales: ClosedRange<Double> = 0.5...8

    public init() {}

    /// Whether a drag may pull the content past its edges: the view bounces and its profile overscrolls.
    public var overscrolls: Bool { bounces && profile.overscrolls }
}
