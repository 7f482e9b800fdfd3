import ScrollPhysics

extension AxisTrajectory {
    /// UIScrollView's motion after a release at `position` with `velocity`:
    /// - out of bounds: the spring pulls back to the nearest edge, handed the release velocity;
    /// - with a `target` (a layout's or a page's): a deceleration re-aimed to rest exactly on it;
    /// - otherwise free momentum, which, crossing an edge, hands its velocity to the spring there
    ///   (or stops at the edge when the view does not bounce).
    static func release(
        at position: Double, velocity: Double, range: ClosedRange<Double>, target: Double?, rate: DecelerationRate,
        bounces: Bool
    ) -> AxisTrajectory {
        var trajectory = AxisTrajectory(resting: position)
        if !range.contains(position) {
            let edge = clamp(position, range)
            let spring = Spring(position: position, velocity: velocity, rest: edge)
            trajectory.append(.spring(spring), lasting: spring.duration, endingAt: edge)
            return trajectory
        }
        if let target {
            let motion = Deceleration(start: position, restingAt: target, rate: rate)
            trajectory.append(.deceleration(motion, finalPosition: target), lasting: motion.duration, endingAt: target)
            return trajectory
        }
        let motion = Deceleration(start: position, velocity: velocity, rate: rate)
        let rest = motion.restingPoint
        guard !range.contains(rest) else {
            trajectory.append(.deceleration(motion, finalPosition: rest), lasting: motion.duration, endingAt: rest)
            return trajectory
        }
        let edge = clamp(rest, range)
        let crossing = motion.time(toTravel: abs(edge - position)) ?? motion.duration
        trajectory.append(.deceleration(motion, finalPosition: edge), lasting: crossing, endingAt: edge)
        if bounces {
            let spring = Spring(position: edge, velocity: motion.velocity(at: crossing), rest: edge)
            trajectory.append(.spring(spring), lasting: spring.duration, endingAt: edge)
        }
        return trajectory
    }

    /// An animated scroll from `start` to `end`.
    static func animation(
        from start: Double, to end: Double, duration: Double = EaseOutAnimation.standardDuration, power: Double = 3
    ) -> AxisTrajectory {
        var trajectory = AxisTrajectory(resting: start)
        guard start != end else { return trajectory }
        let animation = EaseOutAnimation(from: start, to: end, duration: duration, power: power)
        trajectory.append(.animation(animation), lasting: animation.duration, endingAt: end)
        return trajectory
    }
}
