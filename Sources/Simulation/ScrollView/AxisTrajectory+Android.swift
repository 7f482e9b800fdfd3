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
    /// `DecelerateInterpolator` over `AndroidSmoothScroll.snapDuration`, idle once the whole-pixel
    /// position reaches the target's pixel (`AndroidSmoothScroll.idleTime`); no scroll for a target under
    /// half a pixel away. From past an edge: the spring-back instead.
    static func androidSnap(
        at position: Double, to target: Double, range: ClosedRange<Double>, density: Double, paging: Bool
    ) -> AxisTrajectory {
        var trajectory = AxisTrajectory(resting: position)
        guard range.contains(position) else {
            trajectory.appendSpringBack(to: clamp(position, range), density: density)
            return trajectory
        }
        let duration = AndroidSmoothScroll.snapDuration(distance: target - position, density: density, paging: paging)
        trajectory.appendSmoothScroll(to: target, duration: duration, power: AndroidSmoothScroll.snapPower, density)
        return trajectory
    }

    /// SnapHelper's snap once the list is idle (`snapToTargetExistingView`): `smoothScrollBy` from where
    /// the trajectory ends to `target`, along the quintic interpolator, `container` being the viewport's
    /// length on this axis; idle, like every smooth scroll, once the pixel arrives.
    mutating func appendSettle(to target: Double, container: Double, density: Double) {
        let duration = AndroidSmoothScroll.settleDuration(distance: target - finalPosition, container: container)
        appendSmoothScroll(to: target, duration: duration, power: AndroidSmoothScroll.settlePower, density)
    }

    /// RecyclerView's ViewFlinger running `OverScroller.startScroll` from where the trajectory ends to
    /// `target` along `1 − (1 − u)^power` over `duration` seconds, ending at `AndroidSmoothScroll.idleTime`
    /// on the target; nothing when the distance rounds to no pixel.
    private mutating func appendSmoothScroll(to target: Double, duration: Double, power: Double, _ density: Double) {
        let distance = target - finalPosition
        guard AndroidSmoothScroll.pixels(distance, density: density) >= 1 else { return }
        let scroll = EaseOutAnimation(from: finalPosition, to: target, duration: duration, power: power)
        let idle = AndroidSmoothScroll.idleTime(distance: distance, density: density, duration: duration, power: power)
        append(.animation(scroll), lasting: idle, endingAt: target)
    }

    private mutating func appendSpringBack(to edge: Double, density: Double) {
        let back = AndroidSpringBack(from: finalPosition, to: edge, density: density)
        append(.androidSpringBack(back), lasting: back.duration, endingAt: edge)
    }
}
