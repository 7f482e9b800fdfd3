/// The ids of one large inserted block, found by hash: an open-addressing table of positions into the
/// block's own `ids` array (shared with the block, not copied), probed linearly.
///
/// Built once and never changed. Against a `Dictionary<ItemID, Int>` it stores 4 bytes a slot instead of
/// a key and a value, and builds 3–4× faster (100,000 ids: ~6 ms against ~20 ms on our machines), which
/// is most of what inserting a large block costs.
struct BlockIDTable: Sendable {
    /// The block's ids, in order.
    private let ids: [ItemID]
    /// A position in `ids`, or -1 where empty. The count is a power of two at least twice the ids', so
    /// a probe always reaches an empty slot.
    private let slots: [Int32]

    /// Indexes `ids`. An id listed twice is found at its last position.
    /// - Complexity: O(ids) expected; 4 · 2 to 4 · 4 bytes an id.
    init(_ ids: [ItemID]) {
        precondition(ids.count < Int(Int32.max) / 2, "a block's positions fit in 32 bits")
        self.ids = ids
        let capacity = max(2, 1 << (Int.bitWidth - (2 * ids.count - 1).leadingZeroBitCount))
        let mask = capacity - 1
        var slots = [Int32](repeating: -1, count: capacity)
        for (position, id) in ids.enumerated() {
            var slot = id.hashValue & mask
            while slots[slot] >= 0, ids[Int(slots[slot])] != id { slot = (slot + 1) & mask }
            slots[slot] = Int32(position)
        }
        self.slots = slots
    }

    /// The last position of `id` in the block, or nil. - Complexity: O(1) expected.
    func lastPosition(of id: ItemID) -> Int? {
        let mask = slots.count - 1
        var slot = id.hashValue & mask
        while slots[slot] >= 0 {
            let position = Int(slots[slot])
            if ids[position] == id { return position }
            slot = (slot + 1) & mask
        }
        return nil
    }
}
