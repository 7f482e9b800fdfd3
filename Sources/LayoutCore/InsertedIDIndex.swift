import HashTreeCollections

/// Where each id inserted into a section was inserted: its block and its index there, the latest for an id
/// inserted again after its deletion.
///
/// Small blocks (the usual "load more" page) go into one persistent hash tree, so that an insertion into a
/// copy shared with a layout copies O(log inserted) nodes. A large block gets a `BlockIDTable` of its own,
/// built at once: one insertion per id into the tree cost ~40 % of inserting 100,000 items, the table a
/// fraction of that. A lookup asks the tree and then the large blocks, latest first.
struct InsertedIDIndex: Sendable {
    /// An inserted item's block and index in it.
    struct Place: Hashable, Sendable {
        var block: Int
        var index: Int
    }

    /// The ids of a block of at least `largeBlockItems` items.
    private struct LargeBlock: Sendable {
        var block: Int
        var table: BlockIDTable
    }

    /// The fewest ids a block needs for a table of its own. With it, a lookup checks at most
    /// inserted / 1,024 tables beside the tree.
    static let largeBlockItems = 1_024

    /// The ids of the blocks smaller than `largeBlockItems`.
    private var smallBlocks: TreeDictionary<ItemID, Place> = [:]
    /// The tables of the larger blocks, in the order they were inserted.
    private var largeBlocks: [LargeBlock] = []

    /// Records `ids`, in order, as the items of block `block`, which is numbered after every block added
    /// before. An id listed twice keeps its last index.
    /// - Complexity: O(ids · log inserted) for a small block, O(ids) for a large one.
    mutating func add(_ ids: [ItemID], block: Int) {
        guard ids.count >= Self.largeBlockItems else {
            for (index, id) in ids.enumerated() { smallBlocks[id] = Place(block: block, index: index) }
            return
        }
        largeBlocks.append(LargeBlock(block: block, table: BlockIDTable(ids)))
    }

    /// The latest place `id` was inserted at, or nil when it never was.
    /// - Complexity: O(log inserted + large blocks).
    func latestPlace(of id: ItemID) -> Place? {
        let small = smallBlocks[id]
        for large in largeBlocks.reversed() {
            if let small, small.block > large.block { return small }
            if let index = large.table.lastPosition(of: id) { return Place(block: large.block, index: index) }
        }
        return small
    }
}
