import HashTreeCollections

/// Where each id inserted into a section was inserted: its block and its index there, the latest for an id
/// inserted again after its deletion. A block that no longer holds an item leaves it (`remove`), so that
/// what it keeps and what a lookup costs follow the blocks held, not every block ever inserted.
///
/// A block whose ids are counted names kept in stretches (`BlockIDs`) is indexed by stretch
/// (`CountedIDIndex`), at a cost that follows its stretches, not its ids. The others' ids are indexed one
/// by one. Small blocks (the usual "load more" page) go into one persistent hash tree, so that an insertion into a
/// copy shared with a layout copies O(log inserted) nodes. The tree is keyed by the id's hash, with the
/// place as value: both plain integers, so that copying a node copies bytes, with no retain or release
/// per entry (with the ids as keys, that was most of what an insertion into a shared tree cost); a lookup
/// checks the id at the place found, and an id whose hash another id holds there already (two 64-bit
/// hashes alike: rare) is kept by id beside it. Large blocks get `BlockIDTable`s built at once:
/// one insertion per id into the tree cost ~40 % of inserting 100,000 items, a table a fraction of that.
/// The tables are merged as a binary counter is carried: a new table takes in the tables before it while
/// they hold at most twice its ids, so the tables' sizes at least double from the newest to the oldest and
/// there are O(log large ids) of them; each id is indexed again O(log large ids) times in all. A table
/// goes when its last block goes; until then, or until it is merged (which drops the blocks gone), it
/// keeps the ids of its blocks gone too, so that removing a block never rebuilds a table (a deletion
/// applied on the daemon's loop stays small). A lookup asks the tree and then the tables, newest first.
struct InsertedIDIndex: Sendable {
    /// An inserted item's block and index in it.
    struct Place: Hashable, Sendable {
        var block: Int
        var index: Int
    }

    /// One table of large blocks: their numbers, ascending, and which are still held.
    private struct LargeBlocks: Sendable {
        var blocks: [Int]
        var held: [Bool]
        var table: BlockIDTable
        /// The ids of each block, kept to build a merged table.
        var ids: [[ItemID]]

        init(_ blocks: [Int], _ ids: [[ItemID]]) {
            (self.blocks, self.ids) = (blocks, ids)
            held = Array(repeating: true, count: blocks.count)
            table = BlockIDTable(segments: ids)
        }

        /// How many ids the held blocks have. O(blocks).
        var heldIDs: Int { blocks.indices.reduce(0) { held[$1] ? $0 + ids[$1].count : $0 } }
    }

    /// The fewest ids a block needs for a table of its own.
    static let largeBlockItems = 1_024

    /// The places of the ids of the blocks smaller than `largeBlockItems`, by the id's hash.
    private var smallPlaces: TreeDictionary<Int, Place> = [:]
    /// The places of small blocks' ids whose hash another id holds in `smallPlaces`.
    private var collided: TreeDictionary<ItemID, Place> = [:]
    /// The ids of the small blocks held, by number (the blocks' own arrays, not copied).
    private var smallIDs: TreeDictionary<Int, [ItemID]> = [:]
    /// The tables of the larger blocks, oldest first; their blocks' numbers ascend across them.
    private var largeBlocks: [LargeBlocks] = []
    /// The blocks whose ids are kept in stretches of counted names, by stretch.
    private var counted = CountedIDIndex()

    /// How many tables the large blocks are in. O(1).
    var largeTableCount: Int { largeBlocks.count }

    /// How many ids the small blocks' trees hold. O(1).
    var smallIDCount: Int { smallPlaces.count + collided.count }

    /// How many spans the index of counted names keeps, gaps included. - Complexity: O(sections named).
    var countedSpanCount: Int { counted.spanCount }

    /// Records `ids` as the items of block `block`, which is numbered after every block added before: by
    /// stretch when they are kept so, else one by one. - Complexity: O(stretches · log spans), else that
    /// of `add(_:block:)` for the listed ids.
    mutating func add(_ ids: BlockIDs, block: Int) {
        switch ids.storage {
        case .counted(let stretches): counted.add(stretches, block: block)
        case .listed(let listed): add(listed, block: block)
        }
    }

