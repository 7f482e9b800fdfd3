import LayoutCore
import ScrollPhysics

extension ScrollView {
    /// RecyclerView with its SnapHelper. The layout is asked with the spline's unclamped rest point as
    /// the proposal (the fling distance LinearSnapHelper counts items in):
    /// - paging: PagerSnapHelper, the next page ahead of a fling (the nearest page without one), reached by
    ///   SnapHelper's decelerating smooth scroll;
    /// - a layout that answers another offset (a snap layout's LinearSnapHelper jump): the same smooth scroll
    ///   to it;
    /// - otherwise the spline fling, stopped at an edge, then — when the layout wants the rest point
    ///   moved (a snap layout with no jump, or a release too slow to fling) — the idle snap,
    ///   `smoothScrollBy` along the quintic curve.
    func androidRelease(_ velocity: Vector, target: TargetProvider) -> ReleasePlan {
        let density = settings.screenScale
        if settings.pagingEnabled {
            let pages = bounds.clamped(pageTarget(velocity, from: contentOffset, threshold: 0))
            let flung = velocity != .zero
            return plan(aimingAt: pages) { axis, position, aim in
                flung
                    ? .androidSnap(
                        at: position, to: aim, range: bounds.range(along: axis), density: density, paging: true)
                    : settled(AxisTrajectory(resting: position), at: aim, along: axis)
            }
        }
        let flings = Axis.allCases.map { axis in
            AndroidFling(
                start: contentOffset.coordinate(along: axis), velocity: velocity.coordinate(along: axis),
                density: density)
        }
        let proposed = Point(
            x: bounds.scrollsHorizontally ? flings[0].restingPoint : contentOffset.x,
            y: bounds.scrollsVertically ? flings[1].restingPoint : contentOffset.y)
        let chosen = target(proposed, velocity, contentOffset)
        if velocity != .zero, chosen != proposed {
            return plan(aimingAt: bounds.clamped(chosen)) { axis, position, aim in
                .androidSnap(at: position, to: aim, range: bounds.range(along: axis), density: density, paging: false)
            }
        }
        var x = flingTrajectory(along: .horizontal, velocity.dx, density)
        var y = flingTrajectory(along: .vertical, velocity.dy, density)
        let stop = Point(x: x.finalPosition, y: y.finalPosition)
        let settle = bounds.clamped(target(stop, .zero, stop))
        x = settled(x, at: settle.x, along: .horizontal)
        y = settled(y, at: settle.y, along: .vertical)
        return ReleasePlan(rest: Point(x: x.finalPosition, y: y.finalPosition), x: x, y: y)
    }

    private func flingTrajectory(along axis: Axis, _ velocity: Double, _ density: Double) -> AxisTrajectory {
        let position = contentOffset.coordinate(along: axis)
        guard bounds.scrolls(along: axis) else { return AxisTrajectory(resting: position) }
        return .androidFling(at: position, velocity: velocity, range: bounds.range(along: axis), density: density)
    }

    private func settled(_ trajectory: AxisTrajectory, at target: Double, along axis: Axis) -> AxisTrajectory {
        guard bounds.scrolls(along: axis) else { return trajectory }
        var settled = trajectory
        settled.appendSettle(to: target, container: bounds.viewport.length(along: axis))
        return settled
    }

    /// A plan aiming each scrolling axis at `aim`, built by `build(axis, position, aim)`; it rests where
    /// the trajectories end.
    func plan(aimingAt aim: Point, _ build: (Axis, Double, Double) -> AxisTrajectory) -> ReleasePlan {
        func trajectory(along axis: Axis) -> AxisTrajectory {
            let position = contentOffset.coordinate(along: axis)
            guard bounds.scrolls(along: axis) else { return AxisTrajectory(resting: position) }
            return build(axis, position, aim.coordinate(along: axis))
        }
        let x = trajectory(along: .horizontal)
        let y = trajectory(along: .vertical)
        return ReleasePlan(rest: Point(x: x.finalPosition, y: y.finalPosition), x: x, y: y)
    }
}
