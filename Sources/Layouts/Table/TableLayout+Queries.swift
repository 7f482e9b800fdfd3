import LayoutCore

extension TableLayout {
    /// - Complexity: O(log n + k): binary searches over the row and column offsets, then the k elements
    ///   in the rect. One allocation, the result.
    public func attributes(in rect: Rect, bounds: Rect) -> [LayoutAttributes] {
        guard rect.width > 0, rect.height > 0 else { return [] }
        let rows = TableSizing.span(
            of: sizing.rowOffsets, origin: sizing.columnHeaderHeight, low: rect.minY, high: rect.maxY)
        let columns = TableSizing.span(
            of: sizing.columnOffsets, origin: sizing.rowHeaderWidth, low: rect.minX, high: rect.maxX)
        let headerRows = hasRowHeaders ? sizing.rowCount : 0
        let headerColumns = hasColumnHeaders ? sizing.columnCount : 0
        var result: [LayoutAttributes] = []
        result.reserveCapacity(rows.count * columns.count + min(headerRows, rows.count) + columns.count + 1)
        var cell = LayoutAttributes.reusableCell
        for row in rows {
            let itemCount = data.sections[row].itemCount
            for column in columns.clamped(to: 0..<itemCount) {
                let frame = cellFrame(row: row, column: column)
                guard frame.intersects(rect) else { continue }
                let indexPath = IndexPath(section: row, item: column)
                cell.makeCell(indexPath, id: data.placedItemID(at: indexPath), frame: frame)
                result.append(cell)
            }
        }
        // Sticky headers sit wherever the bounds put them, so every row (column) header in the rect's
        // rows (columns) is a candidate; a non-sticky one is at the content's edge.
        for row in rows where row < headerRows {
            let header = rowHeader(row, bounds: bounds)
            if header.frame.intersects(rect) { result.append(header) }
        }
        for column in columns where column < headerColumns {
            let header = columnHeader(column, bounds: bounds)
            if header.frame.intersects(rect) { result.append(header) }
        }
        if hasCorner {
            let corner = self.corner(bounds: bounds)
            if corner.frame.intersects(rect) { result.append(corner) }
        }
        return result
    }

    /// Counts the rect's cells row by row, then its headers and corner, without building a cell.
    /// - Complexity: O(log n + min(k, limit)) for k cells in the rect, plus its header rows and columns.
    public func countAttributes(in rect: Rect, bounds: Rect, upTo limit: Int) -> Int {
        guard rect.width > 0, rect.height > 0 else { return 0 }
        let rows = TableSizing.span(
            of: sizing.rowOffsets, origin: sizing.columnHeaderHeight, low: rect.minY, high: rect.maxY)
        let columns = TableSizing.span(
            of: sizing.columnOffsets, origin: sizing.rowHeaderWidth, low: rect.minX, high: rect.maxX)
        var count = 0
        for row in rows {
            for column in columns.clamped(to: 0..<data.sections[row].itemCount)
            where cellFrame(row: row, column: column).intersects(rect) {
                count += 1
                if count > limit { return count }
            }
        }
        for row in rows where row < (hasRowHeaders ? sizing.rowCount : 0) {
            if rowHeader(row, bounds: bounds).frame.intersects(rect) { count += 1 }
            if count > limit { return count }
        }
        for column in columns where column < (hasColumnHeaders ? sizing.columnCount : 0) {
            if columnHeader(column, bounds: bounds).frame.intersects(rect) { count += 1 }
            if count > limit { return count }
        }
        if hasCorner, corner(bounds: bounds).frame.intersects(rect) { count += 1 }
        return count.counted(upTo: limit)
    }

    /// - Complexity: O(1).
    public func attributes(forItem indexPath: IndexPath, bounds: Rect) -> LayoutAttributes? {
        guard data.contains(indexPath) else { return nil }
        return cell(indexPath, frame: cellFrame(row: indexPath.section, column: indexPath.item))
    }

    /// Row header of row r at `[r, 0]`, column header of column c at `[0, c]`. - Complexity: O(1).
    public func attributes(forSupplementary kind: ElementKind, at indexPath: IndexPath, bounds: Rect)
        -> LayoutAttributes?
    {
        switch kind {
        case .rowHeader:
            guard hasRowHeaders, indexPath.item == 0, (0..<sizing.rowCount).contains(indexPath.section) else {
                return nil
            }
            return rowHeader(indexPath.section, bounds: bounds)
        case .columnHeader:
            guard hasColumnHeaders, indexPath.section == 0, (0..<sizing.columnCount).contains(indexPath.item) else {
                return nil
            }
            return columnHeader(indexPath.item, bounds: bounds)
        default:
            return nil
        }
    }

    /// The corner at `[0, 0]`. - Complexity: O(1).
    public func attributes(forDecoration kind: ElementKind, at indexPath: IndexPath, bounds: Rect)
        -> LayoutAttributes?
    {
        guard kind == .corner, hasCorner, indexPath == IndexPath(section: 0, item: 0) else { return nil }
        return corner(bounds: bounds)
    }

    private func cellFrame(row: Int, column: Int) -> Rect {
        Rect(
            x: sizing.rowHeaderWidth + sizing.columnOffsets[column],
            y: sizing.columnHeaderHeight + sizing.rowOffsets[row],
            width: sizing.columnOffsets[column + 1] - sizing.columnOffsets[column],
            height: sizing.rowOffsets[row + 1] - sizing.rowOffsets[row])
    }

    private func cell(_ indexPath: IndexPath, frame: Rect) -> LayoutAttributes {
        .cell(indexPath, id: data.placedItemID(at: indexPath), frame: frame)
    }

    /// x of sticky row headers and the corner: the visible left edge inside the content inset.
    private func headerX(_ bounds: Rect) -> Double {
        configuration.stickyHeaders ? bounds.minX + contentInset.left : 0
    }

    /// y of sticky column headers and the corner: the visible top edge inside the content inset.
    private func headerY(_ bounds: Rect) -> Double {
        configuration.stickyHeaders ? bounds.minY + contentInset.top : 0
    }

    private func rowHeader(_ row: Int, bounds: Rect) -> LayoutAttributes {
        let frame = Rect(
            x: headerX(bounds), y: sizing.columnHeaderHeight + sizing.rowOffsets[row],
            width: sizing.rowHeaderWidth, height: sizing.rowOffsets[row + 1] - sizing.rowOffsets[row])
        return .supplementary(.rowHeader, IndexPath(section: row, item: 0), frame: frame, zIndex: Self.rowHeaderZIndex)
    }

    private func columnHeader(_ column: Int, bounds: Rect) -> LayoutAttributes {
        let frame = Rect(
            x: sizing.rowHeaderWidth + sizing.columnOffsets[column], y: headerY(bounds),
            width: sizing.columnOffsets[column + 1] - sizing.columnOffsets[column], height: sizing.columnHeaderHeight)
        return .supplementary(
            .columnHeader, IndexPath(section: 0, item: column), frame: frame, zIndex: Self.columnHeaderZIndex)
    }

    private func corner(bounds: Rect) -> LayoutAttributes {
        let frame = Rect(
            x: headerX(bounds), y: headerY(bounds), width: sizing.rowHeaderWidth, height: sizing.columnHeaderHeight)
        return .decoration(.corner, IndexPath(section: 0, item: 0), frame: frame, zIndex: Self.cornerZIndex)
    }
}
