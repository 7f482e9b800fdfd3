import LayoutCore

extension FlowLayout {
    /// - Complexity: O(log n + k): binary searches over the lines and sections, then a walk over the
    ///   k lines and sections that meet `rect`. One allocation, the result.
    public func attributes(in rect: Rect, bounds: Rect) -> [LayoutAttributes] {
        let (lines, sections) = linesAndSections(meeting: rect)
        guard !lines.isEmpty || !sections.isEmpty else { return [] }
        var result: [LayoutAttributes] = []
        let itemCandidates =
            lines.isEmpty
            ? 0
            : geometry.items(ofLine: lines.upperBound - 1).upperBound - Int(geometry.lines[lines.lowerBound].firstItem)
        result.reserveCapacity(itemCandidates + 2 * sections.count)
        visit(lines, sections, in: rect, bounds: bounds) { result.append($0) }
        return result
    }

    /// - Complexity: O(log n + k), as `attributes(in:bounds:)`, without an allocation.
    public func forEachAttributes(in rect: Rect, bounds: Rect, _ body: (LayoutAttributes) -> Void) {
        let (lines, sections) = linesAndSections(meeting: rect)
        visit(lines, sections, in: rect, bounds: bounds, body)
    }

    /// The lines and sections whose extent along the scroll axis meets `rect`'s. - Complexity: O(log n).
    private func linesAndSections(meeting rect: Rect) -> (lines: Range<Int>, sections: Range<Int>) {
        let axis = geometry.axis
        let low = rect.min(along: axis)
        let high = rect.max(along: axis)
        let firstLine = geometry.lines.partitionPoint { $0.maxMain > low }
        let endLine = geometry.lines.partitionPoint { $0.minMain >= high }
        let firstSection = geometry.sections.partitionPoint { $0.maxMain > low }
        let endSection = geometry.sections.partitionPoint { $0.minMain >= high }
        return (firstLine..<max(firstLine, endLine), firstSection..<max(firstSection, endSection))
    }

    /// The cells of `lines` and the headers and footers of `sections` that meet `rect`, in that order.
    private func visit(
        _ lines: Range<Int>, _ sections: Range<Int>, in rect: Rect, bounds: Rect, _ body: (LayoutAttributes) -> Void
    ) {
        for lineIndex in lines {
            let section = Int(geometry.lines[lineIndex].section)
            let sectionStart = geometry.sections[section].firstItem
            for flat in geometry.items(ofLine: lineIndex) where geometry.frames[flat].intersects(rect) {
                body(cell(IndexPath(section: section, item: flat - sectionStart), frame: geometry.frames[flat]))
            }
        }
        for section in sections {
            if let header = header(ofSection: section, bounds: bounds), header.frame.intersects(rect) { body(header) }
            if let footer = footer(ofSection: section, bounds: bounds), footer.frame.intersects(rect) { body(footer) }
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
        let id = data.itemID(at: indexPath) ?? .positional(section: indexPath.section, item: indexPath.item)
        return .cell(indexPath, id: id, frame: frame)
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
