import LayoutCore

/// FlowLayoutPlugin and GridLayoutPlugin: items in lines across the scroll axis, a
/// line broken when the next item would pass the section's inset, every line but the last realigned.
/// The grid plugin is the same flow with sizes from `lineFraction` and `aspectRatio`.
struct FlowPlugin {
    var metrics: PluginSectionMetrics
    var alignment: FlowAlignment
    var isGrid: Bool

    /// Relative slack in the wrap test: the seed's strict `>` can wrap a grid line early on a rounding
    /// error; ours does not.
    private static let wrapTolerance = 1e-9

    /// Appends the section's frames to `frames` and grows `offset` past them. O(n), no allocation but
    /// the frames'. Each line's extents are kept while it is placed, so that realigning it is one pass of
    /// writes.
    func place(_ section: SectionData, offset: inout PluginOffset, frames: inout BufferWriter<Rect>) {
        let axis = metrics.axis
        offset.main += metrics.mainStart
        offset.cross = max(offset.cross, metrics.crossExtent)
        var line = Line(start: offset.main, first: frames.count)
        var sectionEnd = offset.main
        let wrapLimit = metrics.crossExtent + Self.wrapTolerance * max(1, abs(metrics.crossExtent))
        section.forEachItem({ itemSize(section, $0) }) { size in
            var cross = metrics.crossStart
            if frames.count > line.first {
                let next = line.lastMaxCross + metrics.itemSpacing
                if next + size.cross + metrics.crossEnd > wrapLimit {
                    realign(frames.buffer, line, end: frames.count, isLast: false)
                    sectionEnd = max(sectionEnd, line.maxMain)
                    line = Line(start: sectionEnd + metrics.lineSpacing, first: frames.count)
                } else {
                    cross = next
                }
            }
            frames.append(
                Rect(main: line.start, cross: cross, mainLength: size.main, crossLength: size.cross, axis: axis))
            line.lastMaxCross = cross + size.cross
            line.maxCross = max(line.maxCross, line.lastMaxCross)
            line.maxMain = max(line.maxMain, line.start + size.main)
        }
        if frames.count > line.first {
            realign(frames.buffer, line, end: frames.count, isLast: true)
            sectionEnd = max(sectionEnd, line.maxMain)
        }
        offset.main = sectionEnd + metrics.mainEnd
    }

    /// The line being placed: where it starts along the scroll axis, its first item, its last item's far
    /// edge across (where the next one goes) and the largest far edges of its items so far (as
    /// `Rect.max(along:)` gives them).
    private struct Line {
        var start: Double
        var first: Int
        var lastMaxCross = -Double.infinity
        var maxCross = -Double.infinity
        var maxMain = -Double.infinity
    }

    /// An item's size along and across the scroll axis: its `size` (0×0 when absent), or for the grid
    /// `n = max(lineFraction, 1)` lanes across and the length its aspect ratio (1 by default) makes.
    private func itemSize(_ section: SectionData, _ item: Int) -> (main: Double, cross: Double) {
        guard isGrid else {
            let size = section.size(at: item) ?? .zero
            return (size.length(along: metrics.axis), size.length(along: metrics.axis.cross))
        }
        let cross = metrics.laneWidth(count: max(section.answer(item) { $0.lineFraction } ?? 1, 1))
        let ratio = section.answer(item) { $0.aspectRatio } ?? 1
        return (metrics.mainLength(crossLength: cross, aspectRatio: ratio), cross)
    }

    /// The seed's realign(line): shift across by the alignment's share of the room left, and centre each item
    /// along the scroll axis within the line. The last line is left as placed under `.default`.
    /// - Complexity: O(items of the line).
    private func realign(_ frames: UnsafeMutableBufferPointer<Rect>, _ line: Line, end: Int, isLast: Bool) {
        if isLast, alignment == .default { return }
        let axis = metrics.axis
        // A line wider than its room starts at the leading inset, as the plain flow layout's does.
        let room = max(0, metrics.crossExtent - metrics.crossEnd - line.maxCross)
        let count = end - line.first
        for k in 0..<count {
            let shift: Double
            switch alignment {
            case .start: shift = 0
            case .center: shift = room / 2
            case .end: shift = room
            case .default: shift = count == 1 ? room / 2 : Double(k) * room / Double(count - 1)
            }
            let frame = frames[line.first + k]
            frames[line.first + k] = frame.offset(by: shift, along: axis.cross).offset(
                by: (line.maxMain - frame.max(along: axis)) / 2, along: axis)
        }
    }
}
