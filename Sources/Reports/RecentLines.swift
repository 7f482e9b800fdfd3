/// The last lines of a stream of them, at most `capacity`, in a ring: what a report shows of a transcript
/// that is not kept (a failure's context, the end of a diff).
public struct RecentLines: Sendable {
    public let capacity: Int
    private var lines: [Substring] = []
    /// Where the oldest line is once the ring is full.
    private var start = 0

    /// A ring of `capacity` lines (none kept when it is 0).
    public init(capacity: Int) {
        self.capacity = capacity
    }

    /// Keeps `line`, dropping the oldest when the ring is full. - Complexity: O(1).
    public mutating func append(_ line: Substring) {
        guard capacity > 0 else { return }
        if lines.count < capacity {
            lines.append(line)
        } else {
            lines[start] = line
            start = (start + 1) % capacity
        }
    }

    /// The lines kept, oldest first. - Complexity: O(capacity).
    public var inOrder: [Substring] { Array(lines[start...] + lines[..<start]) }
}
