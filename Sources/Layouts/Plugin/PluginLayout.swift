import LayoutCore

/// PluginLayout: each section placed by its own plugin (flow, grid, staggered, mosaic)
/// one after another along the scroll axis, with scrolling effects (sticky, elastic, fade, tilt) applied
/// at query time to the elements a query returns, never by preparing again.
public struct PluginLayout: CollectionLayout {
    public var configuration: PluginLayoutConfiguration
    var geometry = PluginGeometry()
    var data: CollectionData = .empty
    var contentInset: EdgeInsets = .zero

    public init(configuration: PluginLayoutConfiguration = PluginLayoutConfiguration()) {
        self.configuration = configuration
    }

    /// Runs every section's plugin from the offset (0, 0), then indexes the frames.
    /// - Complexity: O(n) for n items (O(n·c) for c columns of staggered or mosaic sections).
    public mutating func prepare(_ context: LayoutContext) {
        data = context.data
        contentInset = context.contentInset
        let axis = configuration.scrollDirection
        let inset = context.contentInset
        let crossExtent = max(
            0,
            context.viewportSize.length(along: axis.cross) - inset.leading(along: axis.cross)
                - inset.trailing(along: axis.cross))
        var geometry = PluginGeometry()
        geometry.axis = axis
        var sections: [PluginSection] = []
        sections.reserveCapacity(context.data.sections.count)
        var offset = PluginOffset()
        geometry.frames = [Rect](unsafeUninitializedCapacity: context.data.totalItemCount) { buffer, written in
            var frames = BufferWriter(buffer)
            for section in context.data.sections {
                let metrics = PluginSectionMetrics(axis: axis, crossExtent: crossExtent, answers: section.answers)
                sections.append(place(section, metrics: metrics, offset: &offset, frames: &frames))
            }
            written = frames.count
        }
        for section in sections { geometry.noteEffects(of: section) }
        geometry.sections = sections
        geometry.contentSize = Size(main: offset.main, cross: offset.cross, axis: axis)
        geometry.indexFrames()
        self.geometry = geometry
    }

    /// One section: its header, its plugin's items, its footer, and the effects its elements get.
    private func place(
        _ section: SectionData, metrics: PluginSectionMetrics, offset: inout PluginOffset,
        frames: inout BufferWriter<Rect>
    ) -> PluginSection {
        let firstItem = frames.count
        var placed = PluginSection(
            firstItem: firstItem, itemCount: 0, minMain: offset.main, maxMain: offset.main, inset: metrics.inset)
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
        placed.itemCount = frames.count - firstItem
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
