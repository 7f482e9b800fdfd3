import LayoutCore

extension TableSizing {
    /// Sizes again what `changes` moved, as `init(configuration:data:)` would size `data`, from the sizing
    /// of `oldData`.
    ///
    /// A changed row's height is its tallest cell's (an insertion only raises it; a deletion measures the
    /// row again). A column is the widest of its cells across every row, so the columns whose cell in a
    /// changed row differs are compared with it: a wider cell widens the column at once, and a column whose
    /// widest cell narrowed or left is measured again down every row. The rows and columns from the first
    /// changed one on are summed again; those before are kept.
    ///
    /// - Complexity: O(changed rows' differing cells + rows + columns) — a row whose cells all share one
    ///   size differs only past its shorter length — plus O(rows) per column measured again.
    mutating func update(
        with changes: ItemChanges, from oldData: CollectionData, to data: CollectionData,
        configuration: TableLayoutConfiguration
    ) {
        let changedRows = changes.changedSections
        guard let firstRow = changedRows.first else { return }
        let oldColumnCount = columnCount
        let newColumnCount = Self.columnCount(of: data, changedRows: changedRows, oldData: oldData, old: oldColumnCount)
        resizeColumns(to: newColumnCount, configuration: configuration)
        var firstColumn = min(oldColumnCount, newColumnCount)
        var remeasured: Set<Int> = []
        for row in changedRows {
            let old = oldData.sections[row]
            let new = data.sections[row]
            rowHeights[row] = height(ofRow: row, new, after: changes, configuration)
            let differing = Self.differingColumns(old, new, edits: changes.edits(inSection: row), configuration)
            firstColumn = min(firstColumn, differing.lowerBound)
            for column in differing.clamped(to: 0..<newColumnCount) {
                let before = column < old.itemCount ? Self.cellSize(old.size(at: column), configuration).width : nil
                let after = column < new.itemCount ? Self.cellSize(new.size(at: column), configuration).width : nil
                if let after, after >= columnWidths[column] {
                    columnWidths[column] = after
                } else if let before, before == columnWidths[column] {
                    remeasured.insert(column)
                }
            }
        }
        for column in remeasured where column < newColumnCount {
            columnWidths[column] = width(ofColumn: column, in: data, configuration)
        }
        if newColumnCount != oldColumnCount, configuration.delegatesHeaderSizing {
            columnHeaderHeight = (0..<newColumnCount).reduce(0) {
                max($0, Self.headerSize(configuration.columnHeaderSizes, $1, configuration).height)
            }
        }
        Self.sumAgain(rowHeights, into: &rowOffsets, from: firstRow)
        Self.sumAgain(columnWidths, into: &columnOffsets, from: firstColumn)
    }

    /// The new column count: the longest row's length. O(changed rows), or O(rows) when the longest row
    /// shrank.
    private static func columnCount(
        of data: CollectionData, changedRows: [Int], oldData: CollectionData, old: Int
    ) -> Int {
        var count = old
        for row in changedRows {
            count = max(count, data.sections[row].itemCount)
            if oldData.sections[row].itemCount == old, data.sections[row].itemCount < old {
                return data.sections.reduce(0) { max($0, $1.itemCount) }
            }
        }
        return count
    }

    /// Drops the columns past `count` or adds columns as wide as their delegated headers (no row reaches
    /// them but a changed one). O(columns added or dropped).
    private mutating func resizeColumns(to count: Int, configuration: TableLayoutConfiguration) {
        if count < columnWidths.count {
            columnWidths.removeLast(columnWidths.count - count)
            columnOffsets.removeLast(columnOffsets.count - 1 - count)
        } else {
            for column in columnWidths.count..<count { columnWidths.append(Self.headerWidth(column, configuration)) }
            columnOffsets.append(contentsOf: repeatElement(0, count: count + 1 - columnOffsets.count))
        }
    }

    /// The columns whose cell in the row may differ after the change: from the first edit on, or, when
    /// every cell of the row has one size before and after, only those past the shorter length. O(1).
    private static func differingColumns(
        _ old: SectionData, _ new: SectionData, edits: ArraySlice<ItemChanges.Edit>,
        _ configuration: TableLayoutConfiguration
    ) -> Range<Int> {
        let end = max(old.itemCount, new.itemCount)
        if let before = old.uniformAnswers, let after = new.uniformAnswers,
            cellSize(before.size, configuration) == cellSize(after.size, configuration)
        {
            return min(old.itemCount, new.itemCount)..<end
        }
        return min(edits.first?.removed.lowerBound ?? end, end)..<end
    }

    /// Row `row`'s height after `changes`: raised by the inserted cells when nothing was removed from
    /// it, else measured again. - Complexity: O(inserted cells), or O(cells of the row) after a deletion
    /// (O(1) when they share one size).
    private func height(
        ofRow row: Int, _ section: SectionData, after changes: ItemChanges, _ configuration: TableLayoutConfiguration
    ) -> Double {
        let base = Self.headerSize(configuration.rowHeaderSizes, row, configuration).height
        if let common = section.uniformAnswers {
            return section.itemCount > 0 ? max(base, Self.cellSize(common.size, configuration).height) : base
        }
        guard changes.edits(inSection: row).allSatisfy({ $0.removed.isEmpty }) else {
            return (0..<section.itemCount).reduce(base) {
                max($0, Self.cellSize(section.size(at: $1), configuration).height)
            }
        }
        return changes.insertedItems(inSection: row).joined().reduce(rowHeights[row]) {
            max($0, Self.cellSize(section.size(at: $1), configuration).height)
        }
    }

    /// Column `column`'s width measured down every row. O(rows).
    private func width(ofColumn column: Int, in data: CollectionData, _ configuration: TableLayoutConfiguration)
        -> Double
    {
        data.sections.reduce(Self.headerWidth(column, configuration)) { width, section in
            column < section.itemCount
                ? max(width, Self.cellSize(section.size(at: column), configuration).width) : width
        }
    }

    /// What a delegated column header adds to its column's width; zero without delegated headers.
    private static func headerWidth(_ column: Int, _ configuration: TableLayoutConfiguration) -> Double {
        headerSize(configuration.columnHeaderSizes, column, configuration).width
    }
}
