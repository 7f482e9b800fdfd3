import LayoutCore

extension ScrollView {
    /// Takes new bounds after the content or the viewport changed under the scroll view (a data change, a
    /// resize, an orthogonal section's row changing). At rest, the offset moves inside them
    /// (`updateBounds(_:)`). Momentum whose rest lies outside them, from an offset still inside, is
    /// re-aimed: it goes on as a release from where it is, at the velocity it has at `time`, would go now
    /// (the profile's physics and `target` asked again against the new bounds), so it crosses the new
    /// edge and bounces, or decelerates onto the layout's new target, instead of resting where the old
    /// content ended. An offset the new bounds leave behind is the caller's to move (as a relayout
    /// does: at once, inside them). With no motion left, the momentum still ends at the next `advance`
    /// (`didEndDecelerating`). - Complexity: O(1), and the layout's `target` once.
    public mutating func updateBounds(_ newBounds: ScrollBounds, at time: Double, target: TargetProvider) {
        updateBounds(newBounds)
        guard let active = motion, active.kind == .momentum else { return }
        let rest = Point(x: active.x.finalPosition, y: active.y.finalPosition)
        guard newBounds.clamped(rest) != rest, newBounds.clamped(contentOffset) == contentOffset else { return }
        let elapsed = time - active.start
        let now = Vector(dx: active.x.sample(at: elapsed).velocity, dy: active.y.sample(at: elapsed).velocity)
        let plan = releasePlan(flingVelocity(scrollingAxes(of: now)), from: contentOffset, target: target)
        motion = ActiveMotion(start: time, kind: .momentum, x: plan.x, y: plan.y)
        velocity = now
    }
}
