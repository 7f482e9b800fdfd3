import LayoutCore
import Layouts
import ScrollPhysics

extension Simulator {
    /// Applies a command at the current tick and returns the events it causes at once (a fling's drag
    /// lifecycle, a selection, the displayed-set changes of a reload or a resize). Motions it starts
    /// advance with the following ticks.
    public mutating func apply(_ command: Command) throws(SimulationError) -> [Event] {
        try apply(command, releaseTarget: ReleaseQuestion.layoutsChoice)
    }

    /// `apply(_:)`, a fling asking `releaseTarget` where its momentum rests; with `adjust`, the elements
    /// displayed after a command that changes the data or moves the offset are adjusted by it before the
    /// display diff, as a tick's are (UIKit's `visibleItemsInvalidationHandler` runs on every layout pass,
    /// a data change's included).
    public mutating func apply(
        _ command: Command, releaseTarget: ReleaseQuestion.Hook, adjusting adjust: DisplayAdjustment.Hook? = nil
    ) throws(SimulationError) -> [Event] {
        let index = try requireIndex(of: command.view)
        try checkNotFrozen(index)
        var events: [Event] = []
        let id = command.view
        var before = views[index].scroll.contentOffset
        let offsetBefore = before
        // Kept only for a data change, which may have to be undone: a copy held across a gesture would make
        // the view's displayed set copy itself on its next change. The layout is left out of it where it can
        // be prepared again, so that the change re-places the layout's own storage rather than a copy.
        let saved = command.changesData ? (view: views[index].savedForRollback(), nextSeq: nextSeq) : nil
        if command.changesData, !command.animatesUpdate, !views[index].animatesDeletion(command) {
            stopUpdateAnimation(index, into: &events)
        }
        switch command {
        case .drag(_, let path, let target):
            let direction = path.points.dropFirst().first?.translation ?? .zero
            if let section = try section(index, hit: target, moving: direction) {
                try beginSectionDrag(index, section: section, path: path)
            } else {
                beginDrag(index, path: path, into: &events)
            }
        case .fling(_, let velocity, let target):
            if let section = try section(index, hit: target, moving: velocity) {
                try flingSection(index, section: section, velocity: velocity)
                break
            }
            views[index].touch = nil
            fling(index, velocity: velocity, releaseTarget: releaseTarget, into: &events)
        case .scrollTo(_, let offset, let animated, let section?):
            let jump = try sectionJump(index, section: section, to: offset)
            try checkDisplayLimit(index, jumpingTo: nil, section: jump, animated: animated, path: "offset")
            try scrollSection(index, jump, animated: animated, events: &events)
        case .scrollTo(_, let offset, let animated, nil):
            try checkDisplayLimit(index, jumpingTo: offset, animated: animated, path: "offset")
            views[index].touch = nil
            views[index].scroll.scroll(to: offset, animated: animated, at: time)
        case .scrollToItem(_, let item, let position, let animated):
            let offset = try itemOffset(index, item: item, position: position)
            let jump = sectionJump(index, toItem: item, position: position)
            try checkDisplayLimit(index, jumpingTo: offset, section: jump, animated: animated, path: "item")
            views[index].touch = nil
            views[index].scroll.scroll(to: offset, animated: animated, at: time)
            // The view's didScroll comes before the section's, as on every tick.
            emitDidScroll(index, ifMovedFrom: before, into: &events)
            before = views[index].scroll.contentOffset
            if let jump { try scrollSection(index, jump, animated: animated, events: &events) }
        case .swipe(_, let item, let path):
            try beginSwipe(index, item: item, path: path, into: &events)
        case .select(_, let item):
            guard let itemID = views[index].spec.data.itemID(at: item) else {
                throw SimulationError(.notFound, "view \"\(id)\" has no item \(item)", path: "item")
            }
            emit(
                .didSelect(indexPath: item, id: itemID, transition: tabTransition(index, item: item)), view: id,
                into: &events)
        case .resize(_, let viewport):
            try refuseIfFirstItemsTooDense(index, viewport: viewport)
            views[index].spec.viewport = viewport
            views[index].relayout(at: time)
        case .reload(_, let data):
            try refuseIfFirstItemsTooDense(index, data: data)
            if let data { views[index].spec.data = data }
            views[index].relayout(at: time)
            let everything = views[index].displayed.values.sorted(by: LayoutAttributes.canonicallyOrdered)
            views[index].displayed = DisplayedSet()
            for attributes in everything { emit(.didEndDisplaying(attributes), view: id, into: &events) }
            forgetVisibility(index, into: &events)
            views[index].prefetch?.forgetAll()
        case .deleteItems(_, let items):
            try delete(items, in: index, into: &events)
        case .insertItems(_, let position, let items):
            try insert(items, at: position, in: index)
        case .batchUpdates(_, let batch, let animated, let timing, let anchor):
            try applyBatch(batch, animation: animated ? timing : nil, anchor: anchor, in: index, into: &events)
        case .applySnapshot(let application):
            do {
                try applySnapshot(application, in: index, into: &events)
            } catch {
                // Its second batch (the updates of moved items) comes after the first has changed the view.
                if let saved {
                    views[index].rollBack(to: saved.view)
                    nextSeq = saved.nextSeq
                }
                throw error
            }
        }
        if let saved, !views[index].displaysAtMost(maximumDisplayedElements) {
            views[index].rollBack(to: saved.view)
            nextSeq = saved.nextSeq
            throw tooDense(id)
        }
        emitDidScroll(index, ifMovedFrom: before, into: &events)
        let laidOut = command.changesData || views[index].scroll.contentOffset != offsetBefore
        diffDisplayed(index, adjusting: laidOut ? adjust : nil, into: &events)
        return events
    }

