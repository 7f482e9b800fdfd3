import LayoutCore

/// The table's sizing pass, `createTableSizing`: each column as wide as its widest cell,
/// each row as tall as its tallest, and the headers' thickness. Kept as lengths, for a change to size
/// again (`update`), and as prefix sums so that any cell's frame is O(1) and the rows or columns meeting a
/// rect are a binary search.
///
/// Memory: 16 bytes per row and per column, nothing per cell.
struct TableSizing: Hashable, Sendable {
    var rowHeaderWidth: Double = 0
    var columnHeaderHeight: Double = 0
    /// Each row's height and each column's width, in points.
    var rowHeights: [Double] = []
    var columnWidths: [Double] = []
    /// `rowOffsets[r]` is the top of row r below the column headers; one more entry than rows.
    var rowOffsets: [Double] = [0]
    /// `columnOffsets[c]` is the left of column c right of the row headers; one more entry than columns.
    var columnOffsets: [Double] = [0]

    var rowCount: Int { rowOffsets.count - 1 }

    /// The bytes the sizing holds, by capacity.
    var retainedBytes: Int {
        (rowHeights.capacity + columnWidths.capacity + rowOffsets.capacity + columnOffsets.capacity)
            * MemoryLayout<Double>.stride
    }
    var columnCount: Int { columnOffsets.count - 1 }

    /// - Complexity: O(cells + rows + columns).
    init(configuration: TableLayoutConfiguration, data: CollectionData) {
        let delegated = configuration.delegatesHeaderSizing
        let columnCount = data.sections.reduce(0) { max($0, $1.itemCount) }
        var rowHeights = [Double](repeating: 0, count: data.sections.count)
        var columnWidths = [Double](repeating: 0, count: columnCount)
        if delegated {
            for column in 0..<columnCount {
                let size = Self.headerSize(configuration.columnHeaderSizes, column, configuration)
                columnHeaderHeight = max(columnHeaderHeight, size.height)
                columnWidths[column] = max(columnWidths[column], size.width)
            }
        } else {
            rowHeaderWidth = configuration.rowHeaderWidth
            columnHeaderHeight = configuration.columnHeaderHeight
        }
        var headerWidth = rowHeaderWidth
        // Through the buffers: the per-cell loop is then as tight as C's (no uniqueness or bounds checks).
        rowHeights.withUnsafeMutableBufferPointer { heights in
            columnWidths.withUnsafeMutableBufferPointer { widths in
                for (row, section) in data.sections.enumerated() {
                    if delegated {
                        let size = Self.headerSize(configuration.rowHeaderSizes, row, configuration)
                        headerWidth = max(headerWidth, size.width)
                        heights[row] = size.height
                    }
                    Self.measureCells(of: section, row: row, configuration, heights: heights, widths: widths)
                }
            }
        }
        rowHeaderWidth = headerWidth
        self.rowHeights = rowHeights
        self.columnWidths = columnWidths
        rowOffsets = Self.prefixSums(rowHeights)
        columnOffsets = Self.prefixSums(columnWidths)
    }

    /// Grows row `row`'s height and each column's width to fit the section's cells; a section whose cells
    /// are all alike takes its size once. - Complexity: O(cells of the row).
    @inline(__always)
    private static func measureCells(
        of section: SectionData, row: Int, _ configuration: TableLayoutConfiguration,
        heights: UnsafeMutableBufferPointer<Double>, widths: UnsafeMutableBufferPointer<Double>
    ) {
        if let common = section.uniformAnswers {
            let size = cellSize(common.size, configuration)
            if section.itemCount > 0 { heights[row] = max(heights[row], size.height) }
            for column in 0..<section.itemCount { widths[column] = max(widths[column], size.width) }
        } else {
            for column in 0..<section.itemCount {
                let size = cellSize(section.size(at: column), configuration)
                heights[row] = max(heights[row], size.height)
                widths[column] = max(widths[column], size.width)
            }
        }
    }

    /// A delegated cell size is clamped; the `cellSize` property is not.
    static func cellSize(_ delegated: Size?, _ configuration: TableLayoutConfiguration) -> Size {
        guard let delegated else { return configuration.cellSize }
        return delegated.clamped(minimum: configuration.minimumCellSize, maximum: configuration.maximumCellSize)
    }

    /// A delegated header's size, entry `index` of `sizes` (zero when it has none) clamped as a cell's
    /// is; zero without delegated headers.
    static func headerSize(_ sizes: [Size]?, _ index: Int, _ configuration: TableLayoutConfiguration) -> Size {
        guard configuration.delegatesHeaderSizing else { return .zero }
        let size = sizes.flatMap { $0.indices.contains(index) ? $0[index] : nil } ?? .zero
        return size.clamped(minimum: configuration.minimumCellSize, maximum: configuration.maximumCellSize)
    }

    private static func prefixSums(_ lengths: [Double]) -> [Double] {
        var sums = [Double](repeating: 0, count: lengths.count + 1)
        sumAgain(lengths, into: &sums, from: 0)
        return sums
    }

    /// Sums `lengths` into `sums` again from entry `first` on (`sums` has one entry more), adding in the
    /// order a fresh sum does, so that the results are the same doubles. - Complexity: O(lengths after
    /// `first`).
    static func sumAgain(_ lengths: [Double], into sums: inout [Double], from first: Int) {
        for index in first..<lengths.count { sums[index + 1] = sums[index] + lengths[index] }
    }

    /// The rows (or columns) among `offsets` whose open extent meets `low..<high`, shifted by `origin`.
    /// - Complexity: O(log n).
    static func span(of offsets: [Double], origin: Double, low: Double, high: Double) -> Range<Int> {
        let count = offsets.count - 1
        guard count > 0 else { return 0..<0 }
        // Row i ends at offsets[i + 1]: the first row ending past `low` is the first such end, less one.
        let first = offsets.partitionPoint(in: 1..<offsets.count) { origin + $0 > low } - 1
        let end = offsets.partitionPoint(in: 0..<count) { origin + $0 >= high }
        return first..<max(first, end)
    }
}
