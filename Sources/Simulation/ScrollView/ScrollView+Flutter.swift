import LayoutCore
import ScrollPhysics

extension ScrollView {
    /// Flutter's scroll physics: the proposal is where the ballistic simulation rests (clamped); paging
    /// is PageScrollPhysics (half a page added in the direction of a release faster than the tolerance,
    /// rounded, reached by the spring); a layout that answers another offset is reached as
    /// FixedExtentScrollPhysics reaches an item; otherwise the ballistic simulation.
    func flutterRelease(_ velocity: Vector, target: TargetProvider) -> ReleasePlan {
        let tolerance = FlutterTolerance(screenScale: settings.screenScale)
        func axis(_ axis: Axis) -> FlutterAxis {
            FlutterAxis(
                range: bounds.range(along: axis), tolerance: tolerance, clamping: settings.profile == .flutterClamping,
                rate: settings.decelerationRate)
        }
        let free = plan(aimingAt: contentOffset) { along, position, _ in
            .flutterBallistic(at: position, velocity: velocity.coordinate(along: along), axis(along))
        }
        let proposed = bounds.clamped(free.rest)
        let paging = settings.pagingEnabled
        let chosen =
            paging
            ? pageTarget(velocity, from: contentOffset, threshold: tolerance.velocity)
            : target(proposed, velocity, contentOffset)
        let aimed = bounds.clamped(chosen)
        guard paging || aimed != proposed else { return free }
        return plan(aimingAt: aimed) { along, position, aim in
            .flutterAimed(
                at: position, velocity: velocity.coordinate(along: along), target: aim, paging: paging, axis(along))
        }
    }
}
