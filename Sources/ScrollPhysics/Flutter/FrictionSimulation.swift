import RealModule

/// Flutter's `FrictionSimulation`: velocity multiplied by `drag` every second, less a constant
/// deceleration `c` (BouncingScrollPhysics' fast rate uses 1,400 pt/s²):
/// `x(t) = x0 + v·(D^t − 1)/ln D − c·t²/2`, `dx(t) = v·D^t − c·t`, `c` taken in the motion's direction.
/// It is done when its speed falls under the tolerance. A closed form of time where Flutter has one
/// (`c` = 0); with `c` > 0 the times are found by bisection, to 1e-12 s, on functions that are monotone.
/// Units: points, seconds, points per second.
public struct FrictionSimulation: Hashable, Sendable {
    /// BouncingScrollPhysics' drag: "0.998^1000 ≈ 0.135", UIScrollView's normal rate per second.
    public static let bouncingDrag = 0.135

    public var start: Double
    public var initialVelocity: Double
    /// `ln D`, per second (negative).
    public let logDrag: Double
    /// The constant deceleration, signed with the velocity, in points per second squared.
    public let constantDeceleration: Double
    /// When the velocity reaches zero: infinite without a constant deceleration.
    public let stopTime: Double
    /// When the speed falls under the tolerance (`isDone`), in seconds.
    public let duration: Double

    public init(
        drag: Double, start: Double, velocity: Double, constantDeceleration: Double = 0, tolerance: Double
    ) {
        self.start = start
        initialVelocity = velocity
        logDrag = Double.log(drag)
        self.constantDeceleration = velocity < 0 ? -abs(constantDeceleration) : abs(constantDeceleration)
        let speed = abs(velocity)
        let c = abs(constantDeceleration)
        let lnD = logDrag
        stopTime = c > 0 ? Self.bisect(from: 0, to: speed / c) { speed * Double.exp(lnD * $0) - c * $0 > 0 } : .infinity
        guard speed >= tolerance, tolerance > 0 else {
            duration = 0
            return
        }
        let plain = Double.log(tolerance / speed) / lnD
        duration =
            c > 0 ? Self.bisect(from: 0, to: plain) { speed * Double.exp(lnD * $0) - c * $0 >= tolerance } : plain
    }

    /// `FrictionSimulation.through`: the drag that carries `start` at `velocity` to `end`, arriving at
    /// `endVelocity`, where it is done (`D = e^((v0 − v1)/(x0 − x1))`). Nil unless `end` lies ahead and
    /// the speed falls on the way (`D` in (0, 1)).
    public static func through(start: Double, end: Double, velocity: Double, endVelocity: Double)
        -> FrictionSimulation?
    {
        let exponent = (velocity - endVelocity) / (start - end)
        guard exponent.isFinite, exponent < 0, abs(endVelocity) > 0, abs(endVelocity) < abs(velocity) else {
            return nil
        }
        return FrictionSimulation(
            drag: Double.exp(exponent), start: start, velocity: velocity, tolerance: abs(endVelocity))
    }

    /// Where it would come to rest (`finalX`): `x0 − v/ln D`, or the position at `stopTime`.
    public var finalPosition: Double {
        constantDeceleration == 0 ? start - initialVelocity / logDrag : position(at: stopTime)
    }

    public func position(at time: Double) -> Double {
        let t = min(max(0, time), stopTime)
        return start + initialVelocity * (Double.exp(logDrag * t) - 1) / logDrag - constantDeceleration / 2 * t * t
    }

    public func velocity(at time: Double) -> Double {
        guard time < stopTime else { return 0 }
        let t = max(0, time)
        return initialVelocity * Double.exp(logDrag * t) - constantDeceleration * t
    }

    /// `timeAtX`: when it has covered `travelled` points in its direction, or nil when it never does.
    /// `ln(1 + ln D·s/|v|)/ln D` without a constant deceleration.
    public func time(toTravel travelled: Double) -> Double? {
        guard travelled > 0 else { return 0 }
        let reach = abs(finalPosition - start)
        guard travelled < reach, initialVelocity != 0 else { return nil }
        if constantDeceleration == 0 { return Double.log(1 + logDrag * travelled / abs(initialVelocity)) / logDrag }
        let forward = initialVelocity > 0
        return Self.bisect(from: 0, to: stopTime) { time in
            let moved = position(at: time) - start
            return (forward ? moved : -moved) < travelled
        }
    }

    /// The boundary between `[low, t)` where `holds` and `[t, high]` where it does not, for a predicate
    /// that holds then stops holding; 200 halvings at most, to 1e-12 s.
    static func bisect(from low: Double, to high: Double, _ holds: (Double) -> Bool) -> Double {
        var low = low
        var high = high
        var steps = 0
        while high - low > 1e-12, steps < 200 {
            let middle = (low + high) / 2
            if holds(middle) { low = middle } else { high = middle }
            steps += 1
        }
        return high
    }
}
