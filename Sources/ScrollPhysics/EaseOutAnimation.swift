/// An animated `scrollTo` (`setContentOffset(_:animated: true)`): a cubic ease-out from `start` to
/// `end` over `duration` seconds, `p(u) = 1 − (1 − u)³`. UIKit does not publish its curve; this one
/// starts at full speed and settles without overshoot, as UIKit's appears to.
public struct EaseOutAnimation: Hashable, Sendable {
    /// UIKit's animated scrolls take about a third of a second.
    public static let standardDuration = 0.3

    public var start: Double
    public var end: Double
    public var duration: Double

    public init(from start: Double, to end: Double, duration: Double = Self.standardDuration) {
        self.start = start
        self.end = end
        self.duration = duration
    }

    public func position(at time: Double) -> Double {
        guard duration > 0, time < duration else { return end }
        let remaining = 1 - max(0, time) / duration
        return start + (end - start) * (1 - remaining * remaining * remaining)
    }

    /// Points per second.
    public func velocity(at time: Double) -> Double {
        guard duration > 0, time < duration else { return 0 }
        let remaining = 1 - max(0, time) / duration
        return (end - start) * 3 * remaining * remaining / duration
    }
}
