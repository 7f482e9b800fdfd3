import LayoutCore

/// The re-placement of one changed flow or grid section's lines: from the old line holding the item
/// before each edit, until a new line would start with a kept item that started an old line, clear of the
/// next edit; from there the old lines return, moved by what the edit added.
struct PluginLineUpdate {
    let plugin: FlowPlugin
    /// The section's new data.
    let section: SectionData
    /// The section as placed before the change (old positions and indexes), and the old lines.
    let old: PluginSection
    let oldLines: [PluginLine]
    let edits: [ItemChanges.Edit]

    private var lineRange: Range<Int> { old.firstLine..<old.firstLine + old.lineCount }

    /// Re-places the lines around the edits, recording the splices in `update` and completing `placed`
    /// (the section already moved to its new start). Returns the first item re-placed (of the section).
    /// - Complexity: O(re-placed items + log lines) per edit.
    func replace(into update: inout PluginUpdate, placed: inout PluginSection) -> Int {
        let itemsShiftAtStart = update.shift.items
        let lineGrowthAtStart = update.lineGrowth
        placed.itemCount = section.itemCount
        defer { placed.lineCount = old.lineCount + update.lineGrowth - lineGrowthAtStart }
        var sizes = PluginItemSizes(plugin, section)
        var firstPlaced: Int?
        var next = 0
        var growthBefore = 0
        while next < edits.count {
            let start = startLine(before: edits[next].removed.lowerBound)
            firstPlaced = firstPlaced ?? start.item
            var stop = PluginResyncStop(
                resync: LineResync(
                    walk: EditWalk(edits: edits, entered: next, growthBefore: growthBefore), lines: oldLines,
                    lineRange: start.line..<lineRange.upperBound, sectionFirstItem: old.firstItem),
                sectionFirstLine: lineRange.lowerBound)
            var patch = PluginFramePatch()
            var newLines: [PluginLine] = []
            var placer = PluginLinePlacer(
                plugin, firstFlatItem: old.firstItem + start.item + itemsShiftAtStart + growthBefore,
                firstItem: start.item + growthBefore, endBefore: start.endBefore + update.shift.main,
                isFirstLine: start.line == lineRange.lowerBound)
            for item in start.item + growthBefore..<section.itemCount {
                guard placer.place(sizes.size(of: item), frames: &patch, lines: &newLines, stop: &stop) else { break }
            }
            let walk = stop.resync.walk
            let resync = stop.found
            let removedFrom = old.firstItem + start.item
            guard let resync else {
                update.shift.items = itemsShiftAtStart + edits.reduce(0) { $0 + $1.growth }
                finish(&placed, itemsEnd: placer.finish(frames: &patch, lines: &newLines), shift: &update.shift)
                update.splice(
                    frames: removedFrom..<old.firstItem + old.itemCount, with: patch.frames,
                    lines: start.line..<lineRange.upperBound, with: newLines)
                return firstPlaced ?? 0
            }
            update.shift.items = itemsShiftAtStart + walk.growthThroughEntered
            update.shift.main = resync.endBefore - oldLines[resync.line].endBefore
            update.splice(
                frames: removedFrom..<Int(oldLines[resync.line].firstItem), with: patch.frames,
                lines: start.line..<resync.line, with: newLines)
            next = walk.entered + 1
            growthBefore = walk.growthThroughEntered
        }
        placed.footer = old.footer?.offset(by: update.shift.main, along: plugin.metrics.axis)
        placed.maxMain = old.maxMain + update.shift.main
        return firstPlaced ?? 0
    }

    /// Where re-placement before old item `item` starts: the old line holding the item before it, or the
    /// section's first line. Its index, its first item (of the section) and the running end before it
    /// (old position). O(log lines).
    private func startLine(before item: Int) -> (line: Int, item: Int, endBefore: Double) {
        guard item > 0, !lineRange.isEmpty else { return (lineRange.lowerBound, 0, old.itemsStart) }
        let line = oldLines.line(holding: old.firstItem + item - 1, in: lineRange)
        return (line, Int(oldLines[line].firstItem) - old.firstItem, oldLines[line].endBefore)
    }

    /// Completes a section whose re-placement reached its end at `itemsEnd`: its footer and end, and the
    /// shift of what follows it.
    private func finish(_ placed: inout PluginSection, itemsEnd: Double, shift: inout PluginShift) {
        var offset = PluginOffset(main: itemsEnd + plugin.metrics.mainEnd)
        placed.footer = plugin.metrics.supplementaryFrame(section.answers.footer, offset: &offset)
        placed.maxMain = offset.main
        shift.main = placed.maxMain - old.maxMain
    }
}

/// A changed flow or grid section's item sizes: an original item's from the section's pattern, worked out
/// once per entry as a prepare does, an inserted item's from its answers.
private struct PluginItemSizes {
    let plugin: FlowPlugin
    var reader: SectionData.AnswerReader
    /// The sizes of the pattern's entries, when the original items repeat one.
    let originalCycle: [(main: Double, cross: Double)]?

    init(_ plugin: FlowPlugin, _ section: SectionData) {
        self.plugin = plugin
        reader = SectionData.AnswerReader(section)
        originalCycle = section.originalCycle { pristine, entry in
            var entryReader = SectionData.AnswerReader(pristine)
            return plugin.itemSize(&entryReader, entry)
        }
    }

    /// Item `item`'s size along and across the scroll axis. O(1) within the run of the last item read.
    mutating func size(of item: Int) -> (main: Double, cross: Double) {
        if let originalCycle, case .original(let original) = reader.source(of: item) {
            return originalCycle[original % originalCycle.count]
        }
        return plugin.itemSize(&reader, item)
    }
}

/// Stops re-placement at the first line that would start as an old one did (not the section's first, which
/// starts without a line spacing), with every edit before it placed and none ahead that the old line's
/// break could have seen.
private struct PluginResyncStop: PluginLineStop {
    var resync: LineResync<[PluginLine]>
    let sectionFirstLine: Int
    /// The old line placement stopped at and the running end the new line would have started after.
    private(set) var found: (line: Int, endBefore: Double)?

    /// O(1) amortized.
    mutating func stops(atItem item: Int, endBefore: Double) -> Bool {
        guard let old = resync.oldLine(startingWithNewItem: item), old.line > sectionFirstLine else { return false }
        found = (old.line, endBefore)
        return true
    }
}
