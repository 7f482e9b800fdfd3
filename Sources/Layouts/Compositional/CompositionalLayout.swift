import LayoutCore

/// UICollectionViewCompositionalLayout: each section's group solved once (`CompositionalTemplate`) and
/// repeated along the scroll axis, or across it in one row for an orthogonal section, which scrolls on its
/// own (by the offsets its queries are given: `OrthogonalScrollingLayout`); headers and footers before and after the section's content, pinned ones
/// following the bounds; badges on items; a background decoration behind a section.
public struct CompositionalLayout: OrthogonalScrollingLayout {
    public var configuration: CompositionalConfiguration
    var sections: [CompositionalSectionGeometry] = []
    var data: CollectionData = .empty
    var viewport = Size(width: 0, height: 0)
    var contentInset: EdgeInsets = .zero
    var hasPinnedItems = false
    /// The layout's own header and footer (`configuration.boundaryItems`), placed.
    var globalItems: (header: PlacedBoundary?, footer: PlacedBoundary?) = (nil, nil)
    /// The content's length along the scroll axis, in points.
    var contentLength = 0.0
    /// How far any section's elements lie before its start and past its end along the scroll axis, at most
    /// (`CompositionalSectionGeometry.elementSpan`): how much wider a query looks for the sections it meets.
    var overhang = (before: 0.0, after: 0.0)
    public private(set) var orthogonalSections: [Int] = []

    public init(configuration: CompositionalConfiguration) {
        self.configuration = configuration
    }

    var axis: Axis { configuration.scrollDirection }

    /// - Complexity: O(s + c) for s sections and c cells of the groups of the section layouts they use
    ///   (each group solved once); nothing per item.
    public mutating func prepare(_ context: LayoutContext) {
        data = context.data
        viewport = context.viewportSize
        contentInset = context.contentInset
        sections = []
        sections.reserveCapacity(data.sections.count)
        let sectionLayouts = configuration.sections.map(configuration.measuredFromTheView)
        var templates: [Int: CompositionalTemplate] = [:]
        let sectionsStart = globalRoom(.before)
        var cursor = sectionsStart
        for (index, section) in data.sections.enumerated() {
            if index > 0 { cursor += configuration.interSectionSpacing }
            let layoutIndex = min(index, configuration.sections.count - 1)
            let layout = sectionLayouts[layoutIndex]
            let template =
                templates[layoutIndex]
                ?? CompositionalTemplate(
                    group: layout.group,
                    container: CompositionalSectionGeometry.container(of: layout, viewport: viewport))
            if templates[layoutIndex] == nil { templates[layoutIndex] = template }
            let geometry = CompositionalSectionGeometry(
                layout, template: template, data: section, start: cursor, viewport: viewport,
                axis: axis)
            sections.append(geometry)
            cursor = geometry.end
        }
        overhang = sections.reduce((0, 0)) { widest, section in
            (
                max(widest.0, section.start - section.elementSpan.start),
                max(widest.1, section.elementSpan.end - section.end)
            )
        }
        placeGlobalItems(sectionsSpan: (sectionsStart, cursor))
        orthogonalSections = sections.indices.filter { sections[$0].scroller != nil }
        hasPinnedItems =
            configuration.sections.contains { $0.boundaryItems.contains(where: \.pinToVisibleBounds) }
            || configuration.boundaryItems.contains(where: \.pinToVisibleBounds)
    }

    public func orthogonalScroller(section: Int) -> OrthogonalScroller? {
        sections.indices.contains(section) ? sections[section].scroller : nil
    }

    /// Section `index` as a query sees it: an orthogonal section's row scrolled by its offset in `offsets`.
    /// - Complexity: O(1), and O(sections listed) for an orthogonal section.
    func section(_ index: Int, offsets: SectionOffsets) -> CompositionalSectionGeometry {
        var section = sections[index]
        if section.scroller != nil { section.orthogonalOffset = offsets[index] }
        return section
    }

    public var contentSize: Size {
        Size(main: contentLength, cross: viewport.length(along: axis.cross), axis: axis)
    }

    /// Pinned headers and footers follow the bounds; a new size solves the fractions again.
    public func invalidation(forBoundsChange new: Rect, old: Rect) -> Invalidation {
        if new.size != old.size { return .prepare }
        return hasPinnedItems ? .requery : .none
    }

    /// - Complexity: O(log s + k): a binary search over the sections, then the groups that meet `rect`
    ///   found by arithmetic.
    /// One allocation, the result, reserved at the most the sections and groups that meet `rect` can hold.
    public func attributes(in rect: Rect, bounds: Rect) -> [LayoutAttributes] {
        attributes(in: rect, bounds: bounds, offsets: .atRest)
    }