    /// A touch released at once with the finger's `velocity` (pt/s): `willBeginDragging` is issued before
    /// the release asks `releaseTarget`, then the release's events.
    private mutating func fling(
        _ index: Int, velocity: Vector, releaseTarget: ReleaseQuestion.Hook, into events: inout [Event]
    ) {
        let id = views[index].id
        emit(views[index].scroll.beginDrag(at: time), view: id, into: &events)
        let layoutTarget = views[index].targetProvider
        let layout = views[index].layout
        let sofar = events
        let released = views[index].scroll.release(contentVelocity: -velocity, at: time) { proposed, speed, current in
            releaseTarget(
                ReleaseQuestion(
                    view: id, target: layoutTarget(proposed, speed, current), velocity: speed, eventsBefore: sofar,
                    layout: layout))
        }
        emit(released, view: id, into: &events)
    }

    /// Touch-down of a scripted drag along `path`; it moves with the following ticks.
    mutating func beginDrag(_ index: Int, path: TouchPath, into events: inout [Event]) {
        emit(views[index].scroll.beginDrag(at: time), view: views[index].id, into: &events)
        views[index].touch = SimulatedView.ActiveTouch(path: path, startTick: tick)
    }

    /// `didEndDisplaying` (for displayed ones) then `deleted`, per item in index-path order, each with the
    /// index path and id it had; then the data changes and the layout is prepared again. A swipe-to-delete
    /// layout animates the deletion (`deleteTabs`), as UIKit's `deleteItems(at:)` does.
    private mutating func delete(_ items: [IndexPath], in index: Int, into events: inout [Event])
        throws(SimulationError)
    {
        let id = views[index].id
        let data = views[index].spec.data
        let changes = try deletion(of: items, in: index)
        if views[index].resolved.capabilities.contains(.swipeToDelete) {
            return try deleteTabs(items, in: index, into: &events)
        }
        for item in items.sorted() {
            let itemID = data.itemID(at: item)!
            if let shown = views[index].displayed.removeValue(forKey: .cell(itemID)) {
                emit(.didEndDisplaying(shown), view: id, into: &events)
            }
            emit(.deleted(indexPath: item, id: itemID), view: id, into: &events)
        }
        views[index].spec.data.deleteItems(items)
        views[index].relayout(at: time, changes: changes)
    }

