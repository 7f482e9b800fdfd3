import RealModule

/// BouncingScrollPhysics' momentum carried from a running motion into the next fling, along one axis
/// (Flutter's `carriedMomentum` and `ScrollDragController`). A touch during a motion records the motion's
/// velocity `v`; the drag it starts carries `sign(v)·min(0.000816·|v|^1.967, 40,000)`; the drag's release
/// adds the carried velocity to its own when both have the same sign and the release is faster than half
/// the carried one. A pointer that stays still along the axis for more than 20 ms loses it. Units: points
/// per second, seconds. O(1).
public enum CarriedMomentum {
    /// `ScrollDragController.momentumRetainVelocityThresholdFactor`.
    public static let retainFactor = 0.5
    /// `momentumRetainStationaryDurationThreshold`: 20 ms, in seconds.
    public static let stationaryLimit = 0.020
    /// The carried velocity's ceiling, points per second.
    public static let ceiling = 40000.0

    /// `BouncingScrollPhysics.carriedMomentum` for a motion at `velocity`.
    public static func carried(from velocity: Double) -> Double {
        guard velocity != 0 else { return 0 }
        let magnitude = min(0.000816 * Double.pow(abs(velocity), 1.967), ceiling)
        return velocity < 0 ? -magnitude : magnitude
    }

    /// `ScrollDragController.end`: the release velocity with `carried` added when the fling goes the same
    /// way and is not much slower (`|release| > 0.5·|carried|`); the release alone otherwise.
    public static func release(_ release: Double, carrying carried: Double) -> Double {
        let sameWay = (release > 0 && carried > 0) || (release < 0 && carried < 0)
        return sameWay && abs(release) > abs(carried) * retainFactor ? release + carried : release
    }
}
