import LayoutCore

extension FlowGeometry {
    /// Re-places what `changes` moved, as `FlowGeometryBuilder.build()` would place the new data.
    ///
    /// Greedy line breaking reads a line's items and the one after it, so an edit at item i of a section
    /// re-places lines from the one holding item i − 1. Placement goes on until a line would start with an
    /// item kept from the old data that started an old line too, with no edit ahead of it that the old
    /// line's break could have seen: from there the old lines return unchanged, moved by what the edit added
    /// along the scroll axis, as does everything after the section. A section whose items all share one
    /// size before and after the change keeps every full line, so only its end is re-placed, wherever the
    /// change was.
    ///
    /// - Complexity: O(re-placed items + log n) per edit, plus, per re-placed stretch, the rewrite of the
    ///   chunk of frames and of lines it falls in and a shift added to every later chunk (O(2,048 + n /
    ///   2,048)), and O(sections).
    mutating func update(with changes: ItemChanges, from oldData: CollectionData, builder: FlowGeometryBuilder) {
        let newData = builder.context.data
        var frameSplices: [Splice<Rect, FlowShift>] = []
        var lineSplices: [Splice<FlowLine, FlowShift>] = []
        var shift = FlowShift()
        let firstChanged = changes.edits.first?.section ?? sections.count
        for index in firstChanged..<sections.count {
            let old = sections[index]
            sections[index].move(by: shift, axis: axis)
            let edits = changes.edits(inSection: index)
            guard !edits.isEmpty else {
                sections[index].moveEnd(by: shift.main, axis: axis)
                continue
            }
            var update = FlowSectionUpdate(
                index: index, old: old, oldCount: oldData.sections[index].itemCount,
                lineRange: lineRange(from: old.firstItem, count: oldData.sections[index].itemCount), shift: shift,
                builder: builder)
            let effective =
                Self.sharesOneSize(oldData.sections[index], newData.sections[index], builder: builder)
                ? [
                    .atEnd(
                        ofSection: index, oldCount: update.oldCount, newCount: newData.sections[index].itemCount)
                ] : Array(edits)
            var moved = sections[index]
            update.replace(effective, in: self, section: &moved, frames: &frameSplices, lines: &lineSplices)
            sections[index] = moved
            shift = update.shift
        }
        let axis = axis
        frames.apply(frameSplices) { Vector(main: $0.main, axis: axis) }
        lines.apply(lineSplices) { $0 }
        contentSize = Size(
            main: contentSize.length(along: axis) + shift.main, cross: contentSize.length(along: axis.cross), axis: axis
        )
    }

    /// The lines of the section whose items are the flat indexes `first..<first + count`. O(log n).
    private func lineRange(from first: Int, count: Int) -> Range<Int> {
        let start = lines.partitionPoint { Int($0.firstItem) >= first }
        guard count > 0 else { return start..<start }
        let end = lines.partitionPoint(in: start..<lines.count) { Int($0.firstItem) >= first + count }
        return start..<end
    }

    /// Whether every item of the section has one size, the same before and after the change.
    private static func sharesOneSize(_ old: SectionData, _ new: SectionData, builder: FlowGeometryBuilder) -> Bool {
        guard let before = old.uniformAnswers, let after = new.uniformAnswers else { return false }
        let fallback = builder.configuration.itemSize
        return (before.size ?? fallback) == (after.size ?? fallback)
    }
}

extension FlowSectionGeometry {
    /// Moves the section's start, header and first item by `shift`. O(1).
    mutating func move(by shift: FlowShift, axis: Axis) {
        firstItem += shift.items
        minMain += shift.main
        bodyMinMain += shift.main
        header = header?.offset(by: shift.main, along: axis)
    }

    /// Moves the section's end and footer by `delta` points. O(1).
    mutating func moveEnd(by delta: Double, axis: Axis) {
        maxMain += delta
        bodyMaxMain += delta
        footer = footer?.offset(by: delta, along: axis)
    }
}
