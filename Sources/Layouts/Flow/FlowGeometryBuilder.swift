import LayoutCore

/// Computes a flow layout's geometry: UICollectionViewFlowLayout's line breaking.
///
/// Per section, along the scroll axis: the header, the section inset's leading side, the lines, the
/// trailing inset, the footer. Items fill a line while they fit with the minimum inter-item spacing.
/// A line is justified (its extra space shared between the gaps), except the last line, which keeps the
/// minimum spacing from the leading edge; a line holding one item centres it. Items are centred across
/// their line's thickness.
///
/// - Complexity: O(n) time for n items; one frame per item is stored.
struct FlowGeometryBuilder {
    let configuration: FlowLayoutConfiguration
    let context: LayoutContext
    /// Whether the items' own insets move them (`cellInsetFlow`, `AnsweredCellInsets`).
    var appliesCellInsets = false

    private var axis: Axis { configuration.scrollDirection }

    /// The thickness available across the scroll axis: the viewport minus the content inset.
    private var crossExtent: Double {
        let cross = axis.cross
        let inset = context.contentInset
        return max(
            0, context.viewportSize.length(along: cross) - inset.leading(along: cross) - inset.trailing(along: cross))
    }

    func build() -> FlowGeometry {
        let itemCount = context.data.totalItemCount
        precondition(itemCount < Int(Int32.max), "a view holds at most 10,000,000 items")
        var sections: [FlowSectionGeometry] = []
        sections.reserveCapacity(context.data.sections.count)
        var cursor = 0.0
        // Room for the most lines there can be (one item each): growing the array instead, each step a
        // fresh allocation and a copy, cost more than the frames themselves (22 ms against 9 for 1,000,000
        // items in lines of one or two). The room the lines do not fill is never touched. Copying them
        // out to storage of their own size afterwards made prepare three times slower in the benchmark,
        // so the room stays. Both are written through their buffers: an array's append checks uniqueness
        // and capacity on every call. The chunks the geometry keeps are slices of the two arrays, so
        // building them copies nothing; a change copies the chunk it rewrites.
        var frames: [Rect] = []
        let lines = [FlowLine](unsafeUninitializedCapacity: itemCount) { lineBuffer, linesWritten in
            frames = [Rect](unsafeUninitializedCapacity: itemCount) { frameBuffer, framesWritten in
                lineBuffer.adviseHugePagesWhenLarge()
                frameBuffer.adviseHugePagesWhenLarge()
                var writer = GeometryWriter(frames: BufferWriter(frameBuffer), lines: BufferWriter(lineBuffer))
                for index in context.data.sections.indices {
                    cursor = placeSection(index, at: cursor, into: &writer, sections: &sections)
                }
                framesWritten = writer.frames.count
                linesWritten = writer.lines.count
            }
        }
        var geometry = FlowGeometry(axis: axis)
        geometry.frames = ShiftedChunks(frames)
        geometry.lines = ShiftedChunks(lines)
        geometry.sections = sections
        geometry.contentSize = Size(main: cursor, cross: crossExtent, axis: axis)
        return geometry
    }

    /// Places section `index` starting at `start` along the scroll axis; returns where the next one starts.
    private func placeSection<Sink: FlowGeometrySink>(
        _ index: Int, at start: Double, into writer: inout Sink, sections: inout [FlowSectionGeometry]
    ) -> Double {
        let header = supplementaryFrame(
            context.data.sections[index].answers.header ?? configuration.headerReferenceSize, at: start)
        let bodyStart = start + (header?.size.length(along: axis) ?? 0)
        let firstItem = writer.nextFlatItem
        var never = NeverStop()
        let itemsEnd = linePlacer(ofSection: index).place(
            from: 0, main: bodyStart + leadingInset(ofSection: index), into: &writer, until: &never
        ).main
        var section = FlowSectionGeometry(
            firstItem: firstItem, minMain: start, maxMain: start, bodyMinMain: bodyStart, bodyMaxMain: bodyStart,
            header: header, footer: nil)
        finish(&section, index, itemsEnd: itemsEnd)
        sections.append(section)
        return section.maxMain
    }

    /// Completes section `index`'s geometry after its last line, which ends at `itemsEnd`: the trailing
    /// inset, the footer and the section's end. - Complexity: O(1).
    func finish(_ section: inout FlowSectionGeometry, _ index: Int, itemsEnd: Double) {
        section.bodyMaxMain = itemsEnd + sectionInset(index).trailing(along: axis)
        let answers = context.data.sections[index].answers
        section.footer = supplementaryFrame(
            answers.footer ?? configuration.footerReferenceSize, at: section.bodyMaxMain)
        section.maxMain = section.bodyMaxMain + (section.footer?.size.length(along: axis) ?? 0)
    }

