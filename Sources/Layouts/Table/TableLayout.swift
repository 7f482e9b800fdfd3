import LayoutCore

/// KEZCollectionViewTableLayout: a spreadsheet. Section s is table row s and item c is
/// column c; row headers, column headers and a corner decoration, optionally sticky.
public struct TableLayout: CollectionLayout {
    public var configuration: TableLayoutConfiguration
    var sizing = TableSizing(configuration: TableLayoutConfiguration(), data: .empty)
    var data: CollectionData = .empty
    var contentInset: EdgeInsets = .zero

    /// zIndex of each kind, as the seed's test suite expects.
    static let rowHeaderZIndex = 100
    static let columnHeaderZIndex = 200
    static let cornerZIndex = 500

    public init(configuration: TableLayoutConfiguration = TableLayoutConfiguration()) {
        self.configuration = configuration
    }

    /// - Complexity: O(cells + rows + columns).
    public mutating func prepare(_ context: LayoutContext) {
        data = context.data
        contentInset = context.contentInset
        sizing = TableSizing(configuration: configuration, data: context.data)
    }

    /// Sizes again only the changed rows and the columns whose cells they change
    /// (`TableSizing.update`); a different number of rows prepares everything.
    /// - Complexity: O(changed cells + rows + columns), plus O(rows) per column whose widest cell narrowed.
    public mutating func prepare(_ context: LayoutContext, changes: ItemChanges) {
        guard context.data.sections.count == data.sections.count else { return prepare(context) }
        let old = data
        data = context.data
        contentInset = context.contentInset
        sizing.update(with: changes, from: old, to: context.data, configuration: configuration)
    }

    /// The rows before the first changed one are kept; a column whose widest cell narrowed is measured
    /// down every row, so a change's cost can reach the whole table's.
    public var changePreparation: ChangePreparation { .fromChangedSection }

    /// Only what the change moves when every edit inserts cells at the end of its row: no column's cell
    /// changes or leaves, so no column narrows and none is measured down every row again; the cost is the
    /// cells inserted and the sums after the changed row and column (O(rows + columns)). O(edits).
    public func changePreparation(for changes: ItemChanges) -> ChangePreparation {
        let appendsToRows = changes.edits.allSatisfy { edit in
            data.sections.indices.contains(edit.section) && edit.removed.isEmpty
                && edit.removed.lowerBound == data.sections[edit.section].itemCount
        }
        return appendsToRows ? .whatTheChangeMoves : changePreparation
    }

    /// Headers plus every row and column. (The seed reads the last cell of the last row, which makes a
    /// table whose last row is empty zero tall; ours counts every row.)
    public var contentSize: Size {
        Size(
            width: sizing.rowHeaderWidth + (sizing.columnOffsets.last ?? 0),
            height: sizing.columnHeaderHeight + (sizing.rowOffsets.last ?? 0))
    }

    var hasRowHeaders: Bool { sizing.rowHeaderWidth > 0 }
    var hasColumnHeaders: Bool { sizing.columnHeaderHeight > 0 }
    var hasCorner: Bool { configuration.cornerDecoration && hasRowHeaders && hasColumnHeaders }

    /// Sticky headers move with the bounds when they scroll along an axis that has headers;
    /// nothing else depends on the bounds.
    public func invalidation(forBoundsChange new: Rect, old: Rect) -> Invalidation {
        guard configuration.stickyHeaders else { return .none }
        let epsilon = Double(Float.ulpOfOne)
        let movedX = abs(new.minX - old.minX) > epsilon && hasRowHeaders
        let movedY = abs(new.minY - old.minY) > epsilon && hasColumnHeaders
        return movedX || movedY ? .requery : .none
    }
}
