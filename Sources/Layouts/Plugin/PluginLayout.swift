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
        placeSections()
    }

    /// Keeps what comes before the first change and re-places from there only what the change moves
    /// (`update(with:)`); a different viewport or inset prepares everything.
    /// - Complexity: O(re-placed items + log n) per edit in flow and grid sections, O(items of the section)
    ///   in a changed staggered or mosaic one, plus one pass moving what follows the first edit.
    public mutating func prepare(_ context: LayoutContext, changes: ItemChanges) {
        guard !changes.edits.isEmpty, context.viewportSize == viewportSize, context.contentInset == contentInset,
            context.data.sections.count == geometry.sections.count
        else { return prepare(context) }
        data = context.data
        update(with: changes)
    }

    /// Placement from the change runs to the end of a changed staggered or mosaic section, whose items each
    /// depend on every one before them (an append carries on from the last).
    public var changePreparation: ChangePreparation { .fromChangedSection }

    /// Only what the change moves when it changes flow and grid sections (or sections no plugin places),
    /// and staggered and mosaic ones only by appending to them. O(edits).
    public func changePreparation(for changes: ItemChanges) -> ChangePreparation {
        let movesLittle = changes.edits.allSatisfy { edit in
            guard data.sections.indices.contains(edit.section), let plugin = plugin(of: data.sections[edit.section])
            else { return true }
            return plugin.type == .flow || plugin.type == .grid
                || Self.appendsOnly(changes.edits(inSection: edit.section), to: geometry.sections[edit.section])
        }
        return movesLittle ? .whatTheChangeMoves : .fromChangedSection
    }

    /// The content bounds' length across the scroll axis, in points.
    var crossExtent: Double {
        let axis = configuration.scrollDirection
        return max(
            0,
            viewportSize.length(along: axis.cross) - contentInset.leading(along: axis.cross)
                - contentInset.trailing(along: axis.cross))
    }

    /// The plugin placing `section`: its own, else the layout's default; nil places nothing.
    func plugin(of section: SectionData) -> PluginChoice? { section.answers.plugin ?? configuration.defaultPlugin }

    /// Places every section of `data` into a fresh geometry, notes their effects and indexes the frames.
    private mutating func placeSections() {
        let axis = configuration.scrollDirection
        let crossExtent = crossExtent
        var offset = PluginOffset()
        var sections: [PluginSection] = []
        sections.reserveCapacity(data.sections.count)
        let count = data.sections.reduce(0) { $0 + $1.itemCount }
        // At most a line per item of a flow or grid section: room for them all, so that the lines never
        // grow by copying (pages not written to are never touched).
        var lines: [PluginLine] = []
        lines.reserveCapacity(
            data.sections.reduce(0) { lineCount, section in
                guard let type = plugin(of: section)?.type, type == .flow || type == .grid else { return lineCount }
                return lineCount + section.itemCount
            })
        // Room for a thirty-second more items, as the flow layout keeps: appending a page then never
        // copies every frame to grow (the whole prepare's cost, and fresh pages to fault, at a million).
        geometry.frames = [Rect](unsafeUninitializedCapacity: count + count / 32) { buffer, written in
            buffer.adviseHugePagesWhenLarge()
            var frames = BufferWriter(buffer)
            for section in data.sections {
                let metrics = PluginSectionMetrics(axis: axis, crossExtent: crossExtent, answers: section.answers)
                sections.append(place(section, metrics: metrics, offset: &offset, frames: &frames, lines: &lines))
            }
            written = frames.count
        }
        geometry.lines = lines
        geometry.sections = sections
        for section in geometry.sections { geometry.noteEffects(of: section) }
        geometry.contentSize = Size(main: offset.main, cross: offset.cross, axis: axis)
        geometry.indexFrames()
    }

    /// One section: its header, its plugin's items, its footer, and the effects its elements get. The
    /// frames in `frames` are numbered from `firstFlatItem`; a flow or grid section's lines go to `lines`.
    func place(
        _ section: SectionData, firstFlatItem: Int = 0, metrics: PluginSectionMetrics, offset: inout PluginOffset,
        frames: inout BufferWriter<Rect>, lines: inout [PluginLine]
    ) -> PluginSection {
        let start = frames.count
        var placed = PluginSection(
            firstItem: firstFlatItem + start, itemCount: 0, minMain: offset.main, maxMain: offset.main,
            inset: metrics.inset)
        placed.firstLine = lines.count
        guard let plugin = plugin(of: section) else { return placed }
        placed.header = metrics.supplementaryFrame(section.answers.header, offset: &offset)
        placed.itemsStart = offset.main + metrics.mainStart
        switch plugin.type {
        case .flow, .grid:
            FlowPlugin(metrics: metrics, alignment: plugin.alignment, isGrid: plugin.type == .grid)
                .place(section, firstFlatItem: firstFlatItem, offset: &offset, frames: &frames, lines: &lines)
        case .staggered, .mosaic:
            if plugin.type == .staggered, plugin.placement == .roundRobin {
                placed.laneStride = max(plugin.lineCount, 1)
            }
            offset.main = placed.itemsStart
            offset.cross = max(offset.cross, metrics.crossExtent)
            var progress = LaneProgress(columns: plugin.lineCount, at: placed.itemsStart)
            placeLaneItems(section, plugin: plugin, metrics: metrics, from: 0, progress: &progress, frames: &frames)
            offset.main = progress.end + metrics.mainEnd
            placed.keep(progress)
        }
        placed.footer = metrics.supplementaryFrame(section.answers.footer, offset: &offset)
        placed.itemCount = frames.count - start
        placed.lineCount = lines.count - placed.firstLine
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

    public var contentSize: Size { geometry.contentSize }

    /// The seed invalidates on every scroll; ours requeries only when an effect follows the bounds, and
    /// prepares again only when their size changes.
    public func invalidation(forBoundsChange new: Rect, old: Rect) -> Invalidation {
        if new.size != old.size { return .prepare }
        return geometry.hasEffects && new.origin != old.origin ? .requery : .none
    }
}
