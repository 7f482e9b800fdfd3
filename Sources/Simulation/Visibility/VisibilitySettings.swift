/// A view's opt-in visibility reporting (the spec's `visibility`): `visibilityChanged` when a cell's
/// visible fraction crosses one of `thresholds`, and `viewable` once a cell has been at least
/// `viewable.fraction` visible for `viewable.dwell` continuously.
public struct VisibilitySettings: Hashable, Sendable {
    /// The most thresholds one view may list.
    public static let maximumThresholds = 101

    /// Fractions in [0, 1], ascending and distinct. A crossing of 0 is a cell becoming visible at all (or
    /// no longer); of t > 0, its fraction reaching t (or falling below it).
    public var thresholds: [Double]
    public var viewable: ViewableRule?

    /// `thresholds` as IntersectionObserver's default, `[0]`.
    public init(thresholds: [Double] = [0], viewable: ViewableRule? = nil) {
        self.thresholds = thresholds
        self.viewable = viewable
    }

    /// How many thresholds `fraction` has reached: 0 means not visible. - Complexity: O(thresholds).
    public func level(of fraction: Double) -> Int {
        thresholds.count { $0 == 0 ? fraction > 0 : fraction >= $0 }
    }
}

/// The viewability rule: at least `fraction` of the cell visible for `dwell` milliseconds continuously.
public struct ViewableRule: Hashable, Sendable {
    public var fraction: Double
    /// Milliseconds.
    public var dwell: Double

    public init(fraction: Double, dwell: Double) {
        self.fraction = fraction
        self.dwell = dwell
    }

    /// MRC/IAB display ads: 50 % of the pixels for one continuous second.
    public static let display = ViewableRule(fraction: 0.5, dwell: 1000)
    /// MRC/IAB video ads: 50 % of the pixels for two continuous seconds.
    public static let video = ViewableRule(fraction: 0.5, dwell: 2000)
}
