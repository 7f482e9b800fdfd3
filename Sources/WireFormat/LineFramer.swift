/// Splits a byte stream into NDJSON lines: `\n` ends a line, a `\r` before it is dropped,
/// empty lines are skipped, and a line longer than `maximumLength` is reported instead of buffered, so a
/// client cannot grow the daemon's memory past the cap.
public struct LineFramer: Sendable {
    /// What the framer found in the bytes fed so far.
    public enum Item: Hashable, Sendable {
        case line([UInt8])
        /// A line passed `maximumLength` bytes; the caller answers `line_too_long` and closes.
        case tooLong
    }

    /// The longest line accepted, in bytes, without its line end.
    public let maximumLength: Int
    private var pending: [UInt8] = []
    private var overflowed = false

    public init(maximumLength: Int) {
        self.maximumLength = maximumLength
    }

    /// Bytes received but not yet ended by a newline.
    public var bufferedCount: Int { pending.count }

    /// Feeds received bytes and calls `handle` for each complete line, in order. After `.tooLong` the
    /// framer reports nothing more.
    /// - Complexity: O(bytes); the partial line is kept, at most `maximumLength` bytes.
    public mutating func feed(_ bytes: UnsafeRawBufferPointer, _ handle: (Item) -> Void) {
        guard !overflowed else { return }
        var start = 0
        while start < bytes.count {
            guard let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else {
                pending.append(contentsOf: bytes[start...])
                if pending.count > maximumLength {
                    overflowed = true
                    pending = []
                    handle(.tooLong)
                }
                return
            }
            pending.append(contentsOf: bytes[start..<newline])
            start = newline + 1
            if pending.last == UInt8(ascii: "\r") { pending.removeLast() }
            if pending.count > maximumLength {
                overflowed = true
                pending = []
                handle(.tooLong)
                return
            }
            if !pending.isEmpty { handle(.line(pending)) }
            pending.removeAll(keepingCapacity: pending.count <= 4096)
        }
    }
}
