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
    static let wrapTolerance = 1e-9

    /// Appends the section's frames to `frames` (whose frame 0 is flat item `firstFlatItem`) and its
    /// lines to `lines`, and grows `offset` past them. O(n), no allocation but the frames' and lines'.
    func place(
        _ section: SectionData, firstFlatItem: Int, offset: inout PluginOffset, frames: inout BufferWriter<Rect>,
        lines: inout [PluginLine]
    ) {
        offset.main += metrics.mainStart
        offset.cross = max(offset.cross, metrics.crossExtent)
        var placer = PluginLinePlacer(
            self, firstFlatItem: firstFlatItem, firstFrame: frames.count, firstItem: 0, endBefore: offset.main,
            isFirstLine: true)
        var reader = SectionData.AnswerReader(section)
        var everyLine = PlaceEveryLine()
        // Loops of their own rather than `forEachItem`'s closure, which kept the placer out of registers.
        if let cycle = section.cycle({ itemSize(&reader, $0) }) {
            var position = 0
            for _ in 0..<section.itemCount {
                _ = placer.place(cycle[position], frames: &frames, lines: &lines, stop: &everyLine)
                position = position + 1 == cycle.count ? 0 : position + 1
            }
        } else {
            for item in 0..<section.itemCount {
                _ = placer.place(itemSize(&reader, item), frames: &frames, lines: &lines, stop: &everyLine)
            }
        }
        offset.main = placer.finish(frames: &frames, lines: &lines) + metrics.mainEnd
    }

    /// Item `item`'s size along and across the scroll axis, read through `reader`: its `size` (0×0 when
    /// absent), or for the grid `n = max(lineFraction, 1)` lanes across and the length its aspect ratio (1
    /// by default) makes.
    func itemSize(_ reader: inout SectionData.AnswerReader, _ item: Int) -> (main: Double, cross: Double) {
        guard isGrid else {
            let size = reader.answer(item) { $0.size } ?? .zero
            return (size.length(along: metrics.axis), size.length(along: metrics.axis.cross))
        }
        let cross = metrics.laneWidth(count: max(reader.answer(item) { $0[.lineFraction] } ?? 1, 1))
        let ratio = reader.answer(item) { $0[.aspectRatio] } ?? 1
        return (metrics.mainLength(crossLength: cross, aspectRatio: ratio), cross)
    }

    /// The seed's realign(line): shift across by the alignment's share of the room left, and centre each
    /// of the line's frames `line` along the scroll axis within the line (its items' largest far edge
    /// across is `maxCross`, along `maxMain`). The last line is left as placed under `.default`.
    /// - Complexity: O(items of the line).
    @inline(__always)
    func realign(
        _ frames: UnsafeMutableBufferPointer<Rect>, _ line: Range<Int>, maxCross: Double, maxMain: Double, isLast: Bool
    ) {
        if isLast, alignment == .default { return }
        let axis = metrics.axis
        // A line wider than its room starts at the leading inset, as the plain flow layout's does.
        let room = max(0, metrics.crossExtent - metrics.crossEnd - maxCross)
        let count = line.count
        for k in 0..<count {
            let shift: Double
            switch alignment {
            case .start: shift = 0
            case .center: shift = room / 2
            case .end: shift = room
            case .default: shift = count == 1 ? room / 2 : Double(k) * room / Double(count - 1)
            }
            let frame = frames[line.lowerBound + k]
            frames[line.lowerBound + k] = frame.offset(by: shift, along: axis.cross).offset(
                by: (maxMain - frame.max(along: axis)) / 2, along: axis)
        }
    }
}
