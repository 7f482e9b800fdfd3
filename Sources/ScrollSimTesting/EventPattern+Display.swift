import LayoutCore

/// The patterns of the display events: what is displayed, focused, selected, deleted, seen and prefetched
/// (Docs/Protocol.md, "Events"). Each parameter left nil matches any value.
extension EventPattern {
    /// An element entering the display: a cell by default, or with `kind` a supplementary view such as
    /// `"header"` (nil: any kind); `id` is a cell's stable id.
    ///
    /// ```swift
    /// try sim.expectEvent(.willDisplay(item: [1, 0], kind: "header"))
    /// ```
    public static func willDisplay(
        item: IndexPath? = nil, kind: String? = "cell", id: String? = nil, view: String? = nil
    ) -> EventPattern {
        event(
            "willDisplay", view: view,
            ["indexPath": item.map(value), "kind": kind.map(EventValue.string), "id": id.map(EventValue.string)])
    }

    /// An element leaving the display (a cell by default; `kind` nil: any), with its last index path.
    ///
    /// ```swift
    /// try sim.expectEvent(.didEndDisplaying(item: [0, 0]), within: .seconds(1))
    /// ```
    public static func didEndDisplaying(
        item: IndexPath? = nil, kind: String? = "cell", id: String? = nil, view: String? = nil
    ) -> EventPattern {
        event(
            "didEndDisplaying", view: view,
            ["indexPath": item.map(value), "kind": kind.map(EventValue.string), "id": id.map(EventValue.string)])
    }

    /// The layout's focused item becoming `item` (nil: no item). With `section`, the event must carry that
    /// `section` field: the orthogonal section whose focus changed, for events that name one.
    ///
    /// ```swift
    /// try sim.expectEvent(.focusChanged(to: [0, 1]), within: .milliseconds(100))
    /// ```
    public static func focusChanged(to item: IndexPath?, section: Int? = nil, view: String? = nil) -> EventPattern {
        event(
            "focusChanged", view: view,
            ["to": item.map(value) ?? .null, "section": section.map { .number(Double($0)) }])
    }

    /// An item selected.
    ///
    /// ```swift
    /// try sim.select([0, 2])
    /// try sim.expectEvent(.didSelect(item: [0, 2]))
    /// ```
    public static func didSelect(item: IndexPath? = nil, view: String? = nil) -> EventPattern {
        event("didSelect", view: view, ["indexPath": item.map(value)])
    }

    /// An item deleted (after its `didEndDisplaying` when it was displayed).
    ///
    /// ```swift
    /// try sim.deleteItems([[0, 0]])
    /// try sim.expectEvent(.deleted(item: [0, 0]))
    /// ```
    public static func deleted(item: IndexPath? = nil, view: String? = nil) -> EventPattern {
        event("deleted", view: view, ["indexPath": item.map(value)])
    }

    /// An animated data change ending (UIKit's completion handler); `finished` false when another change
    /// interrupted it.
    ///
    /// ```swift
    /// try sim.batchUpdates(BatchUpdate(deleteItems: [[0, 0]]))
    /// try sim.expectEvent(.didEndBatchUpdates(finished: true), within: .milliseconds(300))
    /// ```
    public static func didEndBatchUpdates(finished: Bool? = nil, view: String? = nil) -> EventPattern {
        event("didEndBatchUpdates", view: view, ["finished": finished.map(EventValue.bool)])
    }

    /// A cell's visible fraction crossing one of the view's `visibility` thresholds; `fraction` is the
    /// fraction now, 0…1 (views with `visibility` only).
    ///
    /// ```swift
    /// try sim.expectEvent(.visibilityChanged(item: [0, 1], fraction: 1))
    /// ```
    public static func visibilityChanged(item: IndexPath? = nil, fraction: Double? = nil, view: String? = nil)
        -> EventPattern
    {
        event(
            "visibilityChanged", view: view,
            ["indexPath": item.map(value), "fraction": fraction.map(EventValue.number)])
    }

    /// A cell counted as viewed: visible enough for long enough (the view's `visibility` settings); `dwell`
    /// is how long it was, in milliseconds.
    ///
    /// ```swift
    /// try sim.expectEvent(.viewable(item: [0, 0]), within: .seconds(1))
    /// ```
    public static func viewable(item: IndexPath? = nil, dwell: Double? = nil, view: String? = nil) -> EventPattern {
        event("viewable", view: view, ["indexPath": item.map(value), "dwell": dwell.map(EventValue.number)])
    }

    /// Cells entering the prefetch range, all of `items` in that order (views with `prefetch` only).
    ///
    /// ```swift
    /// try sim.expectEvent(.prefetchItems())
    /// ```
    public static func prefetchItems(_ items: [IndexPath]? = nil, view: String? = nil) -> EventPattern {
        event("prefetchItems", view: view, ["indexPaths": items.map { .list($0.map(value)) }])
    }

    /// Cells leaving the prefetch range undisplayed, all of `items` in that order.
    ///
    /// ```swift
    /// try sim.expectNoEvent(.cancelPrefetching(), during: .seconds(1))
    /// ```
    public static func cancelPrefetching(_ items: [IndexPath]? = nil, view: String? = nil) -> EventPattern {
        event("cancelPrefetching", view: view, ["indexPaths": items.map { .list($0.map(value)) }])
    }
}