    /// - Complexity: as `attributes(in:bounds:)`.
    public func attributes(in rect: Rect, bounds: Rect, offsets: SectionOffsets) -> [LayoutAttributes] {
        let sectionRange = sections(meeting: rect)
        var bound = 0
        for index in sectionRange {
            let section = section(index, offsets: offsets)
            let groups = section.groups(meeting: rect)
            let perCell = section.template.badges.isEmpty ? 1 : 2
            bound += (groups?.count ?? 0) * section.template.frames.count * perCell + 3
        }
        var result: [LayoutAttributes] = []
        result.reserveCapacity(bound + 2)
        for index in sectionRange {
            visit(section: index, in: rect, bounds: bounds, offsets: offsets) { result.append($0) }
        }
        visitGlobalItems(in: rect, bounds: bounds) { result.append($0) }
        return result
    }

    public func forEachAttributes(in rect: Rect, bounds: Rect, _ body: (LayoutAttributes) -> Void) {
        forEachAttributes(in: rect, bounds: bounds, offsets: .atRest, body)
    }

    public func forEachAttributes(
        in rect: Rect, bounds: Rect, offsets: SectionOffsets, _ body: (LayoutAttributes) -> Void
    ) {
        for index in sections(meeting: rect) { visit(section: index, in: rect, bounds: bounds, offsets: offsets, body) }
        visitGlobalItems(in: rect, bounds: bounds, body)
    }

    /// Counts cells and badges group by group, then the sections' boundary items and backgrounds and the
    /// global items, without building a cell. - Complexity: O(log s + min(k, limit)) for k elements in
    /// the groups that meet `rect`, plus the sections that meet it.
    public func countAttributes(in rect: Rect, bounds: Rect, upTo limit: Int) -> Int {
        countAttributes(in: rect, bounds: bounds, offsets: .atRest, upTo: limit)
    }

    public func countAttributes(in rect: Rect, bounds: Rect, offsets: SectionOffsets, upTo limit: Int) -> Int {
        var count = 0
        for index in sections(meeting: rect) {
            count += countItems(section: section(index, offsets: offsets), in: rect, upTo: limit - count)
            for element in [
                boundaryAttributes(.header, section: index, bounds: bounds),
                boundaryAttributes(.footer, section: index, bounds: bounds), backgroundAttributes(section: index),
            ] where element?.frame.intersects(rect) ?? false { count += 1 }
            if count > limit { return limit + 1 }
        }
        visitGlobalItems(in: rect, bounds: bounds) { _ in count += 1 }
        return count.counted(upTo: limit)
    }

    /// The cells and badges of section `index` that meet `rect`, counted no further than `limit + 1`.
    /// - Complexity: O(min(k, limit)) for the k cells of the groups that meet `rect`.
    private func countItems(section: CompositionalSectionGeometry, in rect: Rect, upTo limit: Int) -> Int {
        guard let groups = section.groups(meeting: rect) else { return 0 }
        let cells = section.template.frames.count
        let hasBadges = !section.template.badges.isEmpty
        var count = 0
        for group in groups {
            for item in (group * cells)..<min(section.itemCount, (group + 1) * cells) {
                if section.frame(ofItem: item).intersects(rect) { count += 1 }
                if hasBadges, let badge = section.badge(ofItem: item), badge.frame.intersects(rect) { count += 1 }
                if count > limit { return count }
            }
        }
        return count
    }

    /// The sections whose elements may meet `rect`: those whose span along the scroll axis, widened by the
    /// largest overhang of any section's elements past its own (`overhang`), meets `rect`'s.
    /// - Complexity: O(log s).
    private func sections(meeting rect: Rect) -> Range<Int> {
        let low = rect.min(along: axis) - overhang.after
        let high = rect.max(along: axis) + overhang.before
        let first = sections.partitionPoint { $0.end > low }
        let end = sections.partitionPoint(in: first..<sections.count) { $0.start >= high }
        return first..<end
    }

