import LayoutCore

extension CollectionData {
    /// The stable id of an item a layout placed; its positional id should the data not hold the item (which
    /// a layout prepared on this data never asks). - Complexity: O(1).
    @inline(__always)
    func placedItemID(at indexPath: IndexPath) -> ItemID {
        itemID(at: indexPath) ?? .positional(section: indexPath.section, item: indexPath.item)
    }
}

extension LayoutAttributes {
    /// A plain cell's attributes for a query loop to rewrite (`makeCell`) for each cell it hands on.
    static var reusableCell: LayoutAttributes {
        .cell(IndexPath(section: 0, item: 0), id: .positional(section: 0, item: 0), frame: .zero)
    }
}
