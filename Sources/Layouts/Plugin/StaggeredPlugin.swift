import HeapModule
import LayoutCore

/// The staggered ("Pinterest") plugin: `lineCount` equal columns (rows when
/// horizontal), each item as long as its aspect ratio makes it, stacked `lineSpacing` apart.
struct StaggeredPlugin {
    var metrics: PluginSectionMetrics
    var lineCount: Int
    var placement: StaggeredPlacement

    /// Appends the section's frames to `frames` and grows `offset` past them. O(n log c) for c columns with
    /// `.shortestColumn` (the columns in a heap by bottom), O(n) round-robin; allocations of c bottoms.
    func place(_ section: SectionData, offset: inout PluginOffset, frames: inout BufferWriter<Rect>) {
        let axis = metrics.axis
        offset.main += metrics.mainStart
        offset.cross = max(offset.cross, metrics.crossExtent)
        let columns = max(lineCount, 1)
        let width = metrics.laneWidth(count: columns)
        let start = offset.main
        var bottoms = [Double](repeating: start, count: columns)
        var shortest = Heap<ColumnBottom>()
        for item in 0..<section.itemCount {
            let column: Int
            if item < columns {
                column = item
            } else if placement == .roundRobin {
                column = item % columns
            } else {
                column = shortest.removeMin().column
            }
            let main = item < columns ? start : bottoms[column] + metrics.lineSpacing
            let ratio = section.answer(item) { $0.aspectRatio } ?? 1
            let length = metrics.mainLength(crossLength: width, aspectRatio: ratio)
            let cross = metrics.crossStart + Double(column) * (width + metrics.itemSpacing)
            frames.append(Rect(main: main, cross: cross, mainLength: length, crossLength: width, axis: axis))
            bottoms[column] = main + length
            if placement == .shortestColumn { shortest.insert(ColumnBottom(bottom: main + length, column: column)) }
        }
        offset.main = (bottoms.max() ?? start) + metrics.mainEnd
    }
}

/// A column and where it ends, ordered by that end, then by column: the heap's minimum is the shortest
/// column, the leftmost of equally short ones (the seed's scan).
private struct ColumnBottom: Comparable {
    var bottom: Double
    var column: Int

    static func < (lhs: ColumnBottom, rhs: ColumnBottom) -> Bool {
        (lhs.bottom, lhs.column) < (rhs.bottom, rhs.column)
    }
}
