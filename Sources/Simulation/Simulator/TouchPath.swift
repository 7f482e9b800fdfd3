import LayoutCore

/// A scripted touch: the finger's translation from touch-down over time, linear between points, and how
/// it lifts.
public struct TouchPath: Hashable, Sendable {
    /// How the finger lifts at the end of the path.
    public enum Release: String, CaseIterable, Sendable {
        /// With the velocity of its last 50 ms of samples (UIKit's pan gesture): a moving finger flings.
        case moving
        /// With no velocity, as after holding still for those 50 ms: the content stays where it was let go
        /// (or, past an edge or on a paging or snap layout, settles from rest).
        case still
    }

    /// (seconds since touch-down, translation), in increasing time, starting at (0, zero).
    public private(set) var points: [(time: Double, translation: Vector)]
    /// How the finger lifts; `moving` unless the script says otherwise.
    public var release: Release = .moving

    /// A touch moved linearly by `translation` over `duration` seconds.
    public init(linear translation: Vector, duration: Double) {
        points = [(0, .zero), (max(0, duration), translation)]
    }

    /// A touch through `samples` of (seconds, translation), which must be in increasing time.
    public init(samples: [(time: Double, translation: Vector)]) {
        points = [(0, .zero)] + samples.filter { $0.time > 0 }
    }

    /// When the finger lifts, in seconds since touch-down.
    public var duration: Double { points.last?.time ?? 0 }

    /// Whether the finger has lifted `elapsed` seconds after touch-down (at the tick its last point falls on).
    public func hasEnded(at elapsed: Double) -> Bool { TimeTolerance.hasReached(elapsed, duration) }

    /// The translation `time` seconds after touch-down.
    public func translation(at time: Double) -> Vector {
        guard let next = points.firstIndex(where: { $0.time >= time }) else { return points.last?.translation ?? .zero }
        guard next > 0 else { return points[0].translation }
        let (t0, a) = points[next - 1]
        let (t1, b) = points[next]
        let u = t1 > t0 ? (time - t0) / (t1 - t0) : 1
        return Vector(dx: a.dx + (b.dx - a.dx) * u, dy: a.dy + (b.dy - a.dy) * u)
    }

    public static func == (lhs: TouchPath, rhs: TouchPath) -> Bool {
        lhs.points.map(\.time) == rhs.points.map(\.time)
            && lhs.points.map(\.translation) == rhs.points.map(\.translation) && lhs.release == rhs.release
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(points.map(\.time))
        hasher.combine(release)
    }
}
