/// A scroll view's physics properties, as a view spec's `physics` gives them.
public struct ScrollSettings: Hashable, Sendable {
    public var decelerationRate: DecelerationRate = .normal
    public var bounces = true
    public var alwaysBounceVertical = false
    public var alwaysBounceHorizontal = false
    public var pagingEnabled = false
    /// Extra points around the viewport counted as displayed.
    public var displayMargin: Double = 0

    public init() {}
}
