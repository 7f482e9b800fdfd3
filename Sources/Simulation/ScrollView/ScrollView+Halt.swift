import LayoutCore

extension ScrollView {
    /// Stops the scroll view at `offset` at once: a drag is let go of without momentum, a motion is cut
    /// short. Returns the end event of what was under way, so that every begun drag or motion is seen to
    /// end: `didEndDragging` without deceleration, `didEndDecelerating` or `didEndScrollingAnimation` at
    /// `offset`; none at rest. - Complexity: O(1).
    mutating func halt(at offset: Point) -> [ScrollLifecycleEvent] {
        let ended: [ScrollLifecycleEvent]
        if drag != nil {
            ended = [.didEndDragging(willDecelerate: false)]
        } else if let motion {
            ended = [
                motion.kind == .momentum
                    ? .didEndDecelerating(contentOffset: offset) : .didEndScrollingAnimation(contentOffset: offset)
            ]
        } else {
            ended = []
        }
        drag = nil
        motion = nil
        velocity = .zero
        phase = .idle
        contentOffset = offset
        return ended
    }
}

extension ScrollLifecycleEvent {
    /// The same end of a motion with the resting offset `offset`; other events unchanged.
    func resting(at offset: Point) -> ScrollLifecycleEvent {
        switch self {
        case .didEndDecelerating: .didEndDecelerating(contentOffset: offset)
        case .didEndScrollingAnimation: .didEndScrollingAnimation(contentOffset: offset)
        default: self
        }
    }
}
