/// Bytes in memory of their own, handed to the transport (`uv_write`) and kept alive until every write that
/// points into them completes: one block per reply, one per tick's event batch shared by every subscriber.
/// A block nobody writes from any more can be filled again (`ByteBlockPool`).
public final class ByteBlock {
    public let pointer: UnsafeMutableRawPointer
    /// The bytes held.
    public private(set) var count: Int
    /// The bytes the allocation has room for.
    let capacity: Int

    /// Copies `bytes`. - Complexity: O(n), one allocation.
    public convenience init(_ bytes: [UInt8]) {
        self.init(capacity: bytes.count)
        fill(from: bytes)
    }

    /// An empty block with room for `capacity` bytes. - Complexity: one allocation.
    init(capacity: Int) {
        self.capacity = max(capacity, 1)
        count = 0
        pointer = UnsafeMutableRawPointer.allocate(byteCount: self.capacity, alignment: 1)
    }

    /// Replaces the contents with `bytes`, which must fit. Only for a block no write points into.
    /// - Complexity: O(n), no allocation.
    func fill(from bytes: [UInt8]) {
        precondition(bytes.count <= capacity, "bytes beyond the block's capacity")
        count = bytes.count
        bytes.withUnsafeBytes { source in
            if let base = source.baseAddress { pointer.copyMemory(from: base, byteCount: count) }
        }
    }

    /// The bytes of `range`. - Complexity: O(range.count).
    public func bytes(in range: Range<Int>) -> [UInt8] {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "a range outside the block")
        return Array(UnsafeRawBufferPointer(start: pointer + range.lowerBound, count: range.count))
    }

    deinit {
        pointer.deallocate()
    }
}
