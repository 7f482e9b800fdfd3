import ScrollPhysics

/// The motion of one axis of the content offset after a release or a programmatic scroll: pieces that
/// follow each other in time (a deceleration, then the spring at an edge). A pure function of the time
/// since it began. Units: points, seconds, points per second.
struct AxisTrajectory: Sendable {
    enum Piece: Hashable, Sendable {
        /// UIScrollView's momentum; at `end` the position is `finalPosition` (the rest point, a re-aimed
        /// target or an edge).
        case deceleration(Deceleration, finalPosition: Double)
        /// UIScrollView's bounce-back spring.
        case spring(Spring)
        /// An animated scroll (UIKit's, or Android's smooth scrolls).
        case animation(EaseOutAnimation)
        /// OverScroller's spline fling.
        case androidFling(AndroidFling)
        /// OverScroller's spring-back to an edge.
        case androidSpringBack(AndroidSpringBack)
        /// Flutter's ClampingScrollSimulation.
        case clampingFling(ClampingFling)
        /// Flutter's FrictionSimulation.
        case friction(FrictionSimulation)
        /// Flutter's ScrollSpringSimulation.
        case dampedSpring(DampedSpring)
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
    /// How far the whole trajectory has been moved since its pieces were built (`shift(by:)`), in points.
    private(set) var shift: Double = 0

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

    /// Moves the whole trajectory by `delta` points: every position it samples, and its rest, lie `delta`
    /// further; its timing and velocities are unchanged. For a trajectory whose pieces are all appended
    /// (a motion under way). - Complexity: O(1).
    mutating func shift(by delta: Double) {
        shift += delta
        finalPosition += delta
    }

    /// The position and velocity `time` seconds after the start, and whether a spring is pulling the
    /// content back from past an edge.
    func sample(at time: Double) -> (position: Double, velocity: Double, bouncing: Bool) {
        guard time < duration, let index = pieces.lastIndex(where: { $0.start <= time }) else {
            return (finalPosition, 0, false)
        }
        let sample = unshiftedSample(of: pieces[index].piece, at: time - pieces[index].start)
        // Unshifted, the position is the piece's own (a -0 stays -0).
        return (shift == 0 ? sample.position : sample.position + shift, sample.velocity, sample.bouncing)
    }

    /// The sample of `piece` `t` seconds after it starts, as it was built.
    private func unshiftedSample(of piece: Piece, at t: Double) -> (position: Double, velocity: Double, bouncing: Bool)
    {
        switch piece {
        case .deceleration(let motion, _): return (motion.position(at: t), motion.velocity(at: t), false)
        case .spring(let spring): return (spring.position(at: t), spring.velocity(at: t), true)
        case .animation(let animation): return (animation.position(at: t), animation.velocity(at: t), false)
        case .androidFling(let fling): return (fling.position(at: t), fling.velocity(at: t), false)
        case .androidSpringBack(let back): return (back.position(at: t), back.velocity(at: t), true)
        case .clampingFling(let fling): return (fling.position(at: t), fling.velocity(at: t), false)
        case .friction(let friction): return (friction.position(at: t), friction.velocity(at: t), false)
        case .dampedSpring(let spring): return (spring.position(at: t), spring.velocity(at: t), true)
        }
    }
}
