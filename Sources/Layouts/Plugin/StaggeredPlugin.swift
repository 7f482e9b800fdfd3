import HeapModule
import LayoutCore

/// The staggered ("Pinterest") plugin: `lineCount` equal columns (rows when
/// horizontal), each item as long as its aspect ratio makes it, stacked `lineSpacing` apart.
struct StaggeredPlugin {
    var metrics: PluginSectionMetrics
    var lineCount: Int
    var placement: StaggeredPlacement

    /// Appends the frames of the section's items from `first` on, placed after the columns as `progress`
    /// has them (where items `0..<first` left them, each column's first item where the column starts), and
    /// moves the bottoms past them. An append to a placed section carries on from its progress: each item
    /// depends only on where the columns end. O((n − first) log c) for c columns with `.shortestColumn`
    /// (the columns in a heap by bottom, rebuilt in O(c)), O(n − first) round-robin.
    func placeItems(
        _ section: SectionData, from first: Int, progress: inout LaneProgress, frames: inout BufferWriter<Rect>
    ) {
        let axis = metrics.axis
        let columns = progress.bottoms.count
        let width = metrics.laneWidth(count: columns)
        var shortest = Heap<ColumnBottom>()
        if placement == .shortestColumn {
            for column in 0..<min(first, columns) {
                shortest.insert(ColumnBottom(bottom: progress.bottoms[column], column: column))
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
            let bottom = progress.bottoms[column]
            let main = item < columns ? bottom : bottom + metrics.lineSpacing
            let ratio = section.answer(item) { $0[.aspectRatio] } ?? 1
            let length = metrics.mainLength(crossLength: width, aspectRatio: ratio)
            let cross = metrics.crossStart + Double(column) * (width + metrics.itemSpacing)
            frames.append(Rect(main: main, cross: cross, mainLength: length, crossLength: width, axis: axis))
            progress.bottoms[column] = main + length
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
