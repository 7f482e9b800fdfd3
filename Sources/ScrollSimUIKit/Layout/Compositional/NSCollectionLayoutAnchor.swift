import Foundation

/// Edges of a rectangle by leading and trailing, as UIKit's `NSDirectionalRectEdge`.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// A point of a rectangle named by its edges (none of an axis: its middle) and an offset from it, as
/// UIKit's `NSCollectionLayoutAnchor`: in points (absolute) or in the supplementary view's own size
/// (fractional).
@MainActor
public final class NSCollectionLayoutAnchor: Sendable {
    public let edges: NSDirectionalRectEdge
    /// The offset: points when `isAbsoluteOffset`, fractions of the view's size when `isFractionalOffset`.
    public let offset: CGPoint
    public let isAbsoluteOffset: Bool
    public var isFractionalOffset: Bool { !isAbsoluteOffset && offset != .zero }

    init(edges: NSDirectionalRectEdge, offset: CGPoint, isAbsoluteOffset: Bool) {
        self.edges = edges
        self.offset = offset
        self.isAbsoluteOffset = isAbsoluteOffset
    }

    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(edges: edges, offset: .zero, isAbsoluteOffset: false)
    }

    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(edges: edges, offset: absoluteOffset, isAbsoluteOffset: true)
    }

    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(edges: edges, offset: fractionalOffset, isAbsoluteOffset: false)
    }
}

/// A supplementary view anchored to an item's cells or to a group, as UIKit's
/// `NSCollectionLayoutSupplementaryItem`, reported at the cell's index path (a group's at its first cell's).
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The app's element kind, as its view is registered.
    public let elementKind: String
    public let containerAnchor: NSCollectionLayoutAnchor
    /// The view's own point that meets `containerAnchor`; nil for the container anchor's edges.
    public let itemAnchor: NSCollectionLayoutAnchor?
    open var zIndex = 1

    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor?
    ) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor
    ) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }
}