    private func visit(
        section index: Int, in rect: Rect, bounds: Rect, offsets: SectionOffsets, _ body: (LayoutAttributes) -> Void
    ) {
        let section = section(index, offsets: offsets)
        if let groups = section.groups(meeting: rect) {
            let cells = section.template.frames.count
            let hasBadges = !section.template.badges.isEmpty
            var cell = section.inRow(LayoutAttributes.reusableCell)
            for group in groups {
                for item in (group * cells)..<min(section.itemCount, (group + 1) * cells) {
                    let indexPath = IndexPath(section: index, item: item)
                    let frame = section.frame(ofItem: item)
                    if frame.intersects(rect) {
                        let id = data.placedItemID(at: indexPath)
                        if section.effect == nil {
                            cell.makeCell(indexPath, id: id, frame: frame)
                            body(cell)
                        } else {
                            body(section.cell(indexPath, id: id, frame: frame, viewLength: effectLength(section)))
                        }
                    }
                    if hasBadges, let badge = section.badge(ofItem: item), badge.frame.intersects(rect) {
                        body(section.inRow(.supplementary(.badge, indexPath, frame: badge.frame, zIndex: badge.zIndex)))
                    }
                }
            }
        }
        if let header = boundaryAttributes(.header, section: index, bounds: bounds), header.frame.intersects(rect) {
            body(header)
        }
        if let footer = boundaryAttributes(.footer, section: index, bounds: bounds), footer.frame.intersects(rect) {
            body(footer)
        }
        if let background = backgroundAttributes(section: index), background.frame.intersects(rect) { body(background) }
    }

    /// - Complexity: O(1).
    public func attributes(forItem indexPath: IndexPath, bounds: Rect) -> LayoutAttributes? {
        attributes(forItem: indexPath, bounds: bounds, offsets: .atRest)
    }

    /// - Complexity: O(1), and O(sections listed in `offsets`).
    public func attributes(forItem indexPath: IndexPath, bounds: Rect, offsets: SectionOffsets) -> LayoutAttributes? {
        guard data.contains(indexPath), sections.indices.contains(indexPath.section) else { return nil }
        let section = section(indexPath.section, offsets: offsets)
        return section.cell(
            indexPath, id: data.placedItemID(at: indexPath), frame: section.frame(ofItem: indexPath.item),
            viewLength: effectLength(section))
    }

    /// The view's length across a section's row, which its carousel effect measures distances against.
    private func effectLength(_ section: CompositionalSectionGeometry) -> Double {
        viewport.length(along: section.groupAxis)
    }

    /// A section's header and footer live at `[section, 0]`, a badge at its item's index path.
    /// - Complexity: O(1).
    public func attributes(forSupplementary kind: ElementKind, at indexPath: IndexPath, bounds: Rect)
        -> LayoutAttributes?
    {
        attributes(forSupplementary: kind, at: indexPath, bounds: bounds, offsets: .atRest)
    }

    public func attributes(
        forSupplementary kind: ElementKind, at indexPath: IndexPath, bounds: Rect, offsets: SectionOffsets
    ) -> LayoutAttributes? {
        if kind == .badge { return badgeAttributes(at: indexPath, offsets: offsets) }
        if kind == .layoutHeader || kind == .layoutFooter {
            return indexPath == IndexPath(section: 0, item: 0) ? globalAttributes(kind, bounds: bounds) : nil
        }
        guard indexPath.item == 0 else { return nil }
        return boundaryAttributes(kind, section: indexPath.section, bounds: bounds)
    }

    private func badgeAttributes(at indexPath: IndexPath, offsets: SectionOffsets) -> LayoutAttributes? {
        guard data.contains(indexPath), sections.indices.contains(indexPath.section),
            let badge = section(indexPath.section, offsets: offsets).badge(ofItem: indexPath.item)
        else { return nil }
        return section(indexPath.section, offsets: offsets).inRow(
            .supplementary(.badge, indexPath, frame: badge.frame, zIndex: badge.zIndex))
    }

    /// A section's background lives at `[section, 0]`. - Complexity: O(1).
    public func attributes(forDecoration kind: ElementKind, at indexPath: IndexPath, bounds: Rect)
        -> LayoutAttributes?
    {
        guard kind == .background, indexPath.item == 0 else { return nil }
        return backgroundAttributes(section: indexPath.section)
    }

    /// A header or footer; a pinned one stays at the visible edge it is placed toward (the bounds inset by
    /// the content inset: the leading edge, or the trailing one for an item after the content) while its
    /// section is on screen, never leaving the section.
    private func boundaryAttributes(_ kind: ElementKind, section index: Int, bounds: Rect) -> LayoutAttributes? {
        guard sections.indices.contains(index) else { return nil }
        let section = sections[index]
        guard let placed = kind == .header ? section.header : kind == .footer ? section.footer : nil else {
            return nil
        }
        let frame = placed.frame(
            bounds: bounds, contentInset: contentInset, span: (section.start, section.end), axis: axis)
        return .supplementary(kind, IndexPath(section: index, item: 0), frame: frame, zIndex: placed.item.zIndex)
    }

    private func backgroundAttributes(section index: Int) -> LayoutAttributes? {
        guard sections.indices.contains(index), let background = sections[index].background else { return nil }
        return .decoration(
            .background, IndexPath(section: index, item: 0), frame: background.frame, zIndex: background.zIndex)
    }
}
