import LayoutCore

extension FlowLayout {
    /// - Complexity: O(log n + k): binary searches over the lines and sections, then a walk over the
    ///   k lines and sections that meet `rect`. One allocation, the result.
    public func attributes(in rect: Rect, bounds: Rect) -> [LayoutAttributes] {
        var result = AttributesCollector()
        collect(in: rect, bounds: bounds, into: &result) { _ in }
        return result.attributes
    }

    /// - Complexity: O(log n + k), as `attributes(in:bounds:)`, without an allocation.
    public func forEachAttributes(in rect: Rect, bounds: Rect, _ body: (LayoutAttributes) -> Void) {
        var visitor = AttributesVisitor()
        collect(in: rect, bounds: bounds, into: &visitor, body)
    }

    /// Hands `sink` the cells of the lines and the headers and footers of the sections that meet `rect`
    /// (with `body`, which a visiting sink calls), after telling it how many elements to expect at most.
    /// Generic, so that each caller gets its own specialized loop: the array's appends are inlined.
    /// - Complexity: O(log n + k).
    private func collect<Sink: AttributesSink>(
        in rect: Rect, bounds: Rect, into sink: inout Sink, _ body: (LayoutAttributes) -> Void
    ) {
        let axis = geometry.axis
        let low = rect.min(along: axis)
        let high = rect.max(along: axis)
        let firstLine = geometry.lines.partitionPoint { $0.maxMain > low }
        let endLine = geometry.lines.partitionPoint { $0.minMain >= high }
        let firstSection = geometry.sections.partitionPoint { $0.maxMain > low }
        let endSection = geometry.sections.partitionPoint { $0.minMain >= high }
        guard firstLine < endLine || firstSection < endSection else { return }
        let itemCandidates =
            firstLine < endLine
            ? geometry.items(ofLine: endLine - 1).upperBound - Int(geometry.lines[firstLine].firstItem) : 0
        sink.expect(itemCandidates + 2 * max(0, endSection - firstSection))
        for lineIndex in firstLine..<max(firstLine, endLine) {
            let section = Int(geometry.lines[lineIndex].section)
            let sectionStart = geometry.sections[section].firstItem
            for flat in geometry.items(ofLine: lineIndex) where geometry.frames[flat].intersects(rect) {
                sink.take(
                    cell(IndexPath(section: section, item: flat - sectionStart), frame: geometry.frames[flat]), body)
            }
        }
        for section in firstSection..<max(firstSection, endSection) {
            if let header = header(ofSection: section, bounds: bounds), header.frame.intersects(rect) {
                sink.take(header, body)
            }
            if let footer = footer(ofSection: section, bounds: bounds), footer.frame.intersects(rect) {
                sink.take(footer, body)
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

/// Where `FlowLayout.collect` puts what it finds: kept, or handed to the caller's closure.
private protocol AttributesSink {
    /// At most `count` elements follow.
    mutating func expect(_ count: Int)
    mutating func take(_ attributes: LayoutAttributes, _ body: (LayoutAttributes) -> Void)
}

/// Into an array, reserved once; the closure is not called.
private struct AttributesCollector: AttributesSink {
    var attributes: [LayoutAttributes] = []
    mutating func expect(_ count: Int) { attributes.reserveCapacity(count) }
    mutating func take(_ attributes: LayoutAttributes, _ body: (LayoutAttributes) -> Void) {
        self.attributes.append(attributes)
    }
}

/// To the closure, one by one, nothing kept.
private struct AttributesVisitor: AttributesSink {
    func expect(_ count: Int) {}
    func take(_ attributes: LayoutAttributes, _ body: (LayoutAttributes) -> Void) { body(attributes) }
}
