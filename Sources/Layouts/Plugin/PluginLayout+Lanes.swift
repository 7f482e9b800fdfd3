import LayoutCore

/// Where a staggered or mosaic section's placement stands after an item: each column's end along the scroll
/// axis (never empty), and the last item's length across it (the mosaic reads it: a wide item keeps the next
/// from being big).
struct LaneProgress {
    var bottoms: [Double]
    var previousCross = 0.0

    /// Where the furthest column ends.
    var end: Double { bottoms.max() ?? 0 }
}

extension LaneProgress {
    /// Before the first item: `columns` columns (at least one) starting at `start`.
    init(columns: Int, at start: Double) {
        bottoms = [Double](repeating: start, count: max(columns, 1))
    }
}

extension PluginSection {
    /// Where placement stood after the section's last item (staggered and mosaic sections), its columns'
    /// ends taken from `itemsStart`. - Complexity: O(columns).
    var laneProgress: LaneProgress {
        LaneProgress(bottoms: laneEnds.map { itemsStart + $0 }, previousCross: lastCrossLength)
    }

    /// Keeps `progress` as where placement stands after the section's last item. - Complexity: O(columns).
    mutating func keep(_ progress: LaneProgress) {
        laneEnds = progress.bottoms.map { $0 - itemsStart }
        lastCrossLength = progress.previousCross
    }
}

extension PluginLayout {
    /// Places the items of staggered or mosaic section `section` from `first` on, after `progress`: in
    /// `prepare` from the first, in an append from the first appended. - Complexity: O((n − first) · c) for
    /// c columns at most.
    func placeLaneItems(
        _ section: SectionData, plugin: PluginChoice, metrics: PluginSectionMetrics, from first: Int,
        progress: inout LaneProgress, frames: inout BufferWriter<Rect>
    ) {
        if plugin.type == .mosaic {
            MosaicPlugin(metrics: metrics, lineCount: plugin.lineCount, lineMultiple: plugin.lineMultiple)
                .placeItems(section, from: first, progress: &progress, frames: &frames)
        } else {
            StaggeredPlugin(metrics: metrics, lineCount: plugin.lineCount, placement: plugin.placement)
                .placeItems(section, from: first, progress: &progress, frames: &frames)
        }
    }

    /// Whether `edits` (one section's) only add items after the last of `old`, a section that has items.
    /// O(edits).
    static func appendsOnly(_ edits: ArraySlice<ItemChanges.Edit>, to old: PluginSection) -> Bool {
        guard edits.count == 1, let edit = edits.first, old.itemCount > 0 else { return false }
        return edit.removed == old.itemCount..<old.itemCount
    }

    /// Places the items appended to staggered or mosaic section `old` (already `moved` to its new start)
    /// after its old last one, carrying on from where its columns ended (`PluginSection.laneProgress`);
    /// records the splice of the new frames after the old ones and the shift of what follows.
    /// - Complexity: O(appended items × columns).
    func placeAppended(
        _ section: SectionData, plugin: PluginChoice, metrics: PluginSectionMetrics, old: PluginSection,
        moved: PluginSection, update: inout PluginUpdate
    ) -> PluginSection {
        var placed = moved
        var progress = moved.laneProgress
        let appended = section.itemCount - old.itemCount
        let frames = [Rect](unsafeUninitializedCapacity: appended) { buffer, written in
            var writer = BufferWriter(buffer)
            placeLaneItems(
                section, plugin: plugin, metrics: metrics, from: old.itemCount, progress: &progress, frames: &writer)
            written = writer.count
        }
        var offset = PluginOffset(main: progress.end + metrics.mainEnd)
        placed.footer = metrics.supplementaryFrame(section.answers.footer, offset: &offset)
        placed.maxMain = offset.main
        placed.itemCount = section.itemCount
        placed.keep(progress)
        update.shift.items += appended
        update.shift.main = placed.maxMain - old.maxMain
        let oldEnd = old.items.upperBound
        let oldLinesEnd = old.firstLine + old.lineCount
        update.splice(frames: oldEnd..<oldEnd, with: frames, lines: oldLinesEnd..<oldLinesEnd, with: [])
        return placed
    }
}
