import LayoutCore

/// How far what follows a re-placed stretch moves: flat indexes by `items`, positions along the scroll
/// axis by `main` points.
struct PluginShift {
    var items = 0
    var main = 0.0
}

/// The splices a change to a plugin layout makes to its frames and lines, and how far what follows the
/// current point moves (`PluginLayout.update`).
struct PluginUpdate {
    var frames: [Splice<Rect, Double>] = []
    var lines: [Splice<PluginLine, PluginShift>] = []
    var shift = PluginShift()
    /// The lines the splices so far add, less those they remove.
    var lineGrowth = 0

    /// Records that the old frames `removed` and lines `removedLines` became `inserted` and `insertedLines`,
    /// with what follows moved by the current shift.
    mutating func splice(
        frames removed: Range<Int>, with inserted: [Rect], lines removedLines: Range<Int>,
        with insertedLines: [PluginLine]
    ) {
        frames.append(Splice(removed: removed, inserted: inserted, shiftAfter: shift.main))
        lines.append(Splice(removed: removedLines, inserted: insertedLines, shiftAfter: shift))
        lineGrowth += insertedLines.count - removedLines.count
    }
}

extension PluginLayout {
    /// Re-places what `changes` moved, as a prepare of `data` (the changed data) would place it, from the
    /// geometry of the data before.
    ///
    /// The sections before the first changed one are kept. In a changed flow or grid section, a line
    /// depends only on its items, so lines are re-placed from the one holding the item before each edit
    /// until a line starts as an old one did (`PluginLineUpdate`). A changed staggered or mosaic section is
    /// placed again whole: each item goes where the items before it left room (the shortest column, the
    /// mosaic's free cells), so an edit moves every item after it in its section — unless the change only
    /// appends to it, when placement carries on from where its columns ended (`placeAppended`).
    /// Everything after moves by what the change added along the scroll axis; the chunk index is rebuilt
    /// from the first frame re-placed in each changed section.
    ///
    /// - Complexity: O(re-placed items + log n) per edit in flow and grid sections and for an append to
    ///   a staggered or mosaic one, O(items of the section) in other changed sections, plus one pass
    ///   moving the frames, lines and chunks after the first edit (none when the change is at the end) and
    ///   O(sections).
    mutating func update(with changes: ItemChanges) {
        let axis = geometry.axis
        let oldSections = geometry.sections
        var update = PluginUpdate()
        var changed: [ChangedPluginSection] = []
        for index in changes.edits[0].section..<oldSections.count {
            let old = oldSections[index]
            var placed = old.moved(by: update.shift, lineGrowth: update.lineGrowth, axis: axis)
            let edits = changes.edits(inSection: index)
            let section = data.sections[index]
            if !edits.isEmpty, let plugin = plugin(of: section) {
                let shiftBefore = update.shift.main
                let firstPlaced: Int
                let metrics = PluginSectionMetrics(axis: axis, crossExtent: crossExtent, answers: section.answers)
                if plugin.type == .flow || plugin.type == .grid {
                    let lines = PluginLineUpdate(
                        plugin: FlowPlugin(metrics: metrics, alignment: plugin.alignment, isGrid: plugin.type == .grid),
                        section: section, old: old, oldLines: geometry.lines, edits: Array(edits))
                    firstPlaced = lines.replace(into: &update, placed: &placed)
                } else if Self.appendsOnly(edits, to: old) {
                    placed = placeAppended(
                        section, plugin: plugin, metrics: metrics, old: old, moved: placed, update: &update)
                    firstPlaced = old.itemCount
                } else {
                    placed = placeAgain(section, index: index, metrics: metrics, old: old, update: &update)
                    firstPlaced = 0
                }
                changed.append(
                    ChangedPluginSection(
                        index: index, firstPlaced: firstPlaced, shiftBefore: shiftBefore, shiftAfter: update.shift.main)
                )
            }
            geometry.sections[index] = placed
        }
        geometry.frames.apply(update.frames) { frame, main in frame = frame.offset(by: main, along: axis) }
        geometry.lines.apply(update.lines) { line, shift in
            line.firstItem += Int32(shift.items)
            line.endBefore += shift.main
        }
        geometry.indexFrames(changed: changed, from: oldSections)
        geometry.contentSize = Size(
            main: geometry.contentSize.length(along: axis) + update.shift.main,
            cross: geometry.contentSize.length(along: axis.cross), axis: axis)
    }

    /// Places changed section `index` again whole from its new start, recording the splice of its frames
    /// (it has no lines) and the shift of what follows. - Complexity: O(items of the section).
    private func placeAgain(
        _ section: SectionData, index: Int, metrics: PluginSectionMetrics, old: PluginSection,
        update: inout PluginUpdate
    ) -> PluginSection {
        var offset = PluginOffset(main: old.minMain + update.shift.main)
        var noLines: [PluginLine] = []
        var placed: PluginSection?
        let frames = [Rect](unsafeUninitializedCapacity: section.itemCount) { buffer, written in
            var writer = BufferWriter(buffer)
            placed = place(
                section, firstFlatItem: old.firstItem + update.shift.items, metrics: metrics, offset: &offset,
                frames: &writer, lines: &noLines)
            written = writer.count
        }
        update.shift.items += section.itemCount - old.itemCount
        update.shift.main = offset.main - old.maxMain
        update.splice(
            frames: old.items, with: frames, lines: old.firstLine..<old.firstLine + old.lineCount, with: noLines)
        placed!.firstLine = old.firstLine + update.lineGrowth
        return placed!
    }
}

extension PluginSection {
    /// The section moved by `shift` (its frames' flat indexes, and its extent, header, footer and items'
    /// union along the scroll axis) and its lines' indexes by `lineGrowth`. O(1).
    func moved(by shift: PluginShift, lineGrowth: Int, axis: Axis) -> PluginSection {
        var moved = self
        moved.firstItem += shift.items
        moved.firstLine += lineGrowth
        moved.minMain += shift.main
        moved.maxMain += shift.main
        moved.itemsStart += shift.main
        moved.header = header?.offset(by: shift.main, along: axis)
        moved.footer = footer?.offset(by: shift.main, along: axis)
        moved.itemsRect = itemsRect?.offset(by: shift.main, along: axis)
        return moved
    }
}
