import LayoutCore
import Layouts

extension Simulator {
    /// The views, in creation order, with their current specs (data and viewport as changed since).
    public var viewSpecs: [(id: String, spec: ViewSpec)] { views.map { ($0.id, $0.spec) } }

    /// The views' ids, in creation order. - Complexity: O(views).
    public var viewIDs: [String] { views.map(\.id) }

    /// The number of views.
    public var viewCount: Int { views.count }

    /// The current spec of the view `id`; nil when there is none. - Complexity: O(views).
    public func spec(of id: String) -> ViewSpec? {
        index(of: id).map { views[$0].spec }
    }

    /// The items of every view together. - Complexity: O(views).
    public var totalItemCount: Int { views.reduce(0) { $0 + $1.spec.data.totalItemCount } }

    /// The last event sequence number issued (0 before any).
    public var lastSeq: Int { nextSeq - 1 }

    /// Takes the next event sequence number for an event the caller writes itself (the daemon's
    /// `scenarioDone`), keeping `seq` strictly increasing across every event.
    public mutating func issueSeq() -> Int {
        defer { nextSeq += 1 }
        return nextSeq
    }

    /// Removes a view: an animated data change under way stops first (its leaving cells end, then
    /// `didEndBatchUpdates {finished: false}`), then every displayed element ends (`didEndDisplaying`, in
    /// canonical order).
    /// - Throws: `not_found` when there is no such view.
    public mutating func destroyView(_ id: String) throws(SimulationError) -> [Event] {
        try detachView(id).events
    }

    /// Destroys the view `id` as `destroyView` does, and hands the view over, so that the caller may free
    /// its layout elsewhere. - Complexity: O(k log k) for k displayed elements.
    public mutating func detachView(_ id: String) throws(SimulationError) -> (events: [Event], view: DetachedView) {
        let index = try requireIndex(of: id)
        try checkNotFrozen(index)
        var events: [Event] = []
        stopUpdateAnimation(index, into: &events)
        for attributes in views[index].displayed.values.sorted(by: LayoutAttributes.canonicallyOrdered) {
            emit(.didEndDisplaying(attributes), view: id, into: &events)
        }
        return (events, DetachedView(view: views.remove(at: index)))
    }

    /// The view's layout at its current offset, for `rect` or the visible bounds: the layout's frames (the
    /// final ones while an animated data change runs, as UIKit's layout answers), with how the animation
    /// shows the cells then (`LayoutSnapshot.animation`).
    /// - Complexity: O(log n + k log k) for k attributes, plus O(m + f) for the cells an animation moves and
    ///   fades; no re-layout.
    public func layoutSnapshot(of id: String, rect: Rect? = nil) -> LayoutSnapshot? {
        guard let index = index(of: id) else { return nil }
        let view = views[index]
        let snapshot = LayoutSnapshot(
            layout: view.layout, viewport: view.spec.viewport, offset: view.scroll.contentOffset,
            region: rect.map { .rect($0) } ?? .visible)
        return presenting(snapshot, of: index, in: rect ?? view.bounds)
    }

    /// The view's layout at its current offset for `rect`, holding at most `limit` elements (and the cells an
    /// animated data change shows there, as `layoutSnapshot(of:rect:)`).
    /// - Throws: `not_found` without the view, `limit_exceeded` when the rect holds more than `limit`.
    /// - Complexity: O(log n + min(k, limit)) to count, then O(k log k) for k attributes; no re-layout.
    public func layoutSnapshot(of id: String, rect: Rect, limit: Int) throws(SimulationError) -> LayoutSnapshot {
        let index = try requireIndex(of: id)
        let view = views[index]
        guard
            let snapshot = LayoutSnapshot(
                layout: view.layout, viewport: view.spec.viewport, offset: view.scroll.contentOffset,
                region: .rect(rect), limit: limit)
        else {
            throw SimulationError(
                .limitExceeded, "the rect holds more than \(limit) elements; ask for a smaller rect", path: "rect")
        }
        return presenting(snapshot, of: index, in: rect)
    }

    /// `snapshot` of view `index` for `region`, with its animated data change's presentation when one runs.
    private func presenting(_ snapshot: LayoutSnapshot, of index: Int, in region: Rect) -> LayoutSnapshot {
        guard let animation = views[index].updateAnimation else { return snapshot }
        return animation.presenting(
            snapshot, in: region, at: time, styling: views[index].resolved.positionStyled, bounds: views[index].bounds)
    }

    /// The view's scroll velocity, in points per second: what `state(of:)` reports, without sorting the
    /// displayed cells. - Complexity: O(views).
    public func velocity(of id: String) -> Vector? {
        index(of: id).map { views[$0].scroll.velocity }
    }

    /// The view's content offset, in points: what `state(of:)` reports, without sorting the displayed
    /// cells or listing the orthogonal sections (a command's reply reads it). - Complexity: O(views).
    public func contentOffset(of id: String) -> Point? {
        index(of: id).map { views[$0].scroll.contentOffset }
    }

    /// The view's content size, as its layout reports it.
    public func contentSize(of id: String) -> Size? {
        index(of: id).map { views[$0].layout.contentSize }
    }

    /// The layout's focused item and its id, for layouts that have focus.
    public func focus(of id: String) -> (indexPath: IndexPath, id: ItemID?)? {
        guard let index = index(of: id), let focused = views[index].focused else { return nil }
        return (focused, views[index].focusedID)
    }
}