    /// How far section `index`'s first line starts after its header: the section inset's leading side.
    func leadingInset(ofSection index: Int) -> Double { sectionInset(index).leading(along: axis) }

    /// The section's inset, its own or the layout's.
    private func sectionInset(_ index: Int) -> EdgeInsets {
        context.data.sections[index].answers.sectionInset ?? configuration.sectionInset
    }

    /// What places section `index`'s lines: its cross-axis rules and its item sizes, resolved once.
    /// - Complexity: O(pattern) for a patterned section, else O(1).
    func linePlacer(ofSection index: Int) -> FlowLinePlacer {
        let section = context.data.sections[index]
        let answers = section.answers
        let inset = sectionInset(index)
        let metrics = LineMetrics(
            crossStart: inset.leading(along: axis.cross),
            available: crossExtent - inset.leading(along: axis.cross) - inset.trailing(along: axis.cross),
            interitemSpacing: answers.minimumInteritemSpacing ?? configuration.minimumInteritemSpacing,
            lineSpacing: answers.minimumLineSpacing ?? configuration.minimumLineSpacing, axis: axis
        )
        let cellInsets =
            appliesCellInsets
            ? AnsweredCellInsets(
                section: section, axis: axis, firstEdge: inset.leading(along: axis.cross),
                lastEdge: context.viewportSize.length(along: axis.cross) - inset.trailing(along: axis.cross))
            : nil
        return FlowLinePlacer(
            placement: LinePlacement(section: index, count: section.itemCount, metrics: metrics),
            sizing: FlowSizingSource(section, fallback: configuration.itemSize), cellInsets: cellInsets)
    }

    /// A header or footer of `referenceSize` at `main`: as long as the size says along the scroll axis and
    /// as thick as the content across it; nil when that length is zero.
    private func supplementaryFrame(_ referenceSize: Size, at main: Double) -> Rect? {
        let length = referenceSize.length(along: axis)
        guard length > 0 else { return nil }
        return Rect(main: main, cross: 0, mainLength: length, crossLength: crossExtent, axis: axis)
    }
}

/// A flow layout's frames and lines as they are written; storage for one line per item, the most there
/// can be.
private struct GeometryWriter: FlowGeometrySink {
    var frames: BufferWriter<Rect>
    var lines: BufferWriter<FlowLine>

    var nextFlatItem: Int { frames.count }
    @inline(__always) mutating func append(_ frame: Rect) { frames.append(frame) }
    @inline(__always) mutating func append(_ line: FlowLine) { lines.append(line) }
}

/// The cross-axis rules of one section's lines.
struct LineMetrics {
    let crossStart: Double
    let available: Double
    let interitemSpacing: Double
    let lineSpacing: Double
    let axis: Axis
}

/// Breaks one section's items into lines and writes their frames.
struct LinePlacement {
    let section: Int
    let count: Int
    let metrics: LineMetrics

    /// Places the section's lines from item `first` (a line's first item) at `start` along the scroll axis,
    /// until the section ends or `stop` says so at the start of a line; returns the item and the position
    /// where it stopped (the next line's start, or the end of the last line). Each line is read twice from
    /// `sizing`, in order from a cursor (what fits, then where each goes), so nothing is gathered per line.
    /// A line spans from where it starts to its thickness plus what its items' `insets` pushed.
    /// Specialized per kind of sizing, insets, sink and stop. - Complexity: O(items placed).
    @inline(__always)
    func lines<Sizing: FlowItemSizing, Insets: FlowCellInsets, Sink: FlowGeometrySink, Stop: LineBreakStop>(
        _ sizing: Sizing, _ insets: Insets, from first: Int, main start: Double, into writer: inout Sink,
        until stop: inout Stop
    ) -> (item: Int, main: Double) {
        let axis = metrics.axis
        let cross = axis.cross
        var sizing = sizing
        var main = start
        var item = first
        while item < count {
            if stop.stops(atItem: item, main: main) { break }
            // What fits: the first item always does, however wide.
            let first = item
            var used = 0.0
            var thickness = 0.0
            var totalLength = 0.0
            var cursor = sizing.cursor(at: first)
            while item < count {
                let size = sizing.size(at: cursor)
                let length = size.length(along: cross)
                if item > first {
                    if used + metrics.interitemSpacing + length > metrics.available { break }
                    used += metrics.interitemSpacing
                }
                used += length
                thickness = max(thickness, size.length(along: axis))
                totalLength += length
                item += 1
                sizing.advance(&cursor)
            }
            let firstFrame = writer.nextFlatItem
            let pushed = place(
                &sizing, insets, first..<item, at: main, thickness: thickness, totalLength: totalLength, into: &writer)
            var end = main + thickness
            if Insets.pushesLines { end += pushed }
            writer.append(FlowLine(firstItem: Int32(firstFrame), section: Int32(section), minMain: main, maxMain: end))
            main = end
            if item < count { main += metrics.lineSpacing }
        }
        return (item, main)
    }

