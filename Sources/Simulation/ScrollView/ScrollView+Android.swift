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
        let x = AndroidFling(start: contentOffset.x, velocity: velocity.dx, density: density)
        let y = AndroidFling(start: contentOffset.y, velocity: velocity.dy, density: density)
        let proposed = Point(
            x: bounds.scrollsHorizontally ? x.restingPoint : contentOffset.x,
            y: bounds.scrollsVertically ? y.restingPoint : contentOffset.y)
        let chosen = target(proposed, velocity, contentOffset)
        if velocity != .zero, chosen != proposed {
            return plan(aimingAt: bounds.clamped(chosen)) { axis, position, aim in
                .androidSnap(at: position, to: aim, range: bounds.range(along: axis), density: density, paging: false)
            }
        }
        let flown = plan(aimingAt: proposed) { axis, _, _ in
            .androidFling(axis == .horizontal ? x : y, range: bounds.range(along: axis), density: density)
        }
        let stop = flown.rest
        let settle = bounds.clamped(target(stop, .zero, stop))
        let settledX = settled(flown.x, at: settle.x, along: .horizontal)
        let settledY = settled(flown.y, at: settle.y, along: .vertical)
        return ReleasePlan(rest: Point(x: settledX.finalPosition, y: settledY.finalPosition), x: settledX, y: settledY)
    }

    private func settled(_ trajectory: AxisTrajectory, at target: Double, along axis: Axis) -> AxisTrajectory {
        guard bounds.scrolls(along: axis) else { return trajectory }
        var settled = trajectory
        settled.appendSettle(to: target, container: bounds.viewport.length(along: axis))
        return settled
    }
}
