import LayoutCore

/// UICollectionViewFlowLayout's properties, with UIKit's defaults.
public struct FlowLayoutConfiguration: Hashable, Sendable {
    public var scrollDirection: Axis = .vertical
    /// The size of an item whose data gives none.
    public var itemSize = Size(width: 50, height: 50)
    /// Points between lines (rows when vertical, columns when horizontal).
    public var minimumLineSpacing: Double = 10
    /// Minimum points between items of one line.
    public var minimumInteritemSpacing: Double = 10
    public var sectionInset: EdgeInsets = .zero
    /// Header size of a section whose data gives none; the height counts when vertical, the width when horizontal.
    public var headerReferenceSize: Size = .zero
    /// Footer size of a section whose data gives none.
    public var footerReferenceSize: Size = .zero
    /// `sectionHeadersPinToVisibleBounds`.
    public var sectionHeadersPinToVisibleBounds = false
    /// `sectionFootersPinToVisibleBounds`.
    public var sectionFootersPinToVisibleBounds = false

    public init() {}
}
