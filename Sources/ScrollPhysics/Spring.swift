import RealModule

/// The bounce-back spring: mass 1, stiffness 100, damping ratio 1, so critically
/// damped with β = 10 per second. `x(t) = e^(−βt)·(c1 + c2·t)` is the displacement from the rest point,
/// `c1 = x0`, `c2 = v0 + β·x0`. A pure function of time. Units: points, seconds, points per second.
public struct Spring: Hashable, Sendable {
    /// ω0 = √(stiffness/mass) = β when critically damped, per second.
    public static let beta = 10.0
    /// The displacement under which the spring counts as settled, in points (0.5 pt on a 3× screen).
    public static let threshold = 0.5 / 3
    /// Euler's number as C's `M_E` spells it (`2.7182818284590452354`): the double nearest e.
    static let e = 2.7182818284590452354

    /// The rest point the spring pulls toward, in points.
    public var rest: Double
    /// The displacement from the rest point at the start.
    public var c1: Double
    /// `v0 + β·x0`.
    public var c2: Double

    /// A spring starting at `position` with `velocity`, pulling toward `rest`.
    public init(position: Double, velocity: Double, rest: Double) {
        self.rest = rest
        c1 = position - rest
        c2 = velocity + Self.beta * c1
    }

    public func position(at time: Double) -> Double {
        rest + Double.exp(-Self.beta * time) * (c1 + c2 * time)
    }

    public func velocity(at time: Double) -> Double {
        Double.exp(-Self.beta * time) * (c2 - Self.beta * (c1 + c2 * time))
    }

    /// `max((1/β)·ln(2|c1|/θ), (2/β)·ln(4|c2|/(e·β·θ)))`, never negative.
    public var duration: Double {
        let beta = Self.beta
        let theta = Self.threshold
        let first = c1 == 0 ? 0 : Double.log(2 * abs(c1) / theta) / beta
        let second = c2 == 0 ? 0 : 2 / beta * Double.log(4 * abs(c2) / (Self.e * beta * theta))
        return max(0, first, second)
    }
}
