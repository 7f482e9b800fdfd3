import LayoutCore

/// KEZCollectionViewTableLayout's properties, with its defaults, and the delegated
/// header sizes of our spec.
public struct TableLayoutConfiguration: Hashable, Sendable {
    /// The size of a cell whose data gives none; never clamped.
    public var cellSize = Size(width: 100, height: 100)
    /// Delegated sizes (item `size` answers and header sizes) are clamped between these, per axis.
    public var minimumCellSize: Size = .zero
    public var maximumCellSize = Size(width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
    /// Row headers' width when header sizing is not delegated; zero means no row headers.
    public var rowHeaderWidth: Double = 0
    /// Column headers' height when header sizing is not delegated; zero means no column headers.
    public var columnHeaderHeight: Double = 0
    /// Headers follow the visible bounds.
    public var stickyHeaders = false
    /// A corner decoration view is registered.
    public var cornerDecoration = false
    /// Delegated column-header sizes, one `[w, h]` per column; a column without an entry answers zero.
    public var columnHeaderSizes: [Size]?
    /// Delegated row-header sizes, one `[w, h]` per table row; a row without an entry answers zero.
    public var rowHeaderSizes: [Size]?

    public init() {}

    /// Header sizing is delegated when either list of header sizes is given.
    public var delegatesHeaderSizing: Bool { columnHeaderSizes != nil || rowHeaderSizes != nil }
}
