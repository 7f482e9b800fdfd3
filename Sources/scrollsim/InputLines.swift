import Platform

/// Lines of standard input, each at most `maximumLength` bytes (the longest request line a daemon takes),
/// read in 64 KiB chunks, so a line without an end does not grow without bound.
struct InputLines {
    /// 16 MiB, the most any daemon's `maxLine` allows.
    static let maximumLength = 16 << 20

    enum Failure: Error {
        case tooLong
        case unreadable(Int32)
    }

    private var buffered: [UInt8] = []
    /// Where the unread bytes of `buffered` begin.
    private var start = 0
    private var atEnd = false

    /// The next line without its `\n` (or `\r\n`); nil at the end of input. A last line without an end
    /// is returned too. - Throws: `tooLong` past `maximumLength`, `unreadable` when reading fails.
    /// - Complexity: O(line length) amortized.
    mutating func next() throws(Failure) -> String? {
        var searched = start
        while true {
            if let newline = buffered[searched...].firstIndex(of: UInt8(ascii: "\n")) {
                var end = newline
                if end > start, buffered[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                let line = String(decoding: buffered[start..<end], as: UTF8.self)
                start = newline + 1
                return line
            }
            guard buffered.count - start <= Self.maximumLength else { throw .tooLong }
            if atEnd {
                guard start < buffered.count else { return nil }
                defer { start = buffered.count }
                return String(decoding: buffered[start...], as: UTF8.self)
            }
            if start > 0 {
                buffered.removeFirst(start)
                start = 0
            }
            searched = buffered.count
            var chunk = [UInt8](repeating: 0, count: 64 << 10)
            let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(errno)
            }
            if count == 0 { atEnd = true } else { buffered += chunk[..<count] }
        }
    }
}
