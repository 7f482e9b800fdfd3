import LayoutCore

/// `NSCollectionLayoutDecorationItem.background(elementKind:)`: a decoration view of its own kind behind a
/// section, reported at `[section, 0]`, its frame the section's (boundary items included, the view's whole
/// breadth across the scroll axis) less its `contentInsets`.
public struct CompositionalDecorationItem: Hashable, Sendable {
    public var kind: ElementKind
    public var contentInsets = EdgeInsets.zero
    /// UIKit's default puts it behind the cells.
    public var zIndex = -1

    public init(kind: ElementKind, contentInsets: EdgeInsets = .zero, zIndex: Int = -1) {
        self.kind = kind
        self.contentInsets = contentInsets
        self.zIndex = zIndex
    }
}

/// Every section's boundary items and decorations, placed, one array of each for the layout: a section
/// keeps its ranges in them, so that placing a section allocates nothing of its own.
struct PlacedSectionViews: Sendable {
    var boundaries: [PlacedBoundary] = []
    var decorations: [PlacedDecoration] = []
}

/// A decoration placed: its kind, frame and zIndex.
struct PlacedDecoration: Sendable {
    var kind: ElementKind
    var frame: Rect
    var zIndex: Int
}
