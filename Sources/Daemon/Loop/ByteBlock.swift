import Glibc

/// Bytes in memory of their own, handed to `uv_write` and kept alive until every write that points into
/// them completes: one block per reply, one per tick's event batch shared by every subscriber.
final class ByteBlock {
    let pointer: UnsafeMutableRawPointer
    let count: Int

    /// Copies `bytes`. - Complexity: O(n), one allocation.
    init(_ bytes: [UInt8]) {
        count = bytes.count
        pointer = UnsafeMutableRawPointer.allocate(byteCount: max(count, 1), alignment: 1)
        bytes.withUnsafeBytes { source in
            if let base = source.baseAddress { pointer.copyMemory(from: base, byteCount: count) }
        }
    }

    deinit {
        pointer.deallocate()
    }
}
