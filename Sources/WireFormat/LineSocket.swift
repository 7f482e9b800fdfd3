import Platform

/// A blocking client of the daemon's socket that reads and writes NDJSON lines, with timeouts: what
/// `scrollsim send` and `subscribe`, the tests and the load tool speak through.
public final class LineSocket {
    /// Why a connection or an exchange failed.
    public struct Failure: Error, CustomStringConvertible {
        /// The errno, when a system call failed.
        public var code: Int32
        public var description: String

        /// Nothing listens at the path (no file, or a stale socket).
        public var isUnreachable: Bool { [ENOENT, ECONNREFUSED, ENOTDIR].contains(code) }
    }

    /// The longest line ``readLine(timeout:)`` returns by default, in bytes (64 MiB).
    public static let defaultMaximumLineLength = 64 << 20

    public let descriptor: Int32
    /// The longest line ``readLine(timeout:)`` returns, in bytes; a longer one ends the stream.
    public let maximumLineLength: Int
    private var buffer: [UInt8] = []
    private var start = 0
    /// How many bytes from `start` are known to hold no newline, so a long line is scanned once.
    private var scanned = 0
    private var chunk = [UInt8](repeating: 0, count: 65536)
    /// The daemon closed the stream (or reading failed, or a line passed `maximumLineLength`).
    public private(set) var reachedEnd = false
    /// A line passed `maximumLineLength`: its bytes were dropped and the stream counts as ended.
    public private(set) var lineTooLong = false

    /// Connects to the Unix socket at `path`, and hangs up unless the process that serves it runs as the
    /// current user (SO_PEERCRED): another user's socket in the path cannot capture a request. Lines longer
    /// than `maximumLineLength` bytes end the stream (``lineTooLong``).
    public init(path: String, maximumLineLength: Int = LineSocket.defaultMaximumLineLength) throws(Failure) {
        self.maximumLineLength = maximumLineLength
        let descriptor = socket(AF_UNIX, streamSocketType, 0)
        guard descriptor >= 0 else { throw Self.failure("socket") }
        disableBrokenPipeSignal(on: descriptor)
        guard var address = UnixSocketAddress.address(ofPath: Array(path.utf8)) else {
            close(descriptor)
            throw Failure(code: ENAMETOOLONG, description: "the socket path is too long: \(path)")
        }
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard result == 0 else {
            let failure = Self.failure("connect to \(path)")
            close(descriptor)
            throw failure
        }
        if let owner = PeerCredentials.uid(of: descriptor), owner != getuid() {
            close(descriptor)
            throw Failure(
                code: EPERM,
                description:
                    "the process serving \(path) runs as \(PeerCredentials.describe(owner)), not as you; refusing to talk to it"
            )
        }
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Writes `text` and a newline.
    public func send(line text: String) throws(Failure) {
        try send(bytes: Array((text + "\n").utf8))
    }

    /// Writes raw bytes, all of them (MSG_NOSIGNAL: a closed daemon is an error, not SIGPIPE).
    public func send(bytes: [UInt8]) throws(Failure) {
        try Self.send(bytes: bytes, to: descriptor)
    }

    /// Writes raw bytes to a connected socket's `descriptor`, all of them, from any thread (MSG_NOSIGNAL).
    public static func send(bytes: [UInt8], to descriptor: Int32) throws(Failure) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes {
                systemSend(descriptor, $0.baseAddress, $0.count)
            }
            guard written > 0 else {
                if written < 0 && errno == EINTR { continue }
                throw Self.failure("write")
            }
            offset += written
        }
    }

    /// The next line, without its newline; nil at the end of the stream, when `timeout` (ms) passes with
    /// no complete line, or when the line passes ``maximumLineLength`` (then ``lineTooLong`` is set, the
    /// buffered bytes are dropped and the stream counts as ended: a peer cannot grow this memory without
    /// bound).
    /// - Complexity: O(bytes read); each byte is scanned for the newline once.
    public func readLine(timeout: Int32 = 5000) -> String? {
        while !lineTooLong {
            if let newline = buffer[(start + scanned)...].firstIndex(of: UInt8(ascii: "\n")) {
                guard newline - start <= maximumLineLength else { return dropTooLongLine() }
                let line = String(decoding: buffer[start..<newline], as: UTF8.self)
                start = newline + 1
                scanned = 0
                if start > 65536 {
                    buffer.removeSubrange(..<start)
                    start = 0
                }
                return line
            }
            scanned = buffer.count - start
            guard scanned <= maximumLineLength else { return dropTooLongLine() }
            guard waitReadable(timeout: timeout), fill() > 0 else { return nil }
        }
        return nil
    }

    private func dropTooLongLine() -> String? {
        lineTooLong = true
        reachedEnd = true
        buffer = []
        start = 0
        scanned = 0
        return nil
    }

    /// Hands over the bytes read but not yet returned as lines, for a caller that reads the descriptor
    /// itself from now on.
    public func takeBuffered() -> [UInt8] {
        defer {
            buffer.removeAll()
            start = 0
            scanned = 0
        }
        return Array(buffer[start...])
    }

    /// Reads what has arrived into the buffer: the byte count, 0 at the end of the stream, -1 on error.
    @discardableResult
    public func fill() -> Int {
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count > 0 { buffer += chunk[0..<count] } else { reachedEnd = true }
        return count
    }

    /// Whether bytes (or the end) can be read within `timeout` ms.
    public func waitReadable(timeout: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        while true {
            let ready = poll(&entry, 1, timeout)
            if ready < 0 && errno == EINTR { continue }
            return ready > 0
        }
    }

    /// Shuts the writing side: the daemon sees the end of input and closes after its replies.
    public func finishWriting() {
        shutdown(descriptor, Int32(SHUT_WR))
    }

    private static func failure(_ what: String) -> Failure {
        let code = errno
        return Failure(code: code, description: "\(what): \(String(cString: strerror(code)))")
    }
}
