/// How a data change (`batchUpdates`, `applySnapshot`) moves the content offset: the step's `anchor`.
public enum OffsetAnchor: String, CaseIterable, Hashable, Sendable {
    /// UIKit's: `contentOffset` is kept, clamped to the new content, so that inserting above the
    /// viewport pushes the visible items down.
    case none
    /// The first visible item stays where it is on screen (what apps write by hand with
    /// `contentOffset.y += heightAdded`, and SwiftUI's anchored scroll position): the offset moves by as
    /// much as that item's frame moved along each scrolling axis.
    case firstVisibleItem
    /// The distance from the content's end stays (a chat): the offset moves by as much as the content
    /// size changed along each scrolling axis.
    case bottom
}
