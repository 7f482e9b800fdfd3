import LayoutCore

/// How far the blocks kept after an edit move: by `items` flat indexes and `rows` rows of the unit.
struct ExpandedShift {
    var items = 0
    var rows: Int32 = 0
}

extension ExpandedGeometry {
    /// Re-packs what `edits` (section 0's, in order) moved, as `ExpandedPacking.blocks` would pack the
    /// `newCount` items `scale` answers, from the blocks of the `oldCount` items before.
    ///
    /// A block depends on its first three items' scales and on how many items remain after its first
    /// (fewer than 3, fewer than 5, or more), so packing starts again at the block holding the edit (or
    /// earlier, near the end, where the remaining count decides) and stops at the first block that starts
    /// as an old one did, past the edit and clear of the next: from there the old blocks return, moved by
    /// the items and rows the edit added.
    ///
    /// - Complexity: O(re-packed items + log b) per edit, plus one pass moving the b blocks after the first
    ///   edit (16 bytes per 3 to 5 items; none when the change is at the end).
    mutating func update(
        with edits: [ItemChanges.Edit], oldCount: Int, newCount: Int, scale: (Int) -> ItemScale
    ) {
        var restarts = [Int](repeating: 0, count: edits.count)
        var growthAhead = 0
        for index in edits.indices.reversed() {
            growthAhead += edits[index].growth
            restarts[index] = restartBlock(for: edits[index], growthAhead: growthAhead, oldCount: oldCount)
        }
        var splices: [Splice<ExpandedBlock, ExpandedShift>] = []
        var shift = ExpandedShift()
        var next = 0
        while next < edits.count {
            let startBlock = restarts[next]
            let start = oldStart(of: startBlock, oldCount: oldCount)
            var walk = EditWalk(edits: edits, entered: next, growthBefore: shift.items)
            var oldBlock = startBlock
            var resync: Int?
            var patch: [ExpandedBlock] = []
            let end = ExpandedPacking.pack(
                from: start.item + shift.items, rowOffset: start.rowOffset + shift.rows, count: newCount,
                scale: scale, into: &patch
            ) { item, _ in
                guard let oldItem = walk.keptOldItem(atNewItem: item) else { return false }
                while oldBlock < blocks.count, Int(blocks[oldBlock].firstItem) < oldItem { oldBlock += 1 }
                guard oldBlock < blocks.count, Int(blocks[oldBlock].firstItem) == oldItem else { return false }
                if walk.nextEdit != nil, oldBlock >= restarts[walk.entered + 1] { return false }
                resync = oldBlock
                return true
            }
            shift = ExpandedShift(
                items: walk.growthThroughEntered, rows: resync.map { end.rowOffset - blocks[$0].rowOffset } ?? 0)
            splices.append(Splice(removed: startBlock..<(resync ?? blocks.count), inserted: patch, shiftAfter: shift))
            guard resync != nil else { break }
            next = walk.entered + 1
        }
        blocks.apply(splices) { block, shift in
            block.firstItem += Int32(shift.items)
            block.rowOffset += shift.rows
        }
        placeEnd()
    }

    /// Where packing starts again for `edit`: the block holding its first old item, or an earlier one
    /// whose remaining items' count `growthAhead` (what this edit and those after it add) changes across 5.
    /// O(log b).
    private func restartBlock(for edit: ItemChanges.Edit, growthAhead: Int, oldCount: Int) -> Int {
        let holding = blocks.partitionPoint { Int($0.firstItem) + Int($0.count) > edit.removed.lowerBound }
        guard growthAhead != 0 else { return holding }
        let lastUnaffected = oldCount - 5 + min(0, growthAhead)
        return min(holding, blocks.partitionPoint { Int($0.firstItem) > lastUnaffected })
    }

    /// The first item and row of old block `index`, or of what would follow the last. O(1).
    private func oldStart(of index: Int, oldCount: Int) -> (item: Int, rowOffset: Int32) {
        if index < blocks.count { return (Int(blocks[index].firstItem), blocks[index].rowOffset) }
        return (oldCount, blocks.last.map { $0.rowOffset + Int32($0.shape.rowCount) } ?? 0)
    }
}
