import LayoutCore

extension PluginLayout {
    /// Whether `edits` (one section's) only add items after the last of `old`, a section that has items.
    /// O(edits).
    static func appendsOnly(_ edits: ArraySlice<ItemChanges.Edit>, to old: PluginSection) -> Bool {
        guard edits.count == 1, let edit = edits.first, old.itemCount > 0 else { return false }
        return edit.removed == old.itemCount..<old.itemCount
    }

    /// Places the items appended to staggered or mosaic section `old` (already `moved` to its new start)
    /// after its old last one, carrying on from where its columns ended (`PluginSection.laneEnds`); records
    /// the splice of the new frames after the old ones and the shift of what follows.
    /// - Complexity: O(appended items × columns).
    func placeAppended(
        _ section: SectionData, plugin: PluginChoice, metrics: PluginSectionMetrics, old: PluginSection,
        moved: PluginSection, update: inout PluginUpdate
    ) -> PluginSection {
        var placed = moved
        let start = placed.itemsStart
        var bottoms = old.laneEnds.map { start + $0 }
        var lastCrossLength = old.lastCrossLength
        let appended = section.itemCount - old.itemCount
        let frames = [Rect](unsafeUninitializedCapacity: appended) { buffer, written in
            var writer = BufferWriter(buffer)
            if plugin.type == .mosaic {
                var progress = MosaicPlugin.Progress(bottoms: bottoms, previousCross: lastCrossLength)
                MosaicPlugin(metrics: metrics, lineCount: plugin.lineCount, lineMultiple: plugin.lineMultiple)
                    .placeItems(section, from: old.itemCount, progress: &progress, frames: &writer)
                (bottoms, lastCrossLength) = (progress.bottoms, progress.previousCross)
            } else {
                StaggeredPlugin(metrics: metrics, lineCount: plugin.lineCount, placement: plugin.placement)
                    .placeItems(section, from: old.itemCount, start: start, bottoms: &bottoms, frames: &writer)
            }
            written = writer.count
        }
        var offset = PluginOffset(main: (bottoms.max() ?? start) + metrics.mainEnd)
        placed.footer = metrics.supplementaryFrame(section.answers.footer, offset: &offset)
        placed.maxMain = offset.main
        placed.itemCount = section.itemCount
        placed.laneEnds = bottoms.map { $0 - start }
        placed.lastCrossLength = lastCrossLength
        update.shift.items += appended
        update.shift.main = placed.maxMain - old.maxMain
        let oldEnd = old.items.upperBound
        let oldLinesEnd = old.firstLine + old.lineCount
        update.splice(frames: oldEnd..<oldEnd, with: frames, lines: oldLinesEnd..<oldLinesEnd, with: [])
        return placed
    }
}
