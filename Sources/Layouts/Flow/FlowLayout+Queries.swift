import LayoutCore

extension FlowLayout {
    /// - Complexity: O(log n + k): binary searches over the lines and sections, then a walk over the
    ///   k lines and sections that meet `rect`. One allocation, the result, reserved at the span's bound.
    public func attributes(in rect: Rect, bounds: Rect) -> [LayoutAttributes] {
        let span = QuerySpan(of: geometry, in: rect)
        var result: [LayoutAttributes] = []
        result.reserveCapacity(span.elementBound)
        visit(span, in: rect, bounds: bounds) { result.append($0) }
        return result
    }

    /// - Complexity: O(log n + k), as `attributes(in:bounds:)`, without an allocation.
    public func forEachAttributes(in rect: Rect, bounds: Rect, _ body: (LayoutAttributes) -> Void) {
        visit(QuerySpan(of: geometry, in: rect), in: rect, bounds: bounds, body)
    }

    /// Counts the cells of the rect's lines that meet it, then its headers and footers, without building
    /// one. - Complexity: O(log n + min(k, limit)) for k cells in the rect's lines.
    public func countAttributes(in rect: Rect, bounds: Rect, upTo limit: Int) -> Int {
        let span = QuerySpan(of: geometry, in: rect)
        var count = 0
        for frame in geometry.frames.elements(in: span.items) where frame.intersects(rect) {
            count += 1
            if count > limit { return count }
        }
        for section in span.sections {
            if let header = header(ofSection: section, bounds: bounds), header.frame.intersects(rect) { count += 1 }
            if let footer = footer(ofSection: section, bounds: bounds), footer.frame.intersects(rect) { count += 1 }
            if count > limit { return limit + 1 }
        }
        return count
    }

    /// Hands `body` the cells of the lines and the headers and footers of the sections of `span` that meet
    /// `rect`. - Complexity: O(log n + k), the lines and sections of the span.
    private func visit(_ span: QuerySpan, in rect: Rect, bounds: Rect, _ body: (LayoutAttributes) -> Void) {
        visitCells(span, in: rect, body)
        for section in span.sections {
            if let header = header(ofSection: section, bounds: bounds), header.frame.intersects(rect) { body(header) }
            if let footer = footer(ofSection: section, bounds: bounds), footer.frame.intersects(rect) { body(footer) }
        }
    }

    /// Hands `body` the cells of the span's lines that meet `rect`: a walk over the lines, and over each line's
    /// frames, read in place when each lies in one chunk (`ShiftedChunks.readInPlace`), else through the
    /// chunks. - Complexity: O(log n + k).
    private func visitCells(_ span: QuerySpan, in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        var visited = false
        _ = geometry.lines.readInPlace(span.lines) { lines in
            visited = geometry.frames.readInPlace(span.items) { frames in
                visitCells(span, lines: lines, frames: frames, in: rect, body)
            }
        }
        if !visited { visitCells(span, lines: geometry.lines, frames: geometry.frames, in: rect, body) }
    }

    /// `visitCells(_:in:_:)` with the span's lines and frames read through `lines` and `frames`; a line's
    /// items run to the next line's first. - Complexity: O(k) reads.
    private func visitCells<Lines: ElementReading, Frames: ElementReading>(
        _ span: QuerySpan, lines: Lines, frames: Frames, in rect: Rect, _ body: (LayoutAttributes) -> Void
    ) where Lines.Element == FlowLine, Frames.Element == Rect {
        var cell = LayoutAttributes.reusableCell
        var section = -1
        var sectionStart = 0
        for lineIndex in span.lines {
            let line = lines[lineIndex]
            if Int(line.section) != section {
                section = Int(line.section)
                sectionStart = geometry.sections[section].firstItem
            }
            let end =
                lineIndex + 1 < span.lines.upperBound ? Int(lines[lineIndex + 1].firstItem) : span.items.upperBound
            for flat in Int(line.firstItem)..<end {
                let frame = frames[flat]
                guard frame.intersects(rect) else { continue }
                let indexPath = IndexPath(section: section, item: flat - sectionStart)
                cell.makeCell(indexPath, id: data.placedItemID(at: indexPath), frame: frame)
                body(cell)
            }
        }
    }

