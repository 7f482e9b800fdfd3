import Foundation
import LayoutCore
import Simulation

extension UICollectionView {
    /// Calls the delegates and data sources for the view's events not yet dispatched, in `seq` order. A
    /// change made from one of those callbacks (a batch from `willDisplay`) queues its events after the
    /// ones still to come, as a main run loop would deliver them, so none is skipped.
    /// - Complexity: O(events) plus the callbacks.
    func dispatch(_ events: [Event]) {
        guard let engine else { return }
        guard !engine.isDispatching else {
            for index in events.indices where events[index].seq > engine.lastQueued && events[index].view == engine.id {
                engine.lastQueued = events[index].seq
                engine.queue(events[index])
            }
            return
        }
        engine.isDispatching = true
        defer { engine.isDispatching = false }
        // Against the mark as it stands now: a callback's change moves it past this change's events. Each
        // event is read in place (a copy would retain and release its view id and its payload).
        let delivered = engine.lastQueued
        for index in events.indices where events[index].seq > delivered && events[index].view == engine.id {
            engine.lastQueued = max(engine.lastQueued, events[index].seq)
            // A tick's usual event, matched in place: handing the kind on copies it (its payload retained).
            if case .didScroll(let contentOffset, _) = events[index].kind {
                didScroll(to: contentOffset)
            } else {
                dispatch(events[index].kind)
            }
        }
        guard engine.hasQueued else { return }
        var next = 0
        while next < engine.queued.count {
            let kind = engine.queued[next].kind
            next += 1
            dispatch(kind)
        }
        engine.clearQueued()
    }

    private func dispatch(_ kind: EventKind) {
        switch kind {
        case .didScroll(let contentOffset, _): didScroll(to: contentOffset)
        case .scroll(let event): dispatch(event)
        case .willDisplay(let attributes): display(attributes)
        case .didEndDisplaying(let attributes): endDisplaying(attributes)
        case .didSelect(let indexPath, _, _):
            delegate?.collectionView(self, didSelectItemAt: Foundation.IndexPath(indexPath))
        case .prefetchItems(let indexPaths):
            prefetchDataSource?.collectionView(self, prefetchItemsAt: indexPaths.map(Foundation.IndexPath.init))
        case .cancelPrefetching(let indexPaths):
            prefetchDataSource?.collectionView(
                self, cancelPrefetchingForItemsAt: indexPaths.map(Foundation.IndexPath.init))
        case .didEndBatchUpdates(let finished): endBatchUpdates(finished: finished)
        default: break
        }
    }

    /// The content moved to `contentOffset` (points): the offset is set, then the delegate hears of it.
    private func didScroll(to contentOffset: Point) {
        offset = CGPoint(contentOffset)
        if pinsSupplementaries { retakePinnedSupplementaries() }
        delegate?.scrollViewDidScroll(self)
    }

    /// The scroll lifecycle: the state flags change, then the delegate hears of it.
    private func dispatch(_ event: ScrollLifecycleEvent) {
        switch event {
        case .willBeginDragging:
            (isTracking, isDragging, isDecelerating) = (true, true, false)
            delegate?.scrollViewWillBeginDragging(self)
        case .willEndDragging(let velocity, let target):
            isTracking = false
            guard !releaseAsked else { return releaseAsked = false }
            // Paging (or another profile) chose the target itself: the delegate sees it, as in UIKit, and
            // what it writes is not taken.
            var kept = CGPoint(target)
            delegate?.scrollViewWillEndDragging(
                self, withVelocity: Self.perMillisecond(velocity), targetContentOffset: &kept)
        case .didEndDragging(let willDecelerate):
            isDragging = false
            delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        case .willBeginDecelerating:
            isDecelerating = true
            delegate?.scrollViewWillBeginDecelerating(self)
        case .didEndDecelerating:
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        case .didEndScrollingAnimation:
            delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }

    /// Where a release rests, as UIKit decides it: the events before the release reach the delegates,
    /// then the layout's `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` answers,
    /// then the delegate's `scrollViewWillEndDragging` may write another target.
    func answerRelease(_ question: ReleaseQuestion) -> Point {
        guard let engine else { return answer(question) }
        return engine.answering(with: question.layout) { answer(question) }
    }

    private func answer(_ question: ReleaseQuestion) -> Point {
        dispatch(question.eventsBefore)
        isTracking = false
        let velocity = Self.perMillisecond(question.velocity)
        var target = collectionViewLayout.targetContentOffset(
            forProposedContentOffset: CGPoint(question.target), withScrollingVelocity: velocity)
        Self.checkTarget(target, "the layout's targetContentOffset(forProposedContentOffset:withScrollingVelocity:)")
        delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &target)
        Self.checkTarget(target, "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)")
        releaseAsked = true
        return target.engine
    }

