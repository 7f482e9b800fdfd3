import LayoutCore

/// One line of a flow layout: a row when scrolling vertically, a column when scrolling horizontally.
/// Its items run from `firstItem` to the next line's first item (or the last item). 24 bytes.
struct FlowLine: Hashable, Sendable, LineStartingAtItem {
    /// Flat index of the line's first item (over all sections); views hold at most 10,000,000 items.
    var firstItem: Int32
    /// The section the line belongs to.
    var section: Int32
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
/// scroll-axis order so that a query is a binary search and a walk. The frames and lines are kept in chunks
/// with a shift each (`ShiftedChunks`), so that a change moves what follows it by adding to the later
/// chunks' shifts, not by rewriting every later frame.
///
/// Memory: 32 bytes per item for its frame, plus 24 bytes per line and 96 per section; chunks a change
/// rewrote may keep up to twice their length in capacity.
struct FlowGeometry: Hashable, Sendable {
    var axis: Axis = .vertical
    var frames = ShiftedChunks<Rect>()
    var lines = ShiftedChunks<FlowLine>()
    var sections: [FlowSectionGeometry] = []
    var contentSize: Size = .zero

    /// The flat indexes of line `index`'s items. O(log chunks).
    func items(ofLine index: Int) -> Range<Int> {
        firstItem(ofLine: index)..<firstItem(ofLine: index + 1)
    }

    /// The flat index of line `index`'s first item; the item count for `index == lines.count`. O(log chunks).
    func firstItem(ofLine index: Int) -> Int {
        index < lines.count ? Int(lines[index].firstItem) : frames.count
    }

    /// The bytes the geometry holds, by capacity.
    var retainedBytes: Int {
        frames.retainedBytes + lines.retainedBytes + sections.capacity * MemoryLayout<FlowSectionGeometry>.stride
    }
}

extension FlowLine: ChunkShiftable {
    /// The line moved by `shift`: its first item by `shift.items`, its extent by `shift.main` points.
    func shifted(by shift: FlowShift) -> FlowLine {
        FlowLine(
            firstItem: firstItem + Int32(truncatingIfNeeded: shift.items), section: section,
            minMain: minMain + shift.main, maxMain: maxMain + shift.main)
    }
}

/// How far frames and lines move after an edit: flat indexes by `items`, positions along the scroll axis
/// by `main` points.
struct FlowShift: AdditiveArithmetic, Sendable {
    var items = 0
    var main = 0.0

    static let zero = FlowShift()

    static func + (left: FlowShift, right: FlowShift) -> FlowShift {
        FlowShift(items: left.items + right.items, main: left.main + right.main)
    }

    static func - (left: FlowShift, right: FlowShift) -> FlowShift {
        FlowShift(items: left.items - right.items, main: left.main - right.main)
    }
}
