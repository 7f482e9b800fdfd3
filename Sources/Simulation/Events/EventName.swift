/// Every event the simulator issues and the fields each carries besides the common `event`, `seq`, `tick`,
/// `t` and `view`, for checking names and fields before any event exists (scenario files, subscription
/// filters, the docs' table). Both the names of the fields and their values come from the event's table
/// (`EventTables`), which the encoder and the scenario expectations both read.
public enum EventName: String, CaseIterable, Hashable, Sendable {
    case willDisplay, didEndDisplaying, focusChanged, didSelect, deleted, didScroll, sectionDidScroll
    case willBeginDragging, willEndDragging, didEndDragging, willBeginDecelerating, didEndDecelerating
    case didEndScrollingAnimation
    case visibilityChanged, viewable, prefetchItems, cancelPrefetching
    case displayLimitReached
    case offsetAnchored
    case didEndBatchUpdates

    /// Every key of the event's table in order (`EventTables`), each with whether it is one of the common
    /// `event`, `seq`, `t`, `tick`, `view`.
    public var tableKeys: [(key: String, isCommon: Bool)] {
        switch self {
        case .willDisplay, .didEndDisplaying: EventTables.Displayed.keys
        case .focusChanged: EventTables.FocusChanged.keys
        case .didSelect: EventTables.DidSelect.keys
        case .deleted: EventTables.Deleted.keys
        case .didEndBatchUpdates: EventTables.DidEndBatchUpdates.keys
        case .didScroll: EventTables.DidScroll.keys
        case .sectionDidScroll: EventTables.SectionDidScroll.keys
        case .prefetchItems, .cancelPrefetching: EventTables.Prefetch.keys
        case .visibilityChanged: EventTables.VisibilityChanged.keys
        case .viewable: EventTables.Viewable.keys
        case .displayLimitReached: EventTables.DisplayLimitReached.keys
        case .offsetAnchored: EventTables.OffsetAnchored.keys
        case .willBeginDragging, .willBeginDecelerating, .didEndDecelerating, .didEndScrollingAnimation:
            EventTables.ScrollOffset.keys
        case .willEndDragging: EventTables.WillEndDragging.keys
        case .didEndDragging: EventTables.DidEndDragging.keys
        }
    }

    /// The event's own fields, in sorted order. A `didSelect` without a tab transition has only `id` and
    /// `indexPath`; a `displayLimitReached` has `section` only when an orthogonal section stopped, a
    /// `focusChanged` only for a carousel's focus; an `offsetAnchored` has `id` and `indexPath` null
    /// for `bottom`; `willDisplay` and `didEndDisplaying` have `layoutFrame`
    /// only for an element of an orthogonal section.
    public var fields: [String] { tableKeys.filter { !$0.isCommon }.map(\.key) }
}
