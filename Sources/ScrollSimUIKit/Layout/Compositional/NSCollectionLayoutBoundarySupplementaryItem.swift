import Foundation

/// Where a boundary item sits around its section's (or layout's) content, as UIKit's `NSRectAlignment`.
public enum NSRectAlignment: Int, Sendable {
    case none = 0
    case top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// A header, footer or any view around a section's or the layout's content, as UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`.
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public let alignment: NSRectAlignment
    /// Points it is moved by from its aligned place.
    public let offset: CGPoint
    /// Whether the section grows by its length; otherwise it lies over the content's edge.
    open var extendsBoundary = true
    /// Whether it stays at the visible edge while its section is on screen.
    open var pinToVisibleBounds = false

    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint
    ) {
        self.alignment = alignment
        self.offset = absoluteOffset
        super.init(
            layoutSize: layoutSize, elementKind: elementKind, containerAnchor: NSCollectionLayoutAnchor(edges: []),
            itemAnchor: nil)
        zIndex = 0
    }

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }
}

/// A decoration view behind a section, as UIKit's `NSCollectionLayoutDecorationItem`; only the section
/// background (`background(elementKind:)`) is modelled.
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The app's element kind, as its decoration view is registered with the layout.
    public let elementKind: String
    open var zIndex = -1

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [])
    }

    /// A view of `elementKind` behind the whole section (its boundary items included), less `contentInsets`.
    public static func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }
}
