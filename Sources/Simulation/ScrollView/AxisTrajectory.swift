import ScrollPhysics

/// The motion of one axis of the content offset after a release or a programmatic scroll: pieces that
/// follow each other in time (a deceleration, then the spring at an edge). A pure function of the time
/// since it began. Units: points, seconds, points per second.
struct AxisTrajectory: Sendable {
    enum Piece: Hashable, Sendable {
        /// Momentum; at `end` the position is `finalPosition` (the rest point, a re-aimed target or an edge).
        case deceleration(Deceleration, finalPosition: Double)
        case spring(Spring)
        case animation(EaseOutAnimation)
    }

    /// A piece and the time it starts, in seconds since the trajectory began.
    struct TimedPiece: Hashable, Sendable {
        var start: Double
        var piece: Piece
    }

    private(set) var pieces: [TimedPiece] = []
    /// When the trajectory ends, in seconds; it rests at `finalPosition` from then on.
    private(set) var duration: Double = 0
    private(set) var finalPosition: Double

    /// A trajectory that stays at `position`.
    init(resting position: Double) {
        finalPosition = position
    }

    /// Appends a piece lasting `length` seconds that ends at `end`.
    mutating func append(_ piece: Piece, lasting length: Double, endingAt end: Double) {
        pieces.append(TimedPiece(start: duration, piece: piece))
        duration += max(0, length)
        finalPosition = end
    }

    var isMoving: Bool { duration > 0 }

    /// The position and velocity `time` seconds after the start, and whether the spring is pulling.
    func sample(at time: Double) -> (position: Double, velocity: Double, bouncing: Bool) {
        guard time < duration, let index = pieces.lastIndex(where: { $0.start <= time }) else {
            return (finalPosition, 0, false)
        }
        let local = time - pieces[index].start
        switch pieces[index].piece {
        case .deceleration(let motion, _): return (motion.position(at: local), motion.velocity(at: local), false)
        case .spring(let spring): return (spring.position(at: local), spring.velocity(at: local), true)
        case .animation(let animation): return (animation.position(at: local), animation.velocity(at: local), false)
        }
    }
}

extension AxisTrajectory {
    /// The motion after a release at `position` with `velocity`:
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
    static func animation(from start: Double, to end: Double) -> AxisTrajectory {
        var trajectory = AxisTrajectory(resting: start)
        guard start != end else { return trajectory }
        let animation = EaseOutAnimation(from: start, to: end)
        trajectory.append(.animation(animation), lasting: animation.duration, endingAt: end)
        return trajectory
    }
}
