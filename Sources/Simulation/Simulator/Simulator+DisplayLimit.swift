import LayoutCore

/// The display limit while a view moves (`maximumDisplayedElements`): creation and data changes are
/// checked where they happen (`install`, `apply`); these keep a scroll from moving a view where it would
/// display more.
extension Simulator {
    /// Stops view `index` at `offset` (where the tick began) when this tick's move would have it display more
    /// than the limit: `displayLimitReached`, and the drag or motion under way ends there. Returns the
    /// tick's lifecycle events as they stand after the stop: `ended` (the motion's own end this tick) at
    /// `offset`, or the end the stop made.
    /// - Complexity: O(log n + u) for u elements the move uncovered; see `displaysAtMostAfterMove`.
    mutating func stopIfTooDense(
        _ index: Int, returningTo offset: Point, ended: [ScrollLifecycleEvent], into events: inout [Event]
    ) -> [ScrollLifecycleEvent]? {
        guard !views[index].displaysAtMostAfterMove(maximumDisplayedElements) else { return nil }
        let refused = views[index].scroll.contentOffset
        emit(
            .displayLimitReached(limit: maximumDisplayedElements, contentOffset: offset, refusedOffset: refused),
            view: views[index].id, into: &events)
        views[index].touch = nil
        let halted = views[index].scroll.halt(at: offset)
        return ended.isEmpty ? halted : ended.map { $0.resting(at: offset) }
    }

    /// Refuses a jump of view `index` to `offset` (an unanimated `scrollTo` or `scrollToItem`) that would
    /// display more than the limit, before anything moves; an animated scroll is stopped by the ticks.
    /// - Throws: `limit_exceeded` with `path`.
    func checkDisplayLimit(_ index: Int, jumpingTo offset: Point, animated: Bool, path: String)
        throws(SimulationError)
    {
        guard !animated, !views[index].displaysAtMost(maximumDisplayedElements, at: offset) else { return }
        throw SimulationError(
            .limitExceeded,
            "view \"\(views[index].id)\" would display more than \(maximumDisplayedElements) elements at once at offset [\(offset.x), \(offset.y)]; scroll elsewhere or make its items larger",
            path: path)
    }
}