    /// Writes the frames of one line at `main`. A full line is justified (its extra space shared between
    /// the gaps, its last item ending exactly at the trailing inset, free of rounding drift); the last line
    /// keeps the minimum spacing; a line of one item centres it; items are centred across the line, then
    /// moved by `insets`. Returns how far the insets pushed what follows along the scroll axis.
    @inline(__always)
    private func place<Sizing: FlowItemSizing, Insets: FlowCellInsets, Sink: FlowGeometrySink>(
        _ sizing: inout Sizing, _ insets: Insets, _ items: Range<Int>, at main: Double, thickness: Double,
        totalLength: Double, into writer: inout Sink
    ) -> Double {
        let axis = metrics.axis
        let justified = items.upperBound < count && items.count > 1
        let gap =
            justified ? (metrics.available - totalLength) / Double(items.count - 1) : metrics.interitemSpacing
        var cross = metrics.crossStart
        if items.count == 1 { cross += max(0, (metrics.available - totalLength) / 2) }
        var cursor = sizing.cursor(at: items.lowerBound)
        var pushed = 0.0
        for item in items {
            let size = sizing.size(at: cursor)
            sizing.advance(&cursor)
            let length = size.length(along: axis.cross)
            let depth = size.length(along: axis)
            if justified && item == items.upperBound - 1 { cross = metrics.crossStart + metrics.available - length }
            var frame = Rect(
                main: main + (thickness - depth) / 2, cross: cross, mainLength: depth, crossLength: length, axis: axis)
            insets.apply(toItem: item, frame: &frame, offset: &pushed)
            writer.append(frame)
            cross += length + gap
        }
        return pushed
    }
}

/// One section's line placement with its item sizes and insets resolved, dispatching once to the
/// specialized loop.
struct FlowLinePlacer {
    let placement: LinePlacement
    let sizing: FlowSizingSource
    /// The items' insets when they move them (`cellInsetFlow`).
    let cellInsets: AnsweredCellInsets?

    /// `LinePlacement.lines` with the section's sizes and insets. - Complexity: O(items placed).
    func place<Sink: FlowGeometrySink, Stop: LineBreakStop>(
        from first: Int, main: Double, into writer: inout Sink, until stop: inout Stop
    ) -> (item: Int, main: Double) {
        if let cellInsets {
            place(cellInsets, from: first, main: main, into: &writer, until: &stop)
        } else {
            place(NoCellInsets(), from: first, main: main, into: &writer, until: &stop)
        }
    }

    private func place<Insets: FlowCellInsets, Sink: FlowGeometrySink, Stop: LineBreakStop>(
        _ insets: Insets, from first: Int, main: Double, into writer: inout Sink, until stop: inout Stop
    ) -> (item: Int, main: Double) {
        switch sizing {
        case .uniform(let sizing):
            placement.lines(sizing, insets, from: first, main: main, into: &writer, until: &stop)
        case .cycled(let sizing):
            placement.lines(sizing, insets, from: first, main: main, into: &writer, until: &stop)
        case .answered(let sizing):
            placement.lines(sizing, insets, from: first, main: main, into: &writer, until: &stop)
        }
    }
}

/// Where line placement writes a flow layout's frames and lines.
protocol FlowGeometrySink {
    /// The flat index (over all sections) the next frame written gets.
    var nextFlatItem: Int { get }
    mutating func append(_ frame: Rect)
    mutating func append(_ line: FlowLine)
}

/// Asked at the start of each line whether placement stops there.
protocol LineBreakStop {
    /// Whether placement stops before the line that starts with item `item` (of the section) at `main`.
    mutating func stops(atItem item: Int, main: Double) -> Bool
}

/// Placement runs to the section's end.
struct NeverStop: LineBreakStop {
    @inline(__always) func stops(atItem item: Int, main: Double) -> Bool { false }
}
