import LayoutCore
import ScrollPhysics

extension ScrollView {
    /// Lift-off with `contentVelocity` (pt/s): the profile's physics decide the motion (with the momentum
    /// the drag carries, `HeldMomentum`), the layout (or paging) its target. Emits `willEndDragging` (with
    /// the fling velocity the physics used and the offset the motion rests on), `didEndDragging` and, when
    /// anything moves, `willBeginDecelerating`. Ends the drag under way.
    mutating func release(contentVelocity: Vector, at time: Double, target: TargetProvider) -> [ScrollLifecycleEvent] {
        let startOffset = drag?.startOffset ?? contentOffset
        let limited = flingVelocity(scrollingAxes(of: contentVelocity))
        let velocity = drag?.momentum.release(limited) ?? limited
        let plan = releasePlan(velocity, from: startOffset, target: target)
        let willDecelerate = plan.x.isMoving || plan.y.isMoving
        var events: [ScrollLifecycleEvent] = [
            .willEndDragging(velocity: velocity, targetContentOffset: plan.rest),
            .didEndDragging(willDecelerate: willDecelerate),
        ]
        drag = nil
        if willDecelerate {
            motion = ActiveMotion(start: time, kind: .momentum, x: plan.x, y: plan.y)
            phase = .decelerating
            events.append(.willBeginDecelerating(contentOffset: contentOffset))
        } else {
            motion = nil
            phase = .idle
            self.velocity = .zero
        }
        return events
    }

    /// How a release at `velocity` (pt/s, already through `flingVelocity`) from the offset now moves, by
    /// the profile's physics; `startOffset` is where the gesture began (paging moves one page from it).
    func releasePlan(_ velocity: Vector, from startOffset: Point, target: TargetProvider) -> ReleasePlan {
        switch settings.profile {
        case .ios: uikitRelease(velocity, from: startOffset, target: target)
        case .android: androidRelease(velocity, target: target)
        case .flutter, .flutterClamping: flutterRelease(velocity, target: target)
        }
    }

    /// `velocity` with the axes the view does not scroll along zeroed.
    func scrollingAxes(of velocity: Vector) -> Vector {
        Vector(dx: bounds.scrollsHorizontally ? velocity.dx : 0, dy: bounds.scrollsVertically ? velocity.dy : 0)
    }

    /// The release velocity as the profile's gesture handling passes it on: zero when it does not fling
    /// (`ScrollProfile.flings(atSpeed:)`), above the maximum clamped (per axis).
    func flingVelocity(_ velocity: Vector) -> Vector {
        let profile = settings.profile
        let maximum = profile.maximumFlingVelocity(rate: settings.decelerationRate)
        func filtered(_ value: Double) -> Double {
            profile.flings(atSpeed: abs(value)) ? min(max(value, -maximum), maximum) : 0
        }
        return Vector(dx: filtered(velocity.dx), dy: filtered(velocity.dy))
    }

    /// UIScrollView: the proposed offset is where free momentum would rest, clamped to the bounds; the
    /// layout (or paging) may choose another target, and then the momentum is re-aimed to rest exactly on it.
    private func uikitRelease(_ velocity: Vector, from startOffset: Point, target: TargetProvider) -> ReleasePlan {
        let rate = settings.pagingEnabled ? DecelerationRate.fast : settings.decelerationRate
        func freeRest(along axis: Axis) -> Double {
            let position = contentOffset.coordinate(along: axis)
            guard bounds.range(along: axis).contains(position) else {
                return clamp(position, bounds.range(along: axis))
            }
            return Deceleration(start: position, velocity: velocity.coordinate(along: axis), rate: rate).restingPoint
        }
        let proposed = bounds.clamped(Point(x: freeRest(along: .horizontal), y: freeRest(along: .vertical)))
        let chosen =
            settings.pagingEnabled
            ? pageTarget(velocity, from: startOffset, threshold: Paging.velocityThreshold)
            : target(proposed, velocity, contentOffset)
        let aimed = bounds.clamped(chosen)
        var plan = plan(aimingAt: aimed) { axis, position, aim in
            .release(
                at: position, velocity: velocity.coordinate(along: axis), range: bounds.range(along: axis),
                target: aim == proposed.coordinate(along: axis) ? nil : aim, rate: rate, bounces: settings.bounces)
        }
        // UIKit reports the target it was given, also along an axis that does not scroll.
        plan.rest = aimed
        return plan
    }

    /// A plan aiming each scrolling axis at `aim`, built by `build(axis, position, aim)`; an axis that does
    /// not scroll stays. It rests where the trajectories end.
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

    /// Paging: the page (a viewport's length) to rest on, at most one from where the drag began;
    /// velocities at or under `threshold` (pt/s) choose the nearest page.
    func pageTarget(_ velocity: Vector, from startOffset: Point, threshold: Double) -> Point {
        func target(along axis: Axis) -> Double {
            let page = bounds.viewport.length(along: axis)
            let position = contentOffset.coordinate(along: axis)
            guard bounds.scrolls(along: axis), page > 0 else { return position }
            let startPage = Int(saturating: startOffset.coordinate(along: axis) / page, .toNearestOrAwayFromZero)
            let lastPage = Int(saturating: bounds.range(along: axis).upperBound / page, .up)
            let chosen = Paging.targetPage(
                offset: position, pageSize: page, velocity: velocity.coordinate(along: axis),
                startPage: startPage, lastPage: lastPage, threshold: threshold)
            return Double(chosen) * page
        }
        return Point(x: target(along: .horizontal), y: target(along: .vertical))
    }
}

/// Where a release comes to rest and how each axis gets there.
struct ReleasePlan {
    /// The `targetContentOffset` reported by `willEndDragging`.
    var rest: Point
    var x: AxisTrajectory
    var y: AxisTrajectory
}
