import LayoutCore
import Layouts

/// The Safari layout's swipe-to-delete: the tab follows the finger along x; on
/// release, past half its width to the left or faster than 1000 pt/s to the left, it is deleted and the
/// other tabs animate into place; otherwise it springs back.
extension Simulator {
    /// The leftward release speed past which a swipe deletes, in points per second.
    static let deletingSwipeSpeed = 1000.0

    /// Starts a swipe on `item` when the layout lets it begin (the tab can be deleted and the touch moves
    /// more along x than y at first); otherwise the touch is a drag of the view, as the collection view's
    /// own pan would take it. A swipe under way is cancelled; a deletion animation under way goes on.
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
        views[index].updateSwipeableLayout { $0.setSwipe(nil, offset: 0) }
        let width = views[index].layout.attributes(forItem: swipe.item, bounds: views[index].bounds)?.frame.width ?? 0
        if translation.dx < -width / 2 || swipe.tracker.velocity.dx < -Self.deletingSwipeSpeed {
            deleteSwiped(index, item: swipe.item, into: &events)
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

    /// The swiped tab's deletion, as `deleteTabs` does it.
    private mutating func deleteSwiped(_ index: Int, item: IndexPath, into events: inout [Event]) {
        deleteTabs([item], in: index, swiped: true, into: &events)
    }

    /// Deletes tabs of a swipe-to-delete layout as UICollectionView animates a batch deletion: per item in
    /// index-path order, `didEndDisplaying` with its disappearing attributes (alpha 0, and moved past the left
    /// edge when it was swiped away) if it was displayed, then `deleted`; the data loses the items and the
    /// other tabs move into place over 0.3 s from where they are shown, a deletion still animating included.
    /// A swipe under way on another tab goes on.
    mutating func deleteTabs(_ items: [IndexPath], in index: Int, swiped: Bool, into events: inout [Event]) {
        let view = views[index]
        let before = view.resolved.swipeToDelete
        for item in items.sorted() {
            let itemID = view.spec.data.itemID(at: item)!
            if let shown = views[index].displayed.removeValue(forKey: .cell(itemID)) {
                let leaving = before?.disappearingAttributes(forItem: item, bounds: view.bounds, swiped: swiped)
                emit(.didEndDisplaying(leaving ?? shown), view: view.id, into: &events)
            }
            emit(.deleted(indexPath: item, id: itemID), view: view.id, into: &events)
        }
        let previousCount = view.spec.data.itemCount(inSection: 0) ?? 0
        let swipe = view.swipe.flatMap { $0.remapped(deleting: items) }
        views[index].spec.data.deleteItems(items)
        views[index].relayout(at: time)
        views[index].updateSwipeableLayout {
            $0.beginDeletionAnimation(removed: items, previousCount: previousCount, continuing: before)
        }
        views[index].animationStart = time
        views[index].swipe = swipe
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

    /// Moves the layout's deletion animation to `time` (seconds). True while it ran this tick, the tick
    /// that brings it to rest included.
    mutating func advanceAnimation(at time: Double) -> Bool {
        guard let start = animationStart else { return false }
        var running = false
        updateSwipeableLayout { running = $0.advanceAnimation(to: time - start) }
        if !running { animationStart = nil }
        return true
    }
}
