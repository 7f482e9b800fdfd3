import LayoutCore
import ScrollPhysics

/// Flutter's carried momentum (BouncingScrollPhysics, the `flutter` profile): a touch during a motion keeps
/// the motion's velocity, and its release may add it to its own (`CarriedMomentum`). Every other profile
/// carries nothing: a touch stops the motion and the next fling starts from its own velocity.
struct HeldMomentum: Sendable {
    /// The velocity the drag carries, per axis, in points per second; zero where it carries none.
    private(set) var carried = Vector.zero
    /// When the finger last moved along x and along y, in seconds.
    private var movedX: Double
    private var movedY: Double

    /// A touch at `time` (seconds) during a motion moving at `velocity` (pt/s), under `profile`.
    init(touchingAt time: Double, motionVelocity velocity: Vector, profile: ScrollProfile) {
        movedX = time
        movedY = time
        guard profile == .flutter else { return }
        carried = Vector(dx: CarriedMomentum.carried(from: velocity.dx), dy: CarriedMomentum.carried(from: velocity.dy))
    }

    /// One pointer move of `move` points at `time`: an axis the finger has not moved along for more than
    /// `CarriedMomentum.stationaryLimit` loses its momentum (`_maybeLoseMomentum`). O(1).
    mutating func note(_ move: Vector, at time: Double) {
        if move.dx != 0 {
            movedX = time
        } else if time - movedX > CarriedMomentum.stationaryLimit {
            carried.dx = 0
        }
        if move.dy != 0 {
            movedY = time
        } else if time - movedY > CarriedMomentum.stationaryLimit {
            carried.dy = 0
        }
    }

    /// The release velocity (pt/s, through the fling limits) with the carried momentum added where
    /// `CarriedMomentum.release` adds it.
    func release(_ velocity: Vector) -> Vector {
        Vector(
            dx: CarriedMomentum.release(velocity.dx, carrying: carried.dx),
            dy: CarriedMomentum.release(velocity.dy, carrying: carried.dy))
    }
}
