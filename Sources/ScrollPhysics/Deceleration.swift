import RealModule

/// UIScrollView's momentum along one axis: velocity decays by the rate `d` every
/// millisecond, `v(t) = v0·d^(1000t)`, `x(t) = x0 + v0·(d^(1000t) − 1)/k` with `k = 1000·ln d`.
///
/// A pure function of time: sampling it at any tick rate gives the same positions at the same times.
/// Units: points, seconds, points per second.
public struct Deceleration: Hashable, Sendable {
    /// Where the motion starts, in points.
    public var start: Double
    /// The velocity at the start, in points per second.
    public var initialVelocity: Double
    /// `1000·ln d`, per second (negative).
    public let k: Double

    /// The distance from the rest point under which the motion counts as stopped (Lobanov's rule).
    public static let stopDistance = 0.5

    public init(start: Double, velocity: Double, rate: DecelerationRate) {
        self.start = start
        initialVelocity = velocity
        k = 1000 * Double.log(rate.perMillisecond)
    }

    /// A deceleration from `start` that comes to rest exactly at `target`: the velocity is chosen so
    /// that the rest point is the target (UIKit's physics, "re-aimed").
    public init(start: Double, restingAt target: Double, rate: DecelerationRate) {
        self.init(start: start, velocity: 0, rate: rate)
        initialVelocity = k * (start - target)
    }

    /// `x0 − v0/k`: where the motion comes to rest.
    public var restingPoint: Double { start - initialVelocity / k }

    /// The position after `time` seconds.
    public func position(at time: Double) -> Double {
        start + initialVelocity * (Double.exp(k * time) - 1) / k
    }

    /// The velocity after `time` seconds.
    public func velocity(at time: Double) -> Double {
        initialVelocity * Double.exp(k * time)
    }

    /// When the remaining distance falls under `stopDistance`: `ln(−k·θ/|v0|)/k`; zero when it starts
    /// closer than that.
    public var duration: Double {
        let speed = abs(initialVelocity)
        guard speed > -k * Self.stopDistance else { return 0 }
        return Double.log(-k * Self.stopDistance / speed) / k
    }

    /// When the motion has travelled `distance` points (in its own direction), or nil when it comes to
    /// rest first: `ln(1 + k·s/|v0|)/k`.
    public func time(toTravel distance: Double) -> Double? {
        let speed = abs(initialVelocity)
        guard speed > 0 else { return distance <= 0 ? 0 : nil }
        let argument = 1 + k * distance / speed
        guard argument > 0 else { return nil }
        return Double.log(argument) / k
    }
}
