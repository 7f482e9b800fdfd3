import LayoutCore

/// UICollectionViewCompositionalLayout: each section's group solved once (`CompositionalTemplate`) and
/// repeated along the scroll axis, or across it in one row for an orthogonal section, which scrolls on its
/// own (by the offsets its queries are given: `OrthogonalScrollingLayout`); boundary items (headers, footers,
/// any kind) around the section's content, pinned ones following the bounds; supplementary views anchored to
/// items and groups; decorations behind a section.
public struct CompositionalLayout: OrthogonalScrollingLayout {
    public var configuration: CompositionalConfiguration
    var sections: [CompositionalSectionGeometry] = []
    /// The sections' boundary items and decorations, placed.
    var views = PlacedSectionViews()
    var data: CollectionData = .empty
    var viewport = Size(width: 0, height: 0)
    var contentInset: EdgeInsets = .zero
    var hasPinnedItems = false
    /// The layout's own boundary items (`configuration.boundaryItems`), placed.
    var globalItems: [PlacedBoundary] = []
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
        views = PlacedSectionViews()
        // Reserved whole: each is as many as the sections' layouts list, and a placed boundary item is large.
        let counts = configuration.sections.map { ($0.boundaryItems.count, $0.decorationItems.count) }
        let totals = data.sections.indices.reduce((0, 0)) { total, index in
            let count = counts[min(index, counts.count - 1)]
            return (total.0 + count.0, total.1 + count.1)
        }
        views.boundaries.reserveCapacity(totals.0)
        views.decorations.reserveCapacity(totals.1)
        let sectionLayouts = configuration.sections.map { configuration.measured($0, viewport: viewport) }
        var templates: [Int: CompositionalTemplate] = [:]
        let sectionsStart = globalRoom(.before)
        var cursor = sectionsStart
        for (index, section) in data.sections.enumerated() {
            if index > 0 { cursor += configuration.interSectionSpacing }
            let layoutIndex = min(index, configuration.sections.count - 1)
            let (layout, boundaryInsets) = sectionLayouts[layoutIndex]
            let template =
                templates[layoutIndex]
                ?? CompositionalTemplate(
                    group: layout.group,
                    container: CompositionalSectionGeometry.container(of: layout, viewport: viewport))
            if templates[layoutIndex] == nil { templates[layoutIndex] = template }
            let geometry = CompositionalSectionGeometry(
                layout, template: template, data: section, start: cursor, viewport: viewport,
                axis: axis, boundaryInsets: boundaryInsets, views: &views)
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
    ///   found by arithmetic, band by band of each template (`groupRuns(meeting:)`), so that a supplementary
    ///   view an anchor's offset moves far from its group adds only the groups whose copy of it meets `rect`.
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
            let perGroup = section.template.frames.count + section.template.supplementaries.count
            bound += section.groupCount(meeting: rect) * perGroup + section.boundaries.count + section.decorations.count
        }
        var result: [LayoutAttributes] = []
        result.reserveCapacity(bound + globalItems.count)
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

    /// Counts cells and their supplementary views group by group, then the sections' boundary items and
    /// decorations and the
    /// global items, without building a cell. - Complexity: O(log s + min(k, limit)) for k elements in
    /// the groups that meet `rect`, plus the sections that meet it.
    public func countAttributes(in rect: Rect, bounds: Rect, upTo limit: Int) -> Int {
        countAttributes(in: rect, bounds: bounds, offsets: .atRest, upTo: limit)
    }

    public func countAttributes(in rect: Rect, bounds: Rect, offsets: SectionOffsets, upTo limit: Int) -> Int {
        var count = 0
        for index in sections(meeting: rect) {
            count += countItems(section: section(index, offsets: offsets), in: rect, upTo: limit - count)
            for placed in views.boundaries[sections[index].boundaries]
            where boundaryFrame(placed, section: index, bounds: bounds).intersects(rect) { count += 1 }
            for decoration in views.decorations[sections[index].decorations] where decoration.frame.intersects(rect) {
                count += 1
            }
            if count > limit { return limit + 1 }
        }
        visitGlobalItems(in: rect, bounds: bounds) { _ in count += 1 }
        return count.counted(upTo: limit)
    }

