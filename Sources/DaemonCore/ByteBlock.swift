/// Bytes in memory of their own, handed to the transport (`uv_write`) and kept alive until every write that
/// points into them completes: one block per reply, one per tick's event batch shared by every subscriber.
public final class ByteBlock {
    public let pointer: UnsafeMutableRawPointer
    public let count: Int

    /// Copies `bytes`. - Complexity: O(n), one allocation.
    public init(_ bytes: [UInt8]) {
        count = bytes.count
        pointer = UnsafeMutableRawPointer.allocate(byteCount: max(count, 1), alignment: 1)
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
