import LayoutCore

/// One delegate-style event: what happened, to which view, at which tick.
public struct Event: Hashable, Sendable {
    /// Global and strictly increasing.
    public var seq: Int
    public var tick: Int
    /// The tick's time in milliseconds.
    public var milliseconds: Double
    public var view: String
    public var kind: EventKind

    public init(seq: Int, tick: Int, milliseconds: Double, view: String, kind: EventKind) {
        self.seq = seq
        self.tick = tick
        self.milliseconds = milliseconds
        self.view = view
        self.kind = kind
    }

    /// The event's name on the wire, e.g. `willDisplay`.
    public var name: String { kind.name }
}

/// What an event reports.
public enum EventKind: Hashable, Sendable {
    /// An element entered the displayed rect (its attributes as displayed).
    case willDisplay(LayoutAttributes)
    /// An element left the displayed rect, with the index path and id it had.
    case didEndDisplaying(LayoutAttributes)
    /// The layout's focused item changed (either side nil when there was or is none); with `section`, the
    /// focused item of that orthogonal carousel, as it came to rest.
    case focusChanged(from: IndexPath?, to: IndexPath?, fromID: ItemID?, toID: ItemID?, section: Int? = nil)
    /// An item was selected; a Safari tab's selection carries what its transition animator needs.
    /// Indirect: the transition's two transforms (over 250 bytes) would otherwise make every event that
    /// large, and events are copied by the thousand each tick; a selection is rare, one box is cheap.
    indirect case didSelect(indexPath: IndexPath, id: ItemID, transition: TabTransition? = nil)
    case deleted(indexPath: IndexPath, id: ItemID)
    /// An animated data change ended (the completion handler of `performBatchUpdates` or of
    /// `apply(_:animatingDifferences:)`): `finished` false when another change interrupted it.
    case didEndBatchUpdates(finished: Bool)
    case scroll(ScrollLifecycleEvent)
    /// The content offset changed (sent only where asked for).
    case didScroll(contentOffset: Point, velocity: Vector)
    /// An orthogonal section's own scroll view moved (sent only where asked for, as `didScroll`): its
    /// content offset and velocity (pt/s) in its own coordinates, 0 at rest as laid out. UIKit calls the
    /// section's `visibleItemsInvalidationHandler` with that offset at this moment.
    case sectionDidScroll(section: Int, contentOffset: Point, velocity: Vector)
    /// Cells came within the view's prefetch range ahead of display (`prefetch`), in index-path order.
    case prefetchItems(indexPaths: [IndexPath])
    /// Prefetched cells left the prefetch range before they were displayed, in index-path order.
    case cancelPrefetching(indexPaths: [IndexPath])
    /// A cell's visible fraction crossed one of the view's thresholds (`visibility`).
    case visibilityChanged(indexPath: IndexPath, id: ItemID, fraction: Double)
    /// A cell has been at least the viewable fraction visible for the dwell, continuously; `milliseconds`
    /// is how long, a whole number of ticks.
    case viewable(indexPath: IndexPath, id: ItemID, milliseconds: Double)
    /// The view stopped at `contentOffset` rather than move to `refusedOffset`, where it would display more
    /// than `limit` elements at once (a daemon's bound on what one tick costs). With `section`, it is that
    /// orthogonal section's own scroll view that stopped, its offsets in its own coordinates.
    case displayLimitReached(limit: Int, contentOffset: Point, refusedOffset: Point, section: Int? = nil)
    /// A data change's offset anchoring (`OffsetAnchor`) moved the content offset: `to` is where it is
    /// after the change (clamped to the new content), `from` where it was.
    case offsetAnchored(OffsetAnchoring)

    /// Whether this is a `didScroll` or a `sectionDidScroll`, which transcripts and subscriptions leave
    /// out unless asked.
    public var isDidScroll: Bool {
        switch self {
        case .didScroll, .sectionDidScroll: true
        default: false
        }
    }

    /// The event's name in the schema.
    public var eventName: EventName {
        switch self {
        case .willDisplay: .willDisplay
        case .didEndDisplaying: .didEndDisplaying
        case .focusChanged: .focusChanged
        case .didSelect: .didSelect
        case .deleted: .deleted
        case .didEndBatchUpdates: .didEndBatchUpdates
        case .didScroll: .didScroll
        case .sectionDidScroll: .sectionDidScroll
        case .prefetchItems: .prefetchItems
        case .cancelPrefetching: .cancelPrefetching
        case .visibilityChanged: .visibilityChanged
        case .viewable: .viewable
        case .displayLimitReached: .displayLimitReached
        case .offsetAnchored: .offsetAnchored
        case .scroll(let event):
            switch event {
            case .willBeginDragging: .willBeginDragging
            case .willEndDragging: .willEndDragging
            case .didEndDragging: .didEndDragging
            case .willBeginDecelerating: .willBeginDecelerating
            case .didEndDecelerating: .didEndDecelerating
            case .didEndScrollingAnimation: .didEndScrollingAnimation
            }
        }
    }

    /// The event's name on the wire, e.g. `willDisplay`.
    public var name: String { eventName.rawValue }

    /// Every event name, for checking scenario files.
    public static let names = EventName.allCases.map(\.rawValue)
}
