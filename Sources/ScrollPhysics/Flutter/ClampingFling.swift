import RealModule

/// Flutter's `ClampingScrollSimulation`: Android's spline distance on a ballistic curve. With
/// `vRef = F·P/0.35` (P at density 1: logical pixels), `T = DR·0.35·(|v|/vRef)^(1/(DR−1))`,
/// `distance = v·T/DR`, `x(t) = x0 + distance·(1 − (1 − t/T)^DR)`, `dx(t) = v·(1 − t/T)^(DR−1)`.
/// A closed form of time; units points, seconds, points per second.
public struct ClampingFling: Hashable, Sendable {
    public var start: Double
    public var initialVelocity: Double
    /// `T`, in seconds.
    public let duration: Double
    /// Signed, in points.
    public let distance: Double

    public init(start: Double, velocity: Double) {
        self.start = start
        initialVelocity = velocity
        let rate = AndroidFling.decelerationRate
        let reference = AndroidFling.friction * AndroidFling.physicalCoefficient(density: 1) / 0.35
        let speed = abs(velocity)
        duration = speed > 0 ? rate * 0.35 * Double.pow(speed / reference, 1 / (rate - 1)) : 0
        distance = velocity * duration / rate
    }

    public var restingPoint: Double { start + distance }

    public func position(at time: Double) -> Double {
        guard time < duration else { return restingPoint }
        return start + distance * (1 - Double.pow(1 - max(0, time) / duration, AndroidFling.decelerationRate))
    }

    public func velocity(at time: Double) -> Double {
        guard time < duration else { return 0 }
        return initialVelocity * Double.pow(1 - max(0, time) / duration, AndroidFling.decelerationRate - 1)
    }

    /// When the fling has covered `travelled` points in its direction, or nil when it rests first:
    /// `T·(1 − (1 − s/distance)^(1/DR))`.
    public func time(toTravel travelled: Double) -> Double? {
        guard travelled > 0 else { return 0 }
        guard travelled < abs(distance) else { return nil }
        return duration * (1 - Double.pow(1 - travelled / abs(distance), 1 / AndroidFling.decelerationRate))
    }
}