    /// The change deleting `items` from view `index` makes.
    /// - Throws: `invalid_params` for an item named twice, `not_found` for one the view lacks.
    /// - Complexity: O(d log d) for d items.
    func deletion(of items: [IndexPath], in index: Int) throws(SimulationError) -> ItemChanges {
        guard Set(items).count == items.count else {
            throw SimulationError(.invalidParams, "an item is named twice", path: "items")
        }
        for (position, item) in items.enumerated() where !views[index].spec.data.contains(item) {
            throw SimulationError(
                .notFound, "view \"\(views[index].id)\" has no item \(item)", path: "items[\(position)]")
        }
        return .deletion(of: items)
    }

    /// The change inserting `count` items at `position` of view `index` makes.
    /// - Throws: `not_found` when the view has no such insertion point. - Complexity: O(1).
    func insertion(of count: Int, at position: IndexPath, in index: Int) throws(SimulationError) -> ItemChanges {
        guard let items = views[index].spec.data.itemCount(inSection: position.section),
            (0...items).contains(position.item)
        else {
            throw SimulationError(
                .notFound, "view \"\(views[index].id)\" has no insertion point \(position)", path: "at")
        }
        return .insertion(of: count, at: position)
    }

    /// Inserts items, giving each a unique id, and prepares the layout again.
    private mutating func insert(_ items: [ItemAnswers], at position: IndexPath, in index: Int) throws(SimulationError)
    {
        let id = views[index].id
        var data = views[index].spec.data
        let changes = try insertion(of: items.count, at: position, in: index)
        guard data.totalItemCount + items.count <= ViewSpec.maximumItemCount else {
            throw SimulationError(
                .limitExceeded, "view \"\(id)\" would hold more than \(ViewSpec.maximumItemCount) items",
                path: "items")
        }
        // The names made up here never meet one another ("S-I" and "S-I.k" differ for different I), so the
        // names taken so far need keeping only when some items bring their own.
        let anyGiven = items.contains { $0.id != nil }
        var taken = Set<String>(minimumCapacity: anyGiven ? items.count : 0)
        var named: [ItemAnswers] = []
        named.reserveCapacity(items.count)
        for (offset, item) in items.enumerated() {
            var item = item
            if let given = item.id {
                guard !taken.contains(given), !data.containsItemID(given) else {
                    throw SimulationError(
                        .conflict, "view \"\(id)\" has an item \"\(given)\" already", path: "items[\(offset)].id")
                }
            } else {
                item.id = data.countedItemID(
                    landingAt: IndexPath(section: position.section, item: position.item + offset), avoiding: taken)
            }
            if anyGiven { taken.insert(item.id!) }
            named.append(item)
        }
        data.insertItems(named, at: position)
        views[index].spec.data = data
        views[index].relayout(at: time, changes: changes)
    }

    /// The offset that shows `item` at `position`, clamped to the content (as UIKit's scrollToItem).
    private func itemOffset(_ index: Int, item: IndexPath, position: ScrollPosition?) throws(SimulationError) -> Point {
        let view = views[index]
        guard let frame = view.layout.attributes(forItem: item, bounds: view.bounds)?.frame else {
            throw SimulationError(.notFound, "view \"\(view.id)\" has no item \(item)", path: "item")
        }
        let size = view.spec.viewport
        var offset = view.scroll.contentOffset
        let inset = view.spec.contentInset
        switch position {
        case .top, nil: offset.y = frame.minY - inset.top
        case .centeredVertically: offset.y = frame.midY - size.height / 2
        case .bottom: offset.y = frame.maxY - size.height + inset.bottom
        default: break
        }
        switch position {
        case .left, nil: offset.x = frame.minX - inset.left
        case .centeredHorizontally: offset.x = frame.midX - size.width / 2
        case .right: offset.x = frame.maxX - size.width + inset.right
        default: break
        }
        return view.scroll.bounds.clamped(offset)
    }
}
