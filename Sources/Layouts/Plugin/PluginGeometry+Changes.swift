import LayoutCore

/// A section a change re-placed: from which of its items (the frames before are as they were) and how far
/// along the scroll axis it moved at its start and what follows it moves.
struct ChangedPluginSection {
    var index: Int
    var firstPlaced: Int
    var shiftBefore: Double
    var shiftAfter: Double
}

extension PluginGeometry {
    /// Rebuilds the chunk index after a change, from the geometry's sections before it: a changed section's
    /// chunks from the one holding its first re-placed frame, the running bounds continuing from the chunk
    /// before and its earlier chunks' `minMainFromHere` refreshed; the other sections' chunks moved with
    /// their frames. Sets the changed sections' `itemsRect`.
    /// - Complexity: O(frames from each changed section's first re-placed one to its end + chunks after
    ///   the first change + sections).
    mutating func indexFrames(changed: [ChangedPluginSection], from oldSections: [PluginSection]) {
        guard let first = changed.first?.index else { return }
        var splices: [Splice<FrameChunk, Double>] = []
        var refreshed: [(section: Int, kept: Int)] = []
        var oldCursor = oldSections[..<first].last { $0.chunkCount > 0 }.map { $0.firstChunk + $0.chunkCount } ?? 0
        var newCursor = oldCursor
        var next = 0
        for index in first..<sections.count {
            let oldChunkCount = oldSections[index].chunkCount
            if next < changed.count, changed[next].index == index {
                let kept = reindex(
                    section: index, changed[next], oldChunks: oldCursor..<oldCursor + oldChunkCount, into: &splices)
                if kept > 0 { refreshed.append((index, kept)) }
                next += 1
            }
            if sections[index].chunkCount > 0 { sections[index].firstChunk = newCursor }
            oldCursor += oldChunkCount
            newCursor += sections[index].chunkCount
        }
        chunks.apply(splices) { chunk, main in chunk.move(by: main) }
        for (section, kept) in refreshed { refreshFromHere(ofSection: section, before: kept) }
        for section in changed.map(\.index) where sections[section].chunkCount > 0 {
            sections[section].itemsRect = itemsRect(of: sections[section])
        }
    }

    /// Records the splice of changed section `index`'s chunks (`oldChunks` before the change) and sets its
    /// chunk count, or its `itemsRect` when it has no chunks; the chunks kept before the re-placed frames.
    private mutating func reindex(
        section index: Int, _ change: ChangedPluginSection, oldChunks: Range<Int>,
        into splices: inout [Splice<FrameChunk, Double>]
    ) -> Int {
        let section = sections[index]
        let chunked = section.laneStride == 1 && section.itemCount > 0
        let kept = chunked ? min(change.firstPlaced / Self.chunkSize, oldChunks.count) : 0
        var inserted: [FrameChunk] = []
        if chunked {
            var previous = kept > 0 ? chunks[oldChunks.lowerBound + kept - 1] : nil
            previous?.move(by: change.shiftBefore)
            Self.appendChunks(
                of: section.firstItem + kept * Self.chunkSize..<section.items.upperBound, in: frames, axis: axis,
                after: previous, to: &inserted)
        }
        splices.append(
            Splice(
                removed: oldChunks.lowerBound + kept..<oldChunks.upperBound, inserted: inserted,
                shiftAfter: change.shiftAfter))
        sections[index].firstChunk = 0
        sections[index].chunkCount = chunked ? kept + inserted.count : 0
        // A strided section's union: of its frames re-placed, and of those kept before them (moved with it).
        let keptUnion = change.firstPlaced > 0 ? section.itemsRect : nil
        sections[index].itemsRect =
            section.itemCount > 0 && !chunked
            ? union(of: section.firstItem + change.firstPlaced..<section.items.upperBound, with: keptUnion) : nil
        return kept
    }
}