    /// The cells and supplementary views of section `index` that meet `rect`, counted no further than
    /// `limit + 1`.
    /// - Complexity: O(min(k, limit)) for the k cells of the groups that meet `rect`.
    private func countItems(section: CompositionalSectionGeometry, in rect: Rect, upTo limit: Int) -> Int {
        let cells = section.template.frames.count
        let hasSupplementaries = !section.template.supplementaries.isEmpty
        var count = 0
        for group in section.groupRuns(meeting: rect).joined() {
            for item in (group * cells)..<min(section.itemCount, (group + 1) * cells) {
                if section.frame(ofItem: item).intersects(rect) { count += 1 }
                if hasSupplementaries {
                    for supplementary in section.supplementaries(ofItem: item)
                    where section.frame(of: supplementary, ofItem: item).intersects(rect) { count += 1 }
                }
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
        visitGroups(of: section, index: index, in: rect, body)
        for placed in views.boundaries[section.boundaries] {
            let frame = boundaryFrame(placed, section: index, bounds: bounds)
            if frame.intersects(rect) {
                body(
                    .supplementary(
                        placed.kind, IndexPath(section: index, item: 0), frame: frame, zIndex: placed.item.zIndex))
            }
        }
        for decoration in views.decorations[section.decorations] where decoration.frame.intersects(rect) {
            body(
                .decoration(
                    decoration.kind, IndexPath(section: index, item: 0), frame: decoration.frame,
                    zIndex: decoration.zIndex))
        }
    }

    /// Calls `body` with the cells and anchored supplementary views of section `index` (`section`, as the
    /// query sees it) that meet `rect`, item by item, each cell before its supplementary views.
    /// - Complexity: O(b + g · e) for the b bands of its template, the g groups of `groupRuns(meeting:)`
    ///   and the e cells and supplementary views of a group.
    private func visitGroups(
        of section: CompositionalSectionGeometry, index: Int, in rect: Rect, _ body: (LayoutAttributes) -> Void
    ) {
        let cells = section.template.frames.count
        let hasSupplementaries = !section.template.supplementaries.isEmpty
        var cell = section.inRow(LayoutAttributes.reusableCell)
        for group in section.groupRuns(meeting: rect).joined() {
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
                if hasSupplementaries { visitSupplementaries(of: item, in: section, at: indexPath, in: rect, body) }
            }
        }
    }

    /// Calls `body` with item `item`'s supplementary views that meet `rect`.
    private func visitSupplementaries(
        of item: Int, in section: CompositionalSectionGeometry, at indexPath: IndexPath, in rect: Rect,
        _ body: (LayoutAttributes) -> Void
    ) {
        for supplementary in section.supplementaries(ofItem: item) {
            let frame = section.frame(of: supplementary, ofItem: item)
            if frame.intersects(rect) {
                body(
                    section.inRow(
                        .supplementary(supplementary.kind, indexPath, frame: frame, zIndex: supplementary.zIndex)))
            }
        }
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
    func effectLength(_ section: CompositionalSectionGeometry) -> Double {
        viewport.length(along: section.groupAxis)
    }

    /// A section's boundary items live at `[section, 0]`, an item's supplementary views (and its group's, at
    /// its first item) at its index path, the layout's own boundary items at `[0, 0]`.
    /// - Complexity: O(boundary items + the item's supplementary views).
    public func attributes(forSupplementary kind: ElementKind, at indexPath: IndexPath, bounds: Rect)
        -> LayoutAttributes?
    {
        attributes(forSupplementary: kind, at: indexPath, bounds: bounds, offsets: .atRest)
    }

    public func attributes(
        forSupplementary kind: ElementKind, at indexPath: IndexPath, bounds: Rect, offsets: SectionOffsets
    ) -> LayoutAttributes? {
        if indexPath == IndexPath(section: 0, item: 0), let global = globalAttributes(kind, bounds: bounds) {
            return global
        }
        if indexPath.item == 0, let boundary = boundaryAttributes(kind, section: indexPath.section, bounds: bounds) {
            return boundary
        }
        return anchoredAttributes(kind, at: indexPath, offsets: offsets)
    }

    /// The supplementary view of `kind` anchored to the item at `indexPath` or to its group.
    private func anchoredAttributes(_ kind: ElementKind, at indexPath: IndexPath, offsets: SectionOffsets)
        -> LayoutAttributes?
    {
        guard data.contains(indexPath), sections.indices.contains(indexPath.section) else { return nil }
        let section = section(indexPath.section, offsets: offsets)
        guard let supplementary = section.supplementaries(ofItem: indexPath.item).first(where: { $0.kind == kind })
        else { return nil }
        return section.inRow(
            .supplementary(
                kind, indexPath, frame: section.frame(of: supplementary, ofItem: indexPath.item),
                zIndex: supplementary.zIndex))
    }

    /// A section's decorations live at `[section, 0]`. - Complexity: O(decorations).
    public func attributes(forDecoration kind: ElementKind, at indexPath: IndexPath, bounds: Rect)
        -> LayoutAttributes?
    {
        guard indexPath.item == 0, sections.indices.contains(indexPath.section),
            let decoration = views.decorations[sections[indexPath.section].decorations].first(where: { $0.kind == kind }
            )
        else { return nil }
        return .decoration(kind, indexPath, frame: decoration.frame, zIndex: decoration.zIndex)
    }

    /// A section's boundary item of `kind`; a pinned one stays at the visible edge it is placed toward (the
    /// bounds inset by the content inset: the leading edge, or the trailing one for an item after the
    /// content) while its section is on screen, never leaving the section.
    private func boundaryAttributes(_ kind: ElementKind, section index: Int, bounds: Rect) -> LayoutAttributes? {
        guard sections.indices.contains(index),
            let placed = views.boundaries[sections[index].boundaries].first(where: { $0.kind == kind })
        else { return nil }
        return .supplementary(
            kind, IndexPath(section: index, item: 0), frame: boundaryFrame(placed, section: index, bounds: bounds),
            zIndex: placed.item.zIndex)
    }

    /// The frame of `placed`, a boundary item of section `index`, with the bounds at `bounds`.
    private func boundaryFrame(_ placed: PlacedBoundary, section index: Int, bounds: Rect) -> Rect {
        placed.frame(
            bounds: bounds, contentInset: contentInset, span: (sections[index].start, sections[index].end), axis: axis)
    }
}
