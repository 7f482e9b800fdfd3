import LayoutCore
import ScrollPhysics

extension ScrollView {
    /// RecyclerView with its SnapHelper. The layout is asked with the spline's unclamped rest point as
    /// the proposal (the fling distance LinearSnapHelper counts items in). The helper takes the fling only
    /// faster than the minimum (`AndroidSnapHelper.takesFling`):
    /// - paging: PagerSnapHelper, the page ahead of the fling (`AndroidSnapHelper.pagerTarget`), reached by
    ///   SnapHelper's decelerating smooth scroll;
    /// - a layout that answers another offset (a snap layout's LinearSnapHelper jump): the same smooth scroll
    ///   to it;
    /// - otherwise the spline fling, stopped at an edge, then — when the layout or the pager wants the rest
    ///   point moved (a snap layout with no jump, a release too slow to fling or to be taken) — the idle
    ///   snap, `smoothScrollBy` along the quintic curve.
    func androidRelease(_ velocity: Vector, target: TargetProvider) -> ReleasePlan {
        let density = settings.screenScale
        let paging = settings.pagingEnabled
        let taken = AndroidSnapHelper.takesFling(speed: max(abs(velocity.dx), abs(velocity.dy)))
        if paging, taken {
            return plan(aimingAt: bounds.clamped(pagerTarget(velocity, at: contentOffset))) { axis, position, aim in
                .androidSnap(at: position, to: aim, range: bounds.range(along: axis), density: density, paging: true)
            }
        }
        let x = AndroidFling(start: contentOffset.x, velocity: velocity.dx, density: density)
        let y = AndroidFling(start: contentOffset.y, velocity: velocity.dy, density: density)
        let proposed = Point(
            x: bounds.scrollsHorizontally ? x.restingPoint : contentOffset.x,
            y: bounds.scrollsVertically ? y.restingPoint : contentOffset.y)
        if taken, !paging {
            let chosen = target(proposed, velocity, contentOffset)
            if chosen != proposed {
                return plan(aimingAt: bounds.clamped(chosen)) { axis, position, aim in
                    .androidSnap(
                        at: position, to: aim, range: bounds.range(along: axis), density: density, paging: false)
                }
            }
        }
        let flown = plan(aimingAt: proposed) { axis, _, _ in
            .androidFling(axis == .horizontal ? x : y, range: bounds.range(along: axis), density: density)
        }
        let stop = flown.rest
        let settle = bounds.clamped(paging ? pagerTarget(.zero, at: stop) : target(stop, .zero, stop))
        let settledX = settled(flown.x, at: settle.x, along: .horizontal)
        let settledY = settled(flown.y, at: settle.y, along: .vertical)
        return ReleasePlan(rest: Point(x: settledX.finalPosition, y: settledY.finalPosition), x: settledX, y: settledY)
    }

    /// PagerSnapHelper's page (a viewport's length) for a fling at `velocity` from `offset`, or the
    /// nearest page without one, per scrolling axis.
    private func pagerTarget(_ velocity: Vector, at offset: Point) -> Point {
        func target(along axis: Axis) -> Double {
            let position = offset.coordinate(along: axis)
            let page = bounds.viewport.length(along: axis)
            guard bounds.scrolls(along: axis), page > 0 else { return position }
            let index = AndroidSnapHelper.pagerTarget(
                offset: position, pageSize: page, velocity: velocity.coordinate(along: axis),
                density: settings.screenScale)
            return index * page
        }
        return Point(x: target(along: .horizontal), y: target(along: .vertical))
    }

    private func settled(_ trajectory: AxisTrajectory, at target: Double, along axis: Axis) -> AxisTrajectory {
        guard bounds.scrolls(along: axis) else { return trajectory }
        var settled = trajectory
        settled.appendSettle(
            to: target, container: bounds.viewport.length(along: axis), density: settings.screenScale)
        return settled
    }
}
