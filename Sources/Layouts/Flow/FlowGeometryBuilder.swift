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
        // and capacity on every call.
        var frames: [Rect] = []
        let lines = [FlowLine](unsafeUninitializedCapacity: itemCount) { lineBuffer, linesWritten in
            frames = [Rect](unsafeUninitializedCapacity: itemCount) { frameBuffer, framesWritten in
                var writer = GeometryWriter(frames: BufferWriter(frameBuffer), lines: BufferWriter(lineBuffer))
                for index in context.data.sections.indices {
                    cursor = placeSection(index, at: cursor, into: &writer, sections: &sections)
                }
                framesWritten = writer.frames.count
                linesWritten = writer.lines.count
            }
        }
        var geometry = FlowGeometry(axis: axis)
        geometry.frames = frames
        geometry.lines = lines
        geometry.sections = sections
        geometry.contentSize = Size(main: cursor, cross: crossExtent, axis: axis)
        return geometry
    }

    /// Places section `index` starting at `start` along the scroll axis; returns where the next one starts.
    private func placeSection(
        _ index: Int, at start: Double, into writer: inout GeometryWriter, sections: inout [FlowSectionGeometry]
    ) -> Double {
        let section = context.data.sections[index]
        let answers = section.answers
        let sectionInset = answers.sectionInset ?? configuration.sectionInset
        var main = start

        let header = supplementaryFrame(answers.header ?? configuration.headerReferenceSize, at: main)
        main += header?.size.length(along: axis) ?? 0
        let bodyStart = main
        main += sectionInset.leading(along: axis)

        let firstItem = writer.frames.count
        let lines = LineMetrics(
            crossStart: sectionInset.leading(along: axis.cross),
            available: crossExtent - sectionInset.leading(along: axis.cross) - sectionInset.trailing(along: axis.cross),
            interitemSpacing: answers.minimumInteritemSpacing ?? configuration.minimumInteritemSpacing,
            lineSpacing: answers.minimumLineSpacing ?? configuration.minimumLineSpacing, axis: axis
        )
        let place = LinePlacement(section: index, count: section.itemCount, metrics: lines)
        switch FlowSizingSource(section, fallback: configuration.itemSize) {
        case .uniform(let sizing): main = place.lines(sizing, from: main, into: &writer)
        case .cycled(let sizing): main = place.lines(sizing, from: main, into: &writer)
        case .answered(let sizing): main = place.lines(sizing, from: main, into: &writer)
        }

        main += sectionInset.trailing(along: axis)
        let bodyEnd = main
        let footer = supplementaryFrame(answers.footer ?? configuration.footerReferenceSize, at: main)
        main += footer?.size.length(along: axis) ?? 0
        sections.append(
            FlowSectionGeometry(
                firstItem: firstItem, minMain: start, maxMain: main, bodyMinMain: bodyStart, bodyMaxMain: bodyEnd,
                header: header, footer: footer))
        return main
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
private struct GeometryWriter {
    var frames: BufferWriter<Rect>
    var lines: BufferWriter<FlowLine>
}

/// The cross-axis rules of one section's lines.
private struct LineMetrics {
    let crossStart: Double
    let available: Double
    let interitemSpacing: Double
    let lineSpacing: Double
    let axis: Axis
}

/// Breaks one section's items into lines and writes their frames.
private struct LinePlacement {
    let section: Int
    let count: Int
    let metrics: LineMetrics

    /// Places every line of the section from `start` along the scroll axis; returns where the last ends.
    /// Each line is read twice from `sizing`, in order from a cursor (what fits, then where each goes), so nothing is gathered
    /// per line. Specialized per kind of sizing. - Complexity: O(items).
    @inline(__always)
    func lines<Sizing: FlowItemSizing>(
        _ sizing: Sizing, from start: Double, into writer: inout GeometryWriter
    ) -> Double {
        let axis = metrics.axis
        let cross = axis.cross
        var main = start
        var item = 0
        while item < count {
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
            let firstFrame = writer.frames.count
            place(sizing, first..<item, at: main, thickness: thickness, totalLength: totalLength, into: &writer)
            writer.lines.append(
                FlowLine(
                    firstItem: Int32(firstFrame), section: Int32(section), minMain: main, maxMain: main + thickness))
            main += thickness
            if item < count { main += metrics.lineSpacing }
        }
        return main
    }

    /// Writes the frames of one line at `main`. A full line is justified (its extra space shared between
    /// the gaps, its last item ending exactly at the trailing inset, free of rounding drift); the last line
    /// keeps the minimum spacing; a line of one item centres it; items are centred across the line.
    @inline(__always)
    private func place<Sizing: FlowItemSizing>(
        _ sizing: Sizing, _ items: Range<Int>, at main: Double, thickness: Double, totalLength: Double,
        into writer: inout GeometryWriter
    ) {
        let axis = metrics.axis
        let justified = items.upperBound < count && items.count > 1
        let gap =
            justified ? (metrics.available - totalLength) / Double(items.count - 1) : metrics.interitemSpacing
        var cross = metrics.crossStart
        if items.count == 1 { cross += max(0, (metrics.available - totalLength) / 2) }
        var cursor = sizing.cursor(at: items.lowerBound)
        for item in items {
            let size = sizing.size(at: cursor)
            sizing.advance(&cursor)
            let length = size.length(along: axis.cross)
            let depth = size.length(along: axis)
            if justified && item == items.upperBound - 1 { cross = metrics.crossStart + metrics.available - length }
            writer.frames.append(
                Rect(
                    main: main + (thickness - depth) / 2, cross: cross, mainLength: depth, crossLength: length,
                    axis: axis))
            cross += length + gap
        }
    }
}
