import LayoutCore

/// The re-placement of one flow section's edited stretches (`FlowGeometry.update`): for each, where the
/// old lines are replaced and by what, and how far what follows moves.
struct FlowSectionUpdate {
    typealias Edit = ItemChanges.Edit

    let index: Int
    /// The section's geometry before the change, in the old positions.
    let old: FlowSectionGeometry
    let oldCount: Int
    /// The old lines of the section.
    let lineRange: Range<Int>
    /// How far the kept frames and lines at the current point move: set to the section's start on creation,
    /// to what follows the section once `replace` returns.
    var shift: FlowShift
    let builder: FlowGeometryBuilder

    /// Re-places the lines around `edits` (the section's, in order) and records the splices of frames and
    /// lines; completes `section` (already moved to its new start). - Complexity: O(re-placed items + log n)
    /// per edit.
    mutating func replace(
        _ edits: [Edit], in geometry: FlowGeometry, section: inout FlowSectionGeometry,
        frames: inout [Splice<Rect, FlowShift>], lines: inout [Splice<FlowLine, FlowShift>]
    ) {
        let placer = builder.linePlacer(ofSection: index)
        let itemsShiftAtStart = shift.items
        var next = 0
        var growthBefore = 0
        while next < edits.count {
            let start = startLine(before: edits[next].removed.lowerBound, in: geometry)
            var stop = ResyncStop(
                resync: LineResync(
                    walk: EditWalk(edits: edits, entered: next, growthBefore: growthBefore), lines: geometry.lines,
                    lineRange: start.line..<lineRange.upperBound, sectionFirstItem: old.firstItem))
            var patch = FlowGeometryPatch(
                firstFlatItem: old.firstItem + itemsShiftAtStart + start.item + growthBefore,
                expecting: edits[next].insertedCount, itemsPerLine: oldItemsPerLine)
            let placed = placer.place(
                from: start.item + growthBefore, main: start.main + shift.main, into: &patch, until: &stop)
            let resync = stop.found
            // Placement that reached the section's end has placed every edit, seen or not.
            shift.items =
                itemsShiftAtStart
                + (resync == nil ? edits.reduce(0) { $0 + $1.growth } : stop.resync.walk.growthThroughEntered)
            if let resync {
                shift.main = placed.main - geometry.lines[resync.line].minMain
            } else {
                builder.finish(&section, index, itemsEnd: placed.main)
                shift.main = section.maxMain - old.maxMain
            }
            let oldEnd = resync?.oldItem ?? oldCount
            frames.append(
                Splice(
                    removed: old.firstItem + start.item..<old.firstItem + oldEnd, inserted: patch.frames,
                    shiftAfter: shift))
            lines.append(
                Splice(
                    removed: start.line..<(resync?.line ?? lineRange.upperBound), inserted: patch.lines,
                    shiftAfter: shift))
            guard resync != nil else { return }
            next = stop.resync.walk.entered + 1
            growthBefore = stop.resync.walk.growthThroughEntered
        }
        section.moveEnd(by: shift.main, axis: geometry.axis)
    }

    /// How many items the section's old lines held on average (at least 1): what an estimate of the lines
    /// that many new items make divides by. O(1).
    private var oldItemsPerLine: Int { lineRange.isEmpty ? 1 : max(1, oldCount / lineRange.count) }

    /// Where re-placement before old item `item` starts: the old line holding the item before it, or the
    /// section's first line. Its index, its first item (of the section) and its start (old position).
    /// O(log n).
    private func startLine(before item: Int, in geometry: FlowGeometry) -> (line: Int, item: Int, main: Double) {
        guard item > 0, !lineRange.isEmpty else {
            return (lineRange.lowerBound, 0, old.bodyMinMain + builder.leadingInset(ofSection: index))
        }
        let line = geometry.lines.line(holding: old.firstItem + item - 1, in: lineRange)
        return (line, Int(geometry.lines[line].firstItem) - old.firstItem, geometry.lines[line].minMain)
    }
}

/// Stops re-placement at the first line that starts as an old one did, with every edit before it placed
/// and none ahead that the old line's break could have seen.
private struct ResyncStop: LineBreakStop {
    var resync: LineResync<ShiftedChunks<FlowLine>>
    /// The old line placement stopped at and its first item (of the section).
    private(set) var found: (line: Int, oldItem: Int)?

    /// O(1) amortized.
    mutating func stops(atItem item: Int, main: Double) -> Bool {
        found = resync.oldLine(startingWithNewItem: item)
        return found != nil
    }
}

/// The frames and lines a re-placement writes, numbered from the flat index of its first item.
private struct FlowGeometryPatch: FlowGeometrySink {
    let firstFlatItem: Int
    var frames: [Rect] = []
    var lines: [FlowLine] = []

    /// A patch with room for the frames and lines of `inserted` items and a few lines around them (a
    /// large insertion then writes its frames without growing the arrays on the way).
    init(firstFlatItem: Int, expecting inserted: Int, itemsPerLine: Int) {
        self.firstFlatItem = firstFlatItem
        let aroundLines = 4
        frames.reserveCapacity(inserted + aroundLines * itemsPerLine)
        lines.reserveCapacity(inserted / itemsPerLine + aroundLines)
    }

    var nextFlatItem: Int { firstFlatItem + frames.count }
    mutating func append(_ frame: Rect) { frames.append(frame) }
    mutating func append(_ line: FlowLine) { lines.append(line) }
}
