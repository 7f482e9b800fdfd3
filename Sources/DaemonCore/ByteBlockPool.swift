/// The blocks the event batches were last copied into, kept for the next batches: once the writes that
/// point into a block have completed, the pool holds its only reference and fills it again. A flood then
/// copies each tick's batch into memory already mapped instead of a fresh allocation of its size (which
/// glibc maps and unmaps, faulting every page in again).
struct ByteBlockPool {
    /// The most blocks kept: enough for the writes of a few ticks in flight at once.
    static let capacity = 4

    private var blocks: [ByteBlock] = []

    /// A block holding a copy of `bytes`: a kept one nobody else holds that is large enough, else a new one with a
    /// quarter more room, kept in place of a free one too small or when there is room. - Complexity: O(bytes + capacity).
    mutating func block(copying bytes: [UInt8]) -> ByteBlock {
        var tooSmall: Int?
        for index in blocks.indices where isKnownUniquelyReferenced(&blocks[index]) {
            guard blocks[index].capacity >= bytes.count else {
                tooSmall = index
                continue
            }
            blocks[index].fill(from: bytes)
            return blocks[index]
        }
        let block = ByteBlock(capacity: bytes.count + bytes.count / 4)
        block.fill(from: bytes)
        if let tooSmall {
            blocks[tooSmall] = block
        } else if blocks.count < Self.capacity {
            blocks.append(block)
        }
        return block
    }
}