    /// Forgets block `block`, which holds no item any more and has ids `ids`.
    /// - Complexity: O(stretches · log spans + spans met), else that of `remove(block:ids:)` for the listed
    ///   ids.
    mutating func remove(block: Int, ids: BlockIDs) {
        switch ids.storage {
        case .counted(let stretches): counted.remove(stretches, block: block)
        case .listed(let listed): remove(block: block, ids: listed)
        }
    }

    /// Records `ids`, in order, as the items of block `block`, which is numbered after every block added
    /// before. An id listed twice keeps its last index.
    /// - Complexity: O(ids · log inserted) for a small block; O(ids) amortized, O(held large ids) at most,
    ///   for a large one.
    private mutating func add(_ ids: [ItemID], block: Int) {
        guard ids.count >= Self.largeBlockItems else {
            smallIDs[block] = ids
            for (index, id) in ids.enumerated() {
                let hash = id.hashValue
                if let other = smallPlaces[hash], smallIDs[other.block]![other.index] != id {
                    collided[id] = Place(block: block, index: index)
                } else {
                    smallPlaces[hash] = Place(block: block, index: index)
                }
            }
            return
        }
        var blocks = [block]
        var segments = [ids]
        var total = ids.count
        while let older = largeBlocks.last, older.heldIDs <= 2 * total {
            largeBlocks.removeLast()
            let kept = older.blocks.indices.filter { older.held[$0] }
            blocks.insert(contentsOf: kept.map { older.blocks[$0] }, at: 0)
            segments.insert(contentsOf: kept.map { older.ids[$0] }, at: 0)
            total += kept.reduce(0) { $0 + older.ids[$1].count }
        }
        largeBlocks.append(LargeBlocks(blocks, segments))
    }

    /// Forgets block `block`, which holds no item any more: its ids leave the tree, or its table when it
    /// was its table's last held block. `ids` are the block's ids.
    /// - Complexity: O(ids · log inserted) for a small block, O(log large blocks + blocks of its table) for a
    ///   large one.
    private mutating func remove(block: Int, ids: [ItemID]) {
        guard ids.count >= Self.largeBlockItems else {
            smallIDs[block] = nil
            for id in ids {
                let hash = id.hashValue
                if smallPlaces[hash]?.block == block { smallPlaces[hash] = nil }
                if !collided.isEmpty, collided[id]?.block == block { collided[id] = nil }
            }
            return
        }
        let table = largeBlocks.partitionPoint { $0.blocks[0] > block } - 1
        guard table >= 0 else { return }
        let segment = largeBlocks[table].blocks.partitionPoint { $0 >= block }
        guard largeBlocks[table].blocks.indices.contains(segment), largeBlocks[table].blocks[segment] == block
        else { return }
        largeBlocks[table].held[segment] = false
        if !largeBlocks[table].held.contains(true) { largeBlocks.remove(at: table) }
    }

    /// The latest place `id` was inserted at, or nil when it never was or its block was removed (its
    /// item is then not held): the later of its place by stretch and its place among the listed ids.
    /// - Complexity: O(length of `id` + log spans + log listed inserted).
    func latestPlace(of id: ItemID) -> Place? {
        let listed = latestListedPlace(of: id)
        guard case .named(let text) = id, let name = CountedName(text), let stretched = counted.place(of: name)
        else { return listed }
        guard let listed else { return stretched }
        return listed.block > stretched.block ? listed : stretched
    }

    /// The latest place `id` was inserted at among the listed ids, or nil.
    /// - Complexity: O(log listed inserted + tables) = O(log listed inserted) expected.
    private func latestListedPlace(of id: ItemID) -> Place? {
        guard !smallPlaces.isEmpty || !largeBlocks.isEmpty else { return nil }
        let small = smallPlace(of: id)
        for large in largeBlocks.reversed() {
            if let small, small.block > large.blocks[large.blocks.count - 1] { return small }
            if let (segment, index) = large.table.place(of: id) {
                if let small, small.block > large.blocks[segment] { return small }
                return large.held[segment] ? Place(block: large.blocks[segment], index: index) : nil
            }
        }
        return small
    }

    /// The latest place `id` was inserted at in a small block, or nil. - Complexity: O(log inserted).
    private func smallPlace(of id: ItemID) -> Place? {
        if let place = smallPlaces[id.hashValue], smallIDs[place.block]![place.index] == id { return place }
        return collided.isEmpty ? nil : collided[id]
    }
}
