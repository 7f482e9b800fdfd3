import LayoutCore

/// The display limit while a view moves (`maximumDisplayedElements`): creation and data changes are
/// checked where they happen (`install`, `apply`); these keep a scroll of the view or of one of its
/// orthogonal sections from moving it where it would display more.
extension Simulator {
    /// Stops view `index` at `offset` (where the tick began) when this tick's move would have it display more
    /// than the limit: `displayLimitReached`, and the drag or motion under way ends there. Returns the
    /// tick's lifecycle events as they stand after the stop: `ended` (the motion's own end this tick) at
    /// `offset`, or the end the stop made.
    /// - Complexity: O(1) without a limit (checked first: reading `views[index]` for the check copies the
    ///   whole view, its arrays and dictionaries retained and released, a fifth of a fling's tick); else
    ///   O(log n + u) for u elements the move uncovered (see `displaysAtMostAfterMove`).
    mutating func stopIfTooDense(
        _ index: Int, returningTo offset: Point, ended: [ScrollLifecycleEvent], into events: inout [Event]
    ) -> [ScrollLifecycleEvent]? {
        guard maximumDisplayedElements < .max,
            !views[index].displaysAtMostAfterMove(maximumDisplayedElements)
        else { return nil }
        let refused = views[index].scroll.contentOffset
        emit(
            .displayLimitReached(limit: maximumDisplayedElements, contentOffset: offset, refusedOffset: refused),
            view: views[index].id, into: &events)
        views[index].touch = nil
        let halted = views[index].scroll.halt(at: offset)
        return ended.isEmpty ? halted : ended.map { $0.resting(at: offset) }
    }

    /// Stops the orthogonal section at `position` of view `index`'s section scrolls at `offset` (its own
    /// offset where the tick began) when this tick's move of it would have the view display more than the
    /// limit: `displayLimitReached` with the section, its touch let go of and its motion ended, with no
    /// lifecycle events (a section's scroll view reports none). True when it stopped.
    /// - Complexity: O(log n + d) under a limit, for d displayed; O(1) without one.
    mutating func stopSectionIfTooDense(
        _ index: Int, at position: Int, returningTo offset: Point, into events: inout [Event]
    ) -> Bool {
        guard maximumDisplayedElements < .max else { return false }
        let sectionScroll = views[index].sectionScrolls[position]
        let section = sectionScroll.section
        let fits = views[index].displaysAtMost(maximumDisplayedElements, section: section, at: sectionScroll.offset)
        guard !fits else { return false }
        emit(
            .displayLimitReached(
                limit: maximumDisplayedElements, contentOffset: offset,
                refusedOffset: sectionScroll.scroll.contentOffset, section: section),
            view: views[index].id, into: &events)
        views[index].sectionScrolls[position].touch = nil
        _ = views[index].sectionScrolls[position].scroll.halt(at: offset)
        return true
    }

    /// Refuses a resize to `viewport` or a reload with `data` of view `index` before its layout is
    /// prepared again, when the first items of the result already display more than the limit where the
    /// view is (`DensityProbe`: a view at its start offset). Otherwise the change is prepared and counted.
    /// - Throws: `limit_exceeded`. - Complexity: O(limit), whatever the view holds.
    func refuseIfFirstItemsTooDense(_ index: Int, viewport: Size? = nil, data: CollectionData? = nil)
        throws(SimulationError)
    {
        guard maximumDisplayedElements < .max else { return }
        var changed = views[index].spec
        changed.viewport = viewport ?? changed.viewport
        changed.data = data ?? changed.data
        changed.contentOffset = views[index].scroll.contentOffset
        if DensityProbe.refuses(changed, limit: maximumDisplayedElements) { throw tooDense(views[index].id) }
    }

    /// Refuses a jump of view `index` to `offset` (an unanimated `scrollTo` or `scrollToItem`; nil: the
    /// view stays) that, with orthogonal section `jump` moved as well, would display more than the limit,
    /// before anything moves; an animated scroll is stopped by the ticks.
    /// - Throws: `limit_exceeded` with `path`.
    mutating func checkDisplayLimit(
        _ index: Int, jumpingTo offset: Point?, section jump: SectionJump? = nil, animated: Bool, path: String
    ) throws(SimulationError) {
        guard !animated else { return }
        let fits =
            if let jump {
                views[index].displaysAtMost(
                    maximumDisplayedElements, section: jump.section, at: jump.along, offset: offset)
            } else {
                views[index].displaysAtMost(maximumDisplayedElements, at: offset)
            }
        guard !fits else { return }
        let viewAt = offset.map { " at offset [\($0.x), \($0.y)]" } ?? ""
        let sectionAt = jump.map { " with section \($0.section) at [\($0.offset.x), \($0.offset.y)]" } ?? ""
        throw SimulationError(
            .limitExceeded,
            "view \"\(views[index].id)\" would display more than \(maximumDisplayedElements) elements at once\(viewAt)\(sectionAt); scroll elsewhere or make its items larger",
            path: path)
    }
}
