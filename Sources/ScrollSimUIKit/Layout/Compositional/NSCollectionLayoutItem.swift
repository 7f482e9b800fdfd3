import Foundation

/// A cell's size and the space around it, as UIKit's `NSCollectionLayoutItem`. Read when the layout is
/// prepared, so a change made before then takes effect.
@MainActor
open class NSCollectionLayoutItem {
    /// The item's size in its group.
    public let layoutSize: NSCollectionLayoutSize
    /// Insets that shrink the cell inside the space it is given (ignored along an estimated dimension).
    /// A plain supplementary item's are not modelled (ignored); a boundary item's and a decoration's are.
    open var contentInsets = NSDirectionalEdgeInsets.zero
    /// Space kept around the item in its group; nil for none. Ignored on supplementary and decoration items.
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?
    var storedSupplementaryItems: [NSCollectionLayoutSupplementaryItem]

    /// The supplementary views anchored to each of the item's cells.
    open var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { storedSupplementaryItems }

    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.storedSupplementaryItems = supplementaryItems
    }

    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}
