import LayoutCore

/// PluginLayout: each section placed by its own plugin (flow, grid, staggered, mosaic)
/// one after another along the scroll axis, with scrolling effects (sticky, elastic, fade, tilt) applied
/// at query time to the elements a query returns, never by preparing again.
public struct PluginLayout: CollectionLayout {
    public var configuration: PluginLayoutConfiguration
    var geometry = PluginGeometry()
    var data: CollectionData = .empty
    var contentInset: EdgeInsets = .zero
    var viewportSize: Size = .zero

    public init(configuration: PluginLayoutConfiguration = PluginLayoutConfiguration()) {
        self.configuration = configuration
    }

    /// Runs every section's plugin from the offset (0, 0), then indexes the frames.
    /// - Complexity: O(n) for n items (O(n·c) for c columns of staggered or mosaic sections).
    public mutating func prepare(_ context: LayoutContext) {
        data = context.data
        contentInset = context.contentInset
        viewportSize = context.viewportSize
        geometry = PluginGeometry()
        geometry.axis = configuration.scrollDirection
        placeSections(from: 0)
    }

    /// Keeps the sections before the first one changed and places the others again: a section's plugin
    /// reads its items from the first (a staggered column's height, the mosaic's free cells), and every later
    /// section starts where it ends. A different viewport or inset prepares everything.
    /// - Complexity: O(sections + the items of the sections from the first changed one on).
    public mutating func prepare(_ context: LayoutContext, changes: ItemChanges) {
        guard let first = changes.edits.first?.section, context.viewportSize == viewportSize,
            context.contentInset == contentInset, context.data.sections.count == geometry.sections.count
        else { return prepare(context) }
        data = context.data
        placeSections(from: first)
    }

    public var changePreparation: ChangePreparation { .fromChangedSection }

    /// Places `data`'s sections from `first` on after the sections and frames the geometry keeps before
    /// them, then notes every section's effects and indexes the frames placed. Mutating, so that the
    /// geometry's arrays change in place (an inout argument beside a read of `self` copied them).
    private mutating func placeSections(from first: Int) {
        let axis = configuration.scrollDirection
        let crossExtent = max(
            0,
            viewportSize.length(along: axis.cross) - contentInset.leading(along: axis.cross)
                - contentInset.trailing(along: axis.cross))
        let keptItems = first < geometry.sections.count ? geometry.sections[first].firstItem : geometry.frames.count
        let placesBefore = data.sections[..<first].contains {
            ($0.answers.plugin ?? configuration.defaultPlugin) != nil
        }
        var offset = PluginOffset(
            main: first > 0 ? geometry.sections[first - 1].maxMain : 0, cross: placesBefore ? crossExtent : 0)
        geometry.frames.removeSubrange(keptItems...)
        // Moved out while the closure below appends to it, and back after.
        var sections = geometry.sections
        geometry.sections = []
        sections.removeSubrange(first...)
        sections.reserveCapacity(data.sections.count)
        let count = data.sections[first...].reduce(0) { $0 + $1.itemCount }
        // Room for a thirty-second more items, as the flow layout keeps: appending a page then never
        // copies every frame to grow (the whole prepare's cost, and fresh pages to fault, at a million).
        let capacity = keptItems == 0 ? count + count / 32 : count
        let placed = [Rect](unsafeUninitializedCapacity: capacity) { buffer, written in
            var frames = BufferWriter(buffer)
            for section in data.sections[first...] {
                let metrics = PluginSectionMetrics(axis: axis, crossExtent: crossExtent, answers: section.answers)
                sections.append(
                    place(section, firstItem: keptItems, metrics: metrics, offset: &offset, frames: &frames))
            }
            written = frames.count
        }
        if keptItems == 0 { geometry.frames = placed } else { geometry.frames += placed }
        geometry.sections = sections
        geometry.hasEffects = false
        geometry.maximumCellShift = 0
        for section in geometry.sections { geometry.noteEffects(of: section) }
        geometry.contentSize = Size(main: offset.main, cross: offset.cross, axis: axis)
        geometry.indexFrames(from: first)
    }

    /// One section: its header, its plugin's items, its footer, and the effects its elements get.
    /// `frames` holds the frames placed after the first `firstItem` ones.
    private func place(
        _ section: SectionData, firstItem: Int, metrics: PluginSectionMetrics, offset: inout PluginOffset,
        frames: inout BufferWriter<Rect>
    ) -> PluginSection {
        let start = frames.count
        var placed = PluginSection(
            firstItem: firstItem + start, itemCount: 0, minMain: offset.main, maxMain: offset.main,
            inset: metrics.inset)
        guard let plugin = section.answers.plugin ?? configuration.defaultPlugin else { return placed }
        placed.header = supplementaryFrame(section.answers.header, metrics: metrics, offset: &offset)
        switch plugin.type {
        case .flow, .grid:
            FlowPlugin(metrics: metrics, alignment: plugin.alignment, isGrid: plugin.type == .grid)
                .place(section, offset: &offset, frames: &frames)
        case .staggered:
            if plugin.placement == .roundRobin { placed.laneStride = max(plugin.lineCount, 1) }
            StaggeredPlugin(metrics: metrics, lineCount: plugin.lineCount, placement: plugin.placement)
                .place(section, offset: &offset, frames: &frames)
        case .mosaic:
            MosaicPlugin(metrics: metrics, lineCount: plugin.lineCount, lineMultiple: plugin.lineMultiple)
                .place(section, offset: &offset, frames: &frames)
        }
        placed.footer = supplementaryFrame(section.answers.footer, metrics: metrics, offset: &offset)
        placed.itemCount = frames.count - start
        placed.maxMain = offset.main
        if plugin.sectionHeadersPinToVisibleBounds { placed.headerEffects.append(.sticky(.start)) }
        if plugin.sectionFootersPinToVisibleBounds { placed.footerEffects.append(.sticky(.end)) }
        for entry in section.answers.effects {
            switch entry.kind {
            case .header: placed.headerEffects.append(entry.effect)
            case .footer: placed.footerEffects.append(entry.effect)
            default: placed.cellEffects.append(entry.effect)
            }
        }
        return placed
    }

    /// A header or footer of `reference` size at the offset, as wide as the content bounds across the
    /// scroll axis; none unless both sides of the size are above 0.
    private func supplementaryFrame(_ reference: Size?, metrics: PluginSectionMetrics, offset: inout PluginOffset)
        -> Rect?
    {
        guard let reference, reference.hasArea else { return nil }
        let length = reference.length(along: metrics.axis)
        let frame = Rect(
            main: offset.main, cross: 0, mainLength: length, crossLength: metrics.crossExtent, axis: metrics.axis)
        offset.main += length
        return frame
    }

    public var contentSize: Size { geometry.contentSize }

    /// The seed invalidates on every scroll; ours requeries only when an effect follows the bounds, and
    /// prepares again only when their size changes.
    public func invalidation(forBoundsChange new: Rect, old: Rect) -> Invalidation {
        if new.size != old.size { return .prepare }
        return geometry.hasEffects && new.origin != old.origin ? .requery : .none
    }
}
