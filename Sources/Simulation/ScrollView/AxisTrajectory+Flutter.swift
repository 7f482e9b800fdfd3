import Platform
import ScrollPhysics

/// What Flutter's physics need along one axis besides the position and the velocity.
struct FlutterAxis: Sendable {
    var range: ClosedRange<Double>
    var tolerance: FlutterTolerance
    /// Whether the physics are ClampingScrollPhysics (else BouncingScrollPhysics).
    var clamping: Bool
    var rate: DecelerationRate

    /// The scroll spring; BouncingScrollPhysics' own at the fast rate.
    var spring: DampedSpring.Description { rate == .fast && !clamping ? .fastBouncing : .scroll }

    /// BouncingScrollPhysics' friction: 0.135 per second (UIKit's `.normal`), else the rate per ms
    /// raised to the 1000th (kept above the smallest normal double, so its logarithm stays finite).
    var drag: Double {
        switch rate {
        case .normal, .fast: FrictionSimulation.bouncingDrag
        case .custom(let perMillisecond): max(exp(1000 * log(perMillisecond)), .leastNormalMagnitude)
        }
    }

    /// 1,400 pt/s² at the fast rate, else none.
    var constantDeceleration: Double { rate == .fast ? 1400 : 0 }
}

extension AxisTrajectory {
    /// BouncingScrollSimulation's spring cap: the velocity handed to the spring at an edge is at most
    /// this (Flutter applies `min`, so only positive velocities are capped).
    static let flutterSpringTransferCap = 5000.0

    /// Flutter's ballistic simulation after a release, without a target:
    /// - BouncingScrollPhysics: from past an edge, the spring back to it; otherwise friction, which,
    ///   reaching an edge, hands its velocity to the spring there; done when slower than the tolerance;
    /// - ClampingScrollPhysics: from past an edge, the spring with `min(0, v)`; otherwise the clamping
    ///   fling, stopped at an edge it reaches.
    static func flutterBallistic(at position: Double, velocity: Double, _ axis: FlutterAxis) -> AxisTrajectory {
        var trajectory = AxisTrajectory(resting: position)
        if !axis.range.contains(position) {
            let handed = axis.clamping ? min(0, velocity) : velocity
            trajectory.appendSpring(to: clamp(position, axis.range), velocity: handed, axis)
            return trajectory
        }
        guard abs(velocity) >= axis.tolerance.velocity else { return trajectory }
        if axis.clamping {
            let fling = ClampingFling(start: position, velocity: velocity)
            let edge = clamp(fling.restingPoint, axis.range)
            let length = fling.time(toTravel: abs(edge - position)) ?? fling.duration
            trajectory.append(.clampingFling(fling), lasting: length, endingAt: edge)
            return trajectory
        }
        let friction = FrictionSimulation(
            drag: axis.drag, start: position, velocity: velocity, constantDeceleration: axis.constantDeceleration,
            tolerance: axis.tolerance.velocity)
        let edge = clamp(friction.finalPosition, axis.range)
        if edge != friction.finalPosition, let crossing = friction.time(toTravel: abs(edge - position)),
            crossing < friction.duration
        {
            trajectory.append(.friction(friction), lasting: crossing, endingAt: edge)
            let handed = min(friction.velocity(at: crossing), flutterSpringTransferCap)
            trajectory.appendSpring(to: edge, velocity: handed, axis)
            return trajectory
        }
        trajectory.append(
            .friction(friction), lasting: friction.duration, endingAt: friction.position(at: friction.duration))
        return trajectory
    }

    /// Flutter's motion to a chosen target (a page, a snap position): PageScrollPhysics' spring for
    /// pages; for a layout's target, FixedExtentScrollPhysics' rule — friction through the target,
    /// arriving at the tolerance's speed, when it lies ahead of a fast enough release, else the spring
    /// (which, handed a velocity, swings out and back even to the point it starts from). Nothing moves
    /// when both the speed and the distance are within the tolerance.
    static func flutterAimed(
        at position: Double, velocity: Double, target: Double, paging: Bool, _ axis: FlutterAxis
    ) -> AxisTrajectory {
        var trajectory = AxisTrajectory(resting: position)
        guard axis.range.contains(position) else {
            return flutterBallistic(at: position, velocity: velocity, axis)
        }
        let tolerance = axis.tolerance
        guard abs(velocity) >= tolerance.velocity || abs(target - position) >= tolerance.distance else {
            return trajectory
        }
        if !paging,
            let friction = FrictionSimulation.through(
                start: position, end: target, velocity: velocity,
                endVelocity: tolerance.velocity * (velocity < 0 ? -1 : 1))
        {
            trajectory.append(.friction(friction), lasting: friction.duration, endingAt: target)
            return trajectory
        }
        trajectory.appendSpring(to: target, velocity: velocity, axis)
        return trajectory
    }

    /// The scroll spring from where the trajectory ends to `rest`. Under ClampingScrollPhysics a spring
    /// that starts inside the range stops at the edge it would cross (`DampedSpring.time(leaving:)`),
    /// where the ballistic activity goes idle.
    private mutating func appendSpring(to rest: Double, velocity: Double, _ axis: FlutterAxis) {
        let spring = DampedSpring(
            axis.spring, position: finalPosition, velocity: velocity, rest: rest, tolerance: axis.tolerance)
        if axis.clamping, axis.range.contains(finalPosition), let leaving = spring.time(leaving: axis.range) {
            guard leaving > 0 else { return }
            let edge = clamp(spring.position(at: leaving), axis.range)
            append(.dampedSpring(spring), lasting: leaving, endingAt: edge)
            return
        }
        append(.dampedSpring(spring), lasting: spring.duration, endingAt: rest)
    }
}
