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
        let free = [Axis.horizontal, .vertical].map { along in
            bounds.scrolls(along: along)
                ? AxisTrajectory.flutterBallistic(
                    at: contentOffset.coordinate(along: along), velocity: velocity.coordinate(along: along),
                    axis(along))
                : AxisTrajectory(resting: contentOffset.coordinate(along: along))
        }
        let proposed = bounds.clamped(Point(x: free[0].finalPosition, y: free[1].finalPosition))
        let paging = settings.pagingEnabled
        let chosen =
            paging
            ? pageTarget(velocity, from: contentOffset, threshold: tolerance.velocity)
            : target(proposed, velocity, contentOffset)
        let aimed = bounds.clamped(chosen)
        guard paging || aimed != proposed else {
            return ReleasePlan(rest: Point(x: free[0].finalPosition, y: free[1].finalPosition), x: free[0], y: free[1])
        }
        return plan(aimingAt: aimed) { along, position, aim in
            .flutterAimed(
                at: position, velocity: velocity.coordinate(along: along), target: aim, paging: paging, axis(along))
        }
    }
}