    /// - Complexity: O(1).
    public func attributes(forItem indexPath: IndexPath, bounds: Rect) -> LayoutAttributes? {
        guard data.contains(indexPath), indexPath.section < geometry.sections.count else { return nil }
        let flat = geometry.sections[indexPath.section].firstItem + indexPath.item
        return cell(indexPath, frame: geometry.frames[flat])
    }

    /// Headers and footers live at `[section, 0]`. - Complexity: O(1).
    public func attributes(forSupplementary kind: ElementKind, at indexPath: IndexPath, bounds: Rect)
        -> LayoutAttributes?
    {
        guard indexPath.item == 0, geometry.sections.indices.contains(indexPath.section) else { return nil }
        switch kind {
        case .header: return header(ofSection: indexPath.section, bounds: bounds)
        case .footer: return footer(ofSection: indexPath.section, bounds: bounds)
        default: return nil
        }
    }

    private func cell(_ indexPath: IndexPath, frame: Rect) -> LayoutAttributes {
        .cell(indexPath, id: data.placedItemID(at: indexPath), frame: frame)
    }

    /// UIKit gives pinned headers and footers a zIndex above the cells.
    private static let pinnedZIndex = 1024

    /// The section's header; when pinned, it stays at the visible leading edge while its section is on
    /// screen, never leaving the section's body.
    private func header(ofSection section: Int, bounds: Rect) -> LayoutAttributes? {
        let geometrySection = geometry.sections[section]
        guard var frame = geometrySection.header else { return nil }
        let pinned = configuration.sectionHeadersPinToVisibleBounds
        if pinned {
            let axis = geometry.axis
            let natural = frame.min(along: axis)
            let visibleStart = bounds.min(along: axis) + contentInset.leading(along: axis)
            let limit = geometrySection.bodyMaxMain - frame.size.length(along: axis)
            frame = frame.offset(by: max(natural, min(visibleStart, limit)) - natural, along: axis)
        }
        return .supplementary(
            .header, IndexPath(section: section, item: 0), frame: frame, zIndex: pinned ? Self.pinnedZIndex : 0)
    }

    /// The section's footer; when pinned, it stays at the visible trailing edge while its section is on
    /// screen, never leaving the section's body.
    private func footer(ofSection section: Int, bounds: Rect) -> LayoutAttributes? {
        let geometrySection = geometry.sections[section]
        guard var frame = geometrySection.footer else { return nil }
        let pinned = configuration.sectionFootersPinToVisibleBounds
        if pinned {
            let axis = geometry.axis
            let natural = frame.min(along: axis)
            let visibleEnd = bounds.max(along: axis) - contentInset.trailing(along: axis)
            let pinnedStart = max(
                geometrySection.bodyMinMain, min(natural, visibleEnd - frame.size.length(along: axis)))
            frame = frame.offset(by: pinnedStart - natural, along: axis)
        }
        return .supplementary(
            .footer, IndexPath(section: section, item: 0), frame: frame, zIndex: pinned ? Self.pinnedZIndex : 0)
    }
}

/// The lines and sections whose extent along the main axis meets a query's rect, and the lines' items.
private struct QuerySpan {
    var lines: Range<Int>
    var sections: Range<Int>
    /// The flat indexes of the lines' items.
    var items: Range<Int>

    /// Four binary searches; `geometry` is borrowed, not copied (an initializer's arguments are otherwise
    /// passed owned). - Complexity: O(log n).
    init(of geometry: borrowing FlowGeometry, in rect: Rect) {
        let low = rect.min(along: geometry.axis)
        let high = rect.max(along: geometry.axis)
        let firstLine = geometry.lines.partitionPoint { $0.maxMain > low }
        let endLine = geometry.lines.partitionPoint(in: firstLine..<geometry.lines.count) { $0.minMain >= high }
        let firstSection = geometry.sections.partitionPoint { $0.maxMain > low }
        let endSection = geometry.sections.partitionPoint(in: firstSection..<geometry.sections.count) {
            $0.minMain >= high
        }
        lines = firstLine..<endLine
        sections = firstSection..<endSection
        items = lines.isEmpty ? 0..<0 : geometry.firstItem(ofLine: firstLine)..<geometry.firstItem(ofLine: endLine)
    }

    /// The most elements a query over the span can return: every item of its lines, and a header and a
    /// footer per section. - Complexity: O(1).
    var elementBound: Int { items.count + 2 * sections.count }
}
