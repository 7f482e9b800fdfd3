import RealModule

/// A scroll animated from `start` to `end` over `duration` seconds along the ease-out
/// `p(u) = 1 − (1 − u)^n`:
/// - n = 3 for UIKit's `setContentOffset(_:animated: true)` (UIKit does not publish its curve; this one
///   starts at full speed and settles without overshoot, as UIKit's appears to);
/// - n = 2 for Android's `DecelerateInterpolator`, which SnapHelper's smooth scroller uses;
/// - n = 5 for RecyclerView's `smoothScrollBy` (its quintic interpolator `(u − 1)^5 + 1`).
public struct EaseOutAnimation: Hashable, Sendable {
    /// UIKit's animated scrolls take about a third of a second.
    public static let standardDuration = 0.3

    public var start: Double
    public var end: Double
    public var duration: Double
    /// The curve's exponent `n`.
    public var power: Double

    public init(from start: Double, to end: Double, duration: Double = Self.standardDuration, power: Double = 3) {
        self.start = start
        self.end = end
        self.duration = duration
        self.power = power
    }

    public func position(at time: Double) -> Double {
        guard duration > 0, time < duration else { return end }
        let remaining = 1 - max(0, time) / duration
        return start + (end - start) * (1 - Double.pow(remaining, power))
    }

    /// Points per second.
    public func velocity(at time: Double) -> Double {
        guard duration > 0, time < duration else { return 0 }
        let remaining = 1 - max(0, time) / duration
        return (end - start) * power * Double.pow(remaining, power - 1) / duration
    }
}
