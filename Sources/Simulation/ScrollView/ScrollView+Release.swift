import LayoutCore
import ScrollPhysics

extension ScrollView {
    /// Lift-off with `contentVelocity`: the proposed offset is where free
    /// momentum would rest, clamped to the bounds; the layout (or paging) may choose another target, and
    /// then the momentum is re-aimed to rest exactly on it. Emits `willEndDragging`, `didEndDragging`
    /// and, when anything moves, `willBeginDecelerating`. Ends the drag under way.
    mutating func release(contentVelocity: Vector, at time: Double, target: TargetProvider) -> [ScrollEvent] {
        let startOffset = drag?.startOffset ?? contentOffset
        let velocity = scrollingAxes(of: contentVelocity)
        let rate = settings.pagingEnabled ? DecelerationRate.fast : settings.decelerationRate
        let proposed = bounds.clamped(
            Point(
                x: freeRest(contentOffset.x, velocity.dx, rate, along: .horizontal),
                y: freeRest(contentOffset.y, velocity.dy, rate, along: .vertical)))
        let chosen =
            settings.pagingEnabled ? pageTarget(velocity, from: startOffset) : target(proposed, velocity, contentOffset)
        let aimed = bounds.clamped(chosen)
        let x = trajectory(
            along: .horizontal, velocity: velocity.dx, target: aimed.x == proposed.x ? nil : aimed.x, rate)
        let y = trajectory(along: .vertical, velocity: velocity.dy, target: aimed.y == proposed.y ? nil : aimed.y, rate)
        let willDecelerate = x.isMoving || y.isMoving
        var events: [ScrollEvent] = [
            .willEndDragging(velocity: velocity, targetContentOffset: aimed),
            .didEndDragging(willDecelerate: willDecelerate),
        ]
        drag = nil
        if willDecelerate {
            motion = ActiveMotion(start: time, kind: .momentum, x: x, y: y)
            phase = .decelerating
            events.append(.willBeginDecelerating(contentOffset: contentOffset))
        } else {
            motion = nil
            phase = .idle
            self.velocity = .zero
        }
        return events
    }

    /// `velocity` with the axes the view does not scroll along zeroed.
    func scrollingAxes(of velocity: Vector) -> Vector {
        Vector(dx: bounds.scrollsHorizontally ? velocity.dx : 0, dy: bounds.scrollsVertically ? velocity.dy : 0)
    }

    private func freeRest(_ position: Double, _ velocity: Double, _ rate: DecelerationRate, along axis: Axis) -> Double
    {
        guard bounds.range(along: axis).contains(position) else { return clamp(position, bounds.range(along: axis)) }
        return Deceleration(start: position, velocity: velocity, rate: rate).restingPoint
    }

    private func trajectory(along axis: Axis, velocity: Double, target: Double?, _ rate: DecelerationRate)
        -> AxisTrajectory
    {
        let position = contentOffset.coordinate(along: axis)
        guard bounds.scrolls(along: axis) else { return AxisTrajectory(resting: position) }
        return .release(
            at: position, velocity: velocity, range: bounds.range(along: axis), target: target, rate: rate,
            bounces: settings.bounces)
    }

    /// Paging: the page (a viewport's length) to rest on, at most one from where the drag began.
    private func pageTarget(_ velocity: Vector, from startOffset: Point) -> Point {
        func target(along axis: Axis) -> Double {
            let page = bounds.viewport.length(along: axis)
            let position = contentOffset.coordinate(along: axis)
            guard bounds.scrolls(along: axis), page > 0 else { return position }
            let startPage = Int(saturating: startOffset.coordinate(along: axis) / page, .toNearestOrAwayFromZero)
            let lastPage = Int(saturating: bounds.range(along: axis).upperBound / page, .up)
            let chosen = Paging.targetPage(
                offset: position, pageSize: page, velocity: axis == .horizontal ? velocity.dx : velocity.dy,
                startPage: startPage, lastPage: lastPage)
            return Double(chosen) * page
        }
        return Point(x: target(along: .horizontal), y: target(along: .vertical))
    }

    /// The offset the finger would hold without the rubber band, for a content offset that may be banded.
    func unbandedOffset(_ offset: Point) -> Point {
        func unbanded(_ value: Double, along axis: Axis) -> Double {
            let range = bounds.range(along: axis)
            guard !range.contains(value) else { return value }
            let edge = clamp(value, range)
            return edge
                + RubberBand.fingerDistance(displaying: value - edge, dimension: bounds.viewport.length(along: axis))
        }
        return Point(x: unbanded(offset.x, along: .horizontal), y: unbanded(offset.y, along: .vertical))
    }

    /// The displayed offset for the finger's offset `value`: itself inside the bounds, through the rubber
    /// band past them (or held at the edge when the view does not bounce); unchanged on an axis that
    /// does not scroll.
    func banded(_ value: Double, along axis: Axis) -> Double {
        guard bounds.scrolls(along: axis) else { return contentOffset.coordinate(along: axis) }
        let range = bounds.range(along: axis)
        guard !range.contains(value) else { return value }
        let edge = clamp(value, range)
        guard settings.bounces else { return edge }
        return edge + RubberBand.displayed(value - edge, dimension: bounds.viewport.length(along: axis))
    }
}
