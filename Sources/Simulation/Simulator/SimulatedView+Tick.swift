import LayoutCore

/// A view's per-tick questions, asked as methods of the view: called on `views[index]`, they reach the
/// view in place, where reading the same properties from the simulator made Swift copy the whole view
/// (its displayed set, trackers and layout) once per question per tick.
extension SimulatedView {
    /// What the layout needs after the bounds moved from `old` to `new`.
    mutating func invalidation(forMoveTo new: Rect, from old: Rect) -> Invalidation {
        layout.invalidation(forBoundsChange: new, old: old)
    }

    /// Takes a focusing layout's focused item at the bounds now; the `focusChanged` event when it changed.
    mutating func updateFocus() -> EventKind? {
        let focus = resolved.focusing?.focusedItem(bounds: bounds)
        guard focus != focused else { return nil }
        let focusID = focus.flatMap(spec.data.itemID)
        let change = EventKind.focusChanged(from: focused, to: focus, fromID: focusedID, toID: focusID)
        focused = focus
        focusedID = focusID
        return change
    }

    /// The viewable dwells that end at `time` (seconds); none without a viewability rule.
    mutating func completeDwells(at time: Double) -> [VisibilityTracker.Change] {
        visibility?.dwellsCompleted(at: time) ?? []
    }

    /// Moves the prefetch range to the bounds now; nil without prefetching. Asked of the view in place, so
    /// that only the layout as shown (a reference) is copied on a tick, not the whole view.
    mutating func movePrefetchRange(incrementally: Bool) -> PrefetchTracker.Changes? {
        guard prefetch != nil else { return nil }
        let bounds = bounds
        let displayedRect = displayedRect(for: bounds)
        guard let range = prefetch?.range(for: bounds, from: lastBounds, displayedRect: displayedRect) else {
            return nil
        }
        let layout = layout
        return prefetch?.update(to: range, layout: layout, bounds: bounds, incrementally: incrementally)
    }
}
