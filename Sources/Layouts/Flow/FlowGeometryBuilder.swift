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
        precondition(context.data.totalItemCount < Int(Int32.max), "a view holds at most 10,000,000 items")
        var geometry = FlowGeometry(axis: axis)
        geometry.frames.reserveCapacity(context.data.totalItemCount)
        geometry.sections.reserveCapacity(context.data.sections.count)
        var lineSizes: [Size] = []
        var cursor = 0.0
        for index in context.data.sections.indices {
            cursor = placeSection(index, at: cursor, into: &geometry, lineSizes: &lineSizes)
        }
        geometry.contentSize = Size(main: cursor, cross: crossExtent, axis: axis)
        return geometry
    }

    /// Places section `index` starting at `start` along the scroll axis; returns where the next one starts.
    private func placeSection(
        _ index: Int, at start: Double, into geometry: inout FlowGeometry, lineSizes: inout [Size]
    ) -> Double {
        let section = context.data.sections[index]
        let answers = section.answers
        let sectionInset = answers.sectionInset ?? configuration.sectionInset
        var main = start

        let header = supplementaryFrame(answers.header ?? configuration.headerReferenceSize, at: main)
        main += header?.size.length(along: axis) ?? 0
        let bodyStart = main
        main += sectionInset.leading(along: axis)

        let firstItem = geometry.frames.count
        let lines = LineMetrics(
            crossStart: sectionInset.leading(along: axis.cross),
            available: crossExtent - sectionInset.leading(along: axis.cross) - sectionInset.trailing(along: axis.cross),
            interitemSpacing: answers.minimumInteritemSpacing ?? configuration.minimumInteritemSpacing,
            lineSpacing: answers.minimumLineSpacing ?? configuration.minimumLineSpacing
        )
        let uniformSize = section.uniformAnswers.map { $0.size ?? configuration.itemSize }
        var item = 0
        while item < section.itemCount {
            lineSizes.removeAll(keepingCapacity: true)
            item = lines.fill(&lineSizes, from: item, count: section.itemCount, axis: axis) {
                uniformSize ?? section.size(at: $0) ?? configuration.itemSize
            }
            let thickness = lines.place(
                lineSizes, at: main, isLast: item == section.itemCount, axis: axis, into: &geometry.frames)
            geometry.lines.append(
                FlowLine(
                    firstItem: Int32(geometry.frames.count - lineSizes.count), section: Int32(index), minMain: main,
                    maxMain: main + thickness))
            main += thickness
            if item < section.itemCount { main += lines.lineSpacing }
        }

        main += sectionInset.trailing(along: axis)
        let bodyEnd = main
        let footer = supplementaryFrame(answers.footer ?? configuration.footerReferenceSize, at: main)
        main += footer?.size.length(along: axis) ?? 0
        geometry.sections.append(
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

/// The cross-axis rules of one section's lines.
private struct LineMetrics {
    let crossStart: Double
    let available: Double
    let interitemSpacing: Double
    let lineSpacing: Double

    /// Appends the sizes of the items that fit on a line starting at `first`; returns the next item.
    /// The first item always fits, however wide.
    @inline(__always)
    func fill(
        _ sizes: inout [Size], from first: Int, count: Int, axis: Axis, size: (Int) -> Size
    ) -> Int {
        var used = 0.0
        var item = first
        while item < count {
            let itemSize = size(item)
            let length = itemSize.length(along: axis.cross)
            if !sizes.isEmpty {
                if used + interitemSpacing + length > available { break }
                used += interitemSpacing
            }
            used += length
            sizes.append(itemSize)
            item += 1
        }
        return item
    }

    /// Appends the frames of one line at `main`; returns the line's thickness along the scroll axis.
    @inline(__always)
    func place(_ sizes: [Size], at main: Double, isLast: Bool, axis: Axis, into frames: inout [Rect]) -> Double {
        var thickness = 0.0
        var totalLength = 0.0
        for size in sizes {
            thickness = max(thickness, size.length(along: axis))
            totalLength += size.length(along: axis.cross)
        }
        let justified = !isLast && sizes.count > 1
        let gap = justified ? (available - totalLength) / Double(sizes.count - 1) : interitemSpacing
        var cross = crossStart
        if sizes.count == 1 { cross += max(0, (available - totalLength) / 2) }
        for (index, size) in sizes.enumerated() {
            let length = size.length(along: axis.cross)
            let depth = size.length(along: axis)
            // The justified line's last item ends exactly at the trailing inset, free of rounding drift.
            if justified && index == sizes.count - 1 { cross = crossStart + available - length }
            frames.append(
                Rect(
                    main: main + (thickness - depth) / 2, cross: cross, mainLength: depth, crossLength: length,
                    axis: axis))
            cross += length + gap
        }
        return thickness
    }
}
