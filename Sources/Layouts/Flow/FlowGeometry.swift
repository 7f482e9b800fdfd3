import LayoutCore

/// One line of a flow layout: a row when scrolling vertically, a column when scrolling horizontally.
struct FlowLine: Hashable, Sendable {
    /// Flat index of the line's first item (over all sections).
    var firstItem: Int
    /// Flat index one past the line's last item.
    var endItem: Int
    /// The section the line belongs to.
    var section: Int
    /// The line's extent along the scroll axis, in points.
    var minMain: Double
    var maxMain: Double
}

/// One section's place along the scroll axis and its supplementary views.
struct FlowSectionGeometry: Hashable, Sendable {
    /// Flat index of the section's first item.
    var firstItem: Int
    /// The section's extent along the scroll axis, header and footer included.
    var minMain: Double
    var maxMain: Double
    /// Where the items' area (after the header) begins and ends (before the footer): a pinned header stays
    /// within it, and so does a pinned footer.
    var bodyMinMain: Double
    var bodyMaxMain: Double
    /// Unpinned frames.
    var header: Rect?
    var footer: Rect?
}

/// Everything a flow layout computes in `prepare`: one frame per item, the lines and the sections, all in
/// scroll-axis order so that a query is a binary search and a walk.
///
/// Memory: 32 bytes per item for its frame, plus 40 bytes per line and 96 per section.
struct FlowGeometry: Hashable, Sendable {
    var axis: Axis = .vertical
    var frames: [Rect] = []
    var lines: [FlowLine] = []
    var sections: [FlowSectionGeometry] = []
    var contentSize: Size = .zero
}