    /// Stops with a precondition failure naming `source` when `target`, a release's target offset, has a
    /// coordinate that is not a number, where UIKit raises (a layer's position that is not a number). An
    /// infinite or huge one is kept: the deceleration rests at the content's edge. - Complexity: O(1).
    private static func checkTarget(_ target: CGPoint, _ source: String) {
        precondition(
            !target.x.isNaN && !target.y.isNaN,
            "\(source) gave the target content offset (\(target.x), \(target.y)), which is not a number")
    }

    /// A velocity in points per second as UIKit passes it: points per millisecond.
    static func perMillisecond(_ velocity: Vector) -> CGPoint {
        CGPoint(x: velocity.dx / 1000, y: velocity.dy / 1000)
    }

    private func display(_ attributes: LayoutAttributes) {
        guard let dataSource else { return }
        let path = Foundation.IndexPath(attributes.indexPath)
        switch attributes.category {
        case .cell:
            let cell = requestView { dataSource.collectionView(self, cellForItemAt: path) }
            cell.isSelected = selection.contains(path)
            cell.take(cellAttributes(attributes, at: path))
            if let id = attributes.id { shownCells[id] = ShownElement(view: cell, attributes: attributes) }
            delegate?.collectionView(self, willDisplay: cell, forItemAt: path)
        case .supplementary:
            let kind = kind(attributes.kind)
            let view = requestView {
                dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: path)
            }
            Self.checkKind(of: view, asked: kind)
            view.take(UICollectionViewLayoutAttributes(attributes, kindName: self.kind))
            let key = SupplementaryKey(kind: attributes.kind, indexPath: attributes.indexPath)
            // A view still shown at the place is fading out (a reloaded or deleted section's): it leaves.
            if let old = shownSupplementaries.updateValue(ShownElement(view: view, attributes: attributes), forKey: key)
            {
                leavingSupplementaries[key, default: []].append(old.view)
            }
            delegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: path)
        case .decoration: break
        }
    }

    /// A cell's `attributes` (at `path`, theirs as Foundation's) as UIKit's: the spare object when nothing
    /// else holds it (the last cell's `apply(_:)` kept no reference), else a new one, kept as the spare.
    /// - Complexity: O(1).
    private func cellAttributes(_ attributes: LayoutAttributes, at path: Foundation.IndexPath)
        -> UICollectionViewLayoutAttributes
    {
        if isKnownUniquelyReferenced(&spareCellAttributes), let spare = spareCellAttributes {
            spare.take(attributes, indexPath: path)
            return spare
        }
        let made = UICollectionViewLayoutAttributes(attributes, kindName: kind)
        spareCellAttributes = made
        return made
    }

    private func endDisplaying(_ attributes: LayoutAttributes) {
        let path = Foundation.IndexPath(attributes.indexPath)
        switch attributes.category {
        case .cell:
            guard let id = attributes.id, let cell = takeEndingCell(id) else { return }
            delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
            reuse.recycle(cell)
        case .supplementary:
            let key = SupplementaryKey(kind: attributes.kind, indexPath: attributes.indexPath)
            guard let view = takeEndingSupplementary(key) else { return }
            let kind = kind(attributes.kind)
            delegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: kind, at: path)
            reuse.recycle(view, kind: kind)
        case .decoration: break
        }
    }

    /// Stops with UIKit's message when the data source, asked for a supplementary view of kind `asked`,
    /// returned one it dequeued for another kind (or a cell): pooled under `asked`, it would be dequeued
    /// later as a view of a class the app never registered for that kind. - Complexity: O(1).
    private static func checkKind(of view: UICollectionReusableView, asked: String) {
        precondition(
            view.registeredKind == asked,
            "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: does not match"
                + " the element kind it is being used for. When asked for a view of element kind '\(asked)' the data"
                + " source dequeued a view registered for the element kind '\(view.registeredKind ?? "none")'.")
    }

    /// The app's name of the simulator's element kind: the layout's name for it (`kindNames`), else a flow
    /// layout's header and footer as UIKit's constants; any other kind keeps its name.
    func kind(_ kind: ElementKind) -> String {
        if let name = kindNames[kind] { return name }
        switch kind {
        case .header: return Self.elementKindSectionHeader
        case .footer: return Self.elementKindSectionFooter
        default: return kind.rawValue
        }
    }
}
