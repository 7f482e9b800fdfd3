import ScrollPhysics

extension AxisTrajectory {
    /// RecyclerView's `fling` along one axis: the spline until RecyclerView goes idle (its whole-pixel
    /// position on the final pixel, `AndroidFling.idleTime`) or reaches an edge, where it stops (the edge
    /// effect takes the rest of the velocity; the content does not move past the edge). From past an edge:
    /// OverScroller's spring-back to it. `density` is pixels per point.
    static func androidFling(_ fling: AndroidFling, range: ClosedRange<Double>, density: Double) -> AxisTrajectory {
        let position = fling.start
        var trajectory = AxisTrajectory(resting: position)
        guard range.contains(position) else {
            trajectory.appendSpringBack(to: clamp(position, range), density: density)
            return trajectory
        }
        let rest = fling.restingPoint
        guard !range.contains(rest) else {
            trajectory.append(.androidFling(fling), lasting: fling.idleTime(density: density), endingAt: rest)
            return trajectory
        }
        let edge = clamp(rest, range)
        let crossing = fling.time(toTravel: abs(edge - position)) ?? fling.duration
        trajectory.append(.androidFling(fling), lasting: crossing, endingAt: edge)
        return trajectory
    }

    /// SnapHelper's smooth scroll to a target chosen at the release (LinearSnapHelper, PagerSnapHelper):
    /// `DecelerateInterpolator` over `AndroidSmoothScroll.snapDuration`. From past an edge: the
    /// spring-back instead.
    static func androidSnap(
        at position: Double, to target: Double, range: ClosedRange<Double>, density: Double, paging: Bool
    ) -> AxisTrajectory {
        var trajectory = AxisTrajectory(resting: position)
        guard range.contains(position) else {
            trajectory.appendSpringBack(to: clamp(position, range), density: density)
            return trajectory
        }
        guard target != position else { return trajectory }
        let duration = AndroidSmoothScroll.snapDuration(distance: target - position, density: density, paging: paging)
        let scroll = EaseOutAnimation(
            from: position, to: target, duration: duration, power: AndroidSmoothScroll.snapPower)
        trajectory.append(.animation(scroll), lasting: duration, endingAt: target)
        return trajectory
    }

    /// SnapHelper's snap once the list is idle (`snapToTargetExistingView`): `smoothScrollBy` from where
    /// the trajectory ends to `target`, along the quintic interpolator, `container` being the viewport's
    /// length on this axis.
    mutating func appendSettle(to target: Double, container: Double) {
        let start = finalPosition
        guard target != start else { return }
        let duration = AndroidSmoothScroll.settleDuration(distance: target - start, container: container)
        let scroll = EaseOutAnimation(
            from: start, to: target, duration: duration, power: AndroidSmoothScroll.settlePower)
        append(.animation(scroll), lasting: duration, endingAt: target)
    }

    private mutating func appendSpringBack(to edge: Double, density: Double) {
        let back = AndroidSpringBack(from: finalPosition, to: edge, density: density)
        append(.androidSpringBack(back), lasting: back.duration, endingAt: edge)
    }
}
