import HeapModule
import LayoutCore

/// The staggered ("Pinterest") plugin: `lineCount` equal columns (rows when
/// horizontal), each item as long as its aspect ratio makes it, stacked `lineSpacing` apart.
struct StaggeredPlugin {
    var metrics: PluginSectionMetrics
    var lineCount: Int
    var placement: StaggeredPlacement

    /// Appends the section's frames to `frames` and grows `offset` past them; returns where each column
    /// ends. O(n log c) for c columns with `.shortestColumn` (the columns in a heap by bottom), O(n)
    /// round-robin; allocations of c bottoms.
    func place(_ section: SectionData, offset: inout PluginOffset, frames: inout BufferWriter<Rect>) -> [Double] {
        offset.main += metrics.mainStart
        offset.cross = max(offset.cross, metrics.crossExtent)
        var bottoms = [Double](repeating: offset.main, count: max(lineCount, 1))
        placeItems(section, from: 0, start: offset.main, bottoms: &bottoms, frames: &frames)
        offset.main = (bottoms.max() ?? offset.main) + metrics.mainEnd
        return bottoms
    }

    /// Appends the frames of the section's items from `first` on, placed after the columns ending at
    /// `bottoms` (where items `0..<first` left them; the first row's items at `start`), and moves the
    /// bottoms past them. An append to a placed section carries on from its bottoms: each item depends only
    /// on where the columns end. O((n − first) log c), plus O(c) to rebuild the heap of columns.
    func placeItems(
        _ section: SectionData, from first: Int, start: Double, bottoms: inout [Double],
        frames: inout BufferWriter<Rect>
    ) {
        let axis = metrics.axis
        let columns = bottoms.count
        let width = metrics.laneWidth(count: columns)
        var shortest = Heap<ColumnBottom>()
        if placement == .shortestColumn {
            for column in 0..<min(first, columns) {
                shortest.insert(ColumnBottom(bottom: bottoms[column], column: column))
            }
        }
        for item in first..<section.itemCount {
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
