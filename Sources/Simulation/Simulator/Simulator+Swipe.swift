import LayoutCore
import Layouts

/// The Safari layout's swipe-to-delete: the tab follows the finger along x; on
/// release, past half its width to the left or faster than 1000 pt/s to the left, it is deleted and the
/// other tabs animate into place (`deleteTabs`); otherwise it springs back.
extension Simulator {
    /// The leftward release speed past which a swipe deletes, in points per second.
    static let deletingSwipeSpeed = 1000.0

    /// Starts a swipe on `item` when the layout lets it begin (the tab can be deleted and the touch moves
    /// more along x than y at first); otherwise the touch is a drag of the view, as the collection view's
    /// own pan would take it. A swipe under way is cancelled; an update animation under way goes on.
    mutating func beginSwipe(_ index: Int, item: IndexPath, path: TouchPath, into events: inout [Event])
        throws(SimulationError)
    {
        guard views[index].spec.data.contains(item) else {
            throw SimulationError(.notFound, "view \"\(views[index].id)\" has no item \(item)", path: "item")
        }
        let firstMove = path.points.dropFirst().first?.translation ?? .zero
        let swipeable = views[index].resolved.swipeToDelete?.canDelete(item) ?? false
        guard swipeable, abs(firstMove.dx) > abs(firstMove.dy) else {
            return beginDrag(index, path: path, into: &events)
        }
        views[index].updateSwipeableLayout { $0.setSwipe(nil, offset: 0) }
        var swipe = SimulatedView.ActiveSwipe(item: item, touch: SimulatedView.ActiveTouch(path: path, startTick: tick))
        swipe.tracker.record(.zero, at: time)
        views[index].swipe = swipe
    }

    /// Moves the swiped tab with the finger for this tick and, when the finger lifts, deletes the tab or
    /// puts it back. True when the layout changed (the displayed set must be diffed).
    mutating func advanceSwipe(_ index: Int, into events: inout [Event]) -> Bool {
        guard var swipe = views[index].swipe else { return false }
        let elapsed = swipe.touch.elapsed(atTick: tick, tickHz: tickHz)
        let translation = swipe.touch.path.translation(at: elapsed)
        swipe.tracker.record(translation, at: time)
        guard swipe.touch.path.hasEnded(at: elapsed) else {
            views[index].swipe = swipe
            views[index].updateSwipeableLayout { $0.setSwipe(swipe.item, offset: translation.dx) }
            return true
        }
        views[index].swipe = nil
        let width = views[index].layout.attributes(forItem: swipe.item, bounds: views[index].bounds)?.frame.width ?? 0
        if translation.dx < -width / 2 || swipe.tracker.velocity.dx < -Self.deletingSwipeSpeed {
            // The layout keeps the swipe until the deletion prepares it again: the tab leaves swiped away.
            deleteSwiped(index, item: swipe.item, into: &events)
        } else {
            views[index].updateSwipeableLayout { $0.setSwipe(nil, offset: 0) }
        }
        return true
    }

    /// Puts back a swipe under way after a prepare dropped it (a batch that kept its tab): the tab where
    /// the finger has it now, as the next tick would place it.
    mutating func resumeSwipe(_ swipe: SimulatedView.ActiveSwipe, in index: Int) {
        let translation = swipe.touch.path.translation(at: swipe.touch.elapsed(atTick: tick, tickHz: tickHz))
        views[index].swipe = swipe
        views[index].updateSwipeableLayout { $0.setSwipe(swipe.item, offset: translation.dx) }
    }

    /// The swiped tab's deletion, as `deleteTabs` does it (the tab exists: a swipe ends with its tab).
    private mutating func deleteSwiped(_ index: Int, item: IndexPath, into events: inout [Event]) {
        do {
            try deleteTabs([item], in: index, into: &events)
        } catch {
            preconditionFailure("the swiped tab \(item) is there to delete: \(error)")
        }
    }

    /// Deletes tabs of a swipe-to-delete layout as UICollectionView's `deleteItems(at:)` does (the seed's
    /// delegate calls it): one animated batch of the deletions (`applyBatch`, `UpdateTiming.standard`)
    /// with no completion handler, so no `didEndBatchUpdates`. Per item in index-path order, `deleted`; a
    /// displayed tab goes on to the layout's disappearing attributes (alpha 0, past the left edge when a
    /// swipe holds it) and ends there with `didEndDisplaying` when the animation does; the other tabs move
    /// into place from where they are shown, an animation under way included, which goes on. A swipe under
    /// way on another tab goes on. - Throws: what `applyBatch` throws for the deletions.
    mutating func deleteTabs(_ items: [IndexPath], in index: Int, into events: inout [Event]) throws(SimulationError) {
        try applyBatch(
            BatchUpdate(deleteItems: items), animation: .standard, in: index, hasCompletion: false, into: &events)
    }

    /// What a tab-presenting layout's transition animator needs for a selected tab; nil for other layouts.
    func tabTransition(_ index: Int, item: IndexPath) -> TabTransition? {
        let view = views[index]
        guard let presenting = view.resolved.tabPresenting,
            let shown = presenting.presentationStart(forItem: item, bounds: view.bounds)
        else { return nil }
        return TabTransition(
            duration: TabTransition.standardDuration, fromFrame: shown.frame, fromTransform: shown.transform,
            toFrame: view.bounds, toTransform: .identity)
    }
}

extension SimulatedView {
    /// Changes a swipe-to-delete layout in place; nothing for other layouts.
    mutating func updateSwipeableLayout(_ change: (inout any SwipeToDeleteLayout) -> Void) {
        resolved.updateSwipeToDelete(change)
    }

    /// Whether `command` is a `deleteItems` that this view animates (`Simulator.deleteTabs`): a
    /// swipe-to-delete layout's. - Complexity: O(1).
    func animatesDeletion(_ command: Command) -> Bool {
        guard case .deleteItems = command else { return false }
        return resolved.capabilities.contains(.swipeToDelete)
    }

}
