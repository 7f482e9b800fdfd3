/// Every event the simulator issues and the fields each carries besides the common `event`, `seq`, `tick`,
/// `t` and `view`, for checking names and fields before any event exists (scenario files, subscription
/// filters, the docs' table). The values themselves come from one visitor, `Event.visitFields`, which the
/// encoder and the scenario expectations both read; `EventSchemaTests` holds the two lists equal.
public enum EventName: String, CaseIterable, Hashable, Sendable {
    case willDisplay, didEndDisplaying, focusChanged, didSelect, deleted, didScroll, sectionDidScroll
    case willBeginDragging, willEndDragging, didEndDragging, willBeginDecelerating, didEndDecelerating
    case didEndScrollingAnimation
    case visibilityChanged, viewable, prefetchItems, cancelPrefetching
    case displayLimitReached

    /// The event's own fields. A `didSelect` without a tab transition has only `indexPath` and `id`; a
    /// `displayLimitReached` has `section` only when an orthogonal section stopped, a `focusChanged` only for
    /// a carousel's focus; `willDisplay` and `didEndDisplaying` have `layoutFrame` only for an element of an
    /// orthogonal section.
    public var fields: [String] {
        switch self {
        case .willDisplay, .didEndDisplaying: ["category", "kind", "indexPath", "id", "frame", "layoutFrame"]
        case .focusChanged: ["from", "to", "fromId", "toId", "section"]
        case .didSelect: ["indexPath", "id", "duration", "fromFrame", "fromTransform", "toFrame", "toTransform"]
        case .deleted: ["indexPath", "id"]
        case .didScroll: ["contentOffset", "velocity"]
        case .sectionDidScroll: ["section", "contentOffset", "velocity"]
        case .willBeginDragging, .willBeginDecelerating, .didEndDecelerating, .didEndScrollingAnimation:
            ["contentOffset"]
        case .willEndDragging: ["velocity", "targetContentOffset"]
        case .didEndDragging: ["willDecelerate"]
        case .visibilityChanged: ["indexPath", "id", "fraction"]
        case .viewable: ["indexPath", "id", "dwell"]
        case .prefetchItems, .cancelPrefetching: ["indexPaths"]
        case .displayLimitReached: ["contentOffset", "limit", "refusedOffset", "section"]
        }
    }
}
