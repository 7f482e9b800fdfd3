import Foundation
import Platform
import Synchronization
import WireFormat

/// How a ``ScrollSimClient`` reaches a daemon: request lines out, the daemon's lines in, in order.
/// ``UnixSocketTransport`` is the real one; a test may hand the client another (an in-memory daemon).
public protocol DaemonTransport: Sendable {
    /// Every line the daemon sends (without its newline), in order, finishing when the daemon closes the
    /// connection or the transport is closed. Iterated once, by the client.
    var lines: AsyncStream<String> { get }
    /// Writes one line and its newline. - Throws: ``ScrollSimClient/Error`` (`closed`) when it cannot.
    func send(_ line: String) throws(ScrollSimClient.Error)
    /// Closes the connection; `lines` finishes.
    func close()
}

/// The daemon's Unix socket. A thread of its own reads the socket, blocked in `read` until a line or the
/// end comes, and hands each line to `lines`; sending writes from the caller's thread. At the end the reader
/// closes the descriptor (no send can reach it after), then finishes `lines`. A line longer than
/// `maximumLineLength` ends the connection as the end of the stream would (the partial line is dropped,
/// not buffered on), so a peer cannot grow the client's memory without bound.
public final class UnixSocketTransport: DaemonTransport {
    /// The longest line read from the daemon by default, in bytes (64 MiB).
    public static let defaultMaximumLineLength = 64 << 20
    public let lines: AsyncStream<String>
    /// The path connected to.
    public let path: String
    private let writer: Writer

    /// Connects to the socket at `path`, refusing one served by another user (SO_PEERCRED); lines longer
    /// than `maximumLineLength` bytes end the connection.
    /// - Throws: ``ScrollSimClient/Error`` `unreachable` (nothing listens there) or `refused`.
    public init(
        path: String, maximumLineLength: Int = UnixSocketTransport.defaultMaximumLineLength
    ) throws(ScrollSimClient.Error) {
        let socket: LineSocket
        do {
            socket = try LineSocket(path: path)
        } catch {
            throw ScrollSimClient.Error(
                code: error.isUnreachable ? .unreachable : .refused,
                message: error.code == EPERM
                    ? error.description : "no daemon answers at \(path) (\(error.description))")
        }
        self.path = path
        let (lines, continuation) = AsyncStream<String>.makeStream()
        self.lines = lines
        let writer = Writer(socket, path: path)
        self.writer = writer
        let reader = Thread {
            var socket = writer.takeReadingSide()
            if let descriptor = socket?.descriptor {
                UnixSocketTransport.readLines(from: descriptor, maximumLength: maximumLineLength, into: continuation)
            }
            writer.finish { socket = nil }
            continuation.finish()
        }
        reader.name = "scrollsim-client-reader"
        reader.start()
    }

    public func send(_ line: String) throws(ScrollSimClient.Error) {
        try writer.send(line)
    }

    /// Reads `descriptor` until the end of the stream, an error or a line past `maximumLength` bytes,
    /// yielding each line (framed as the daemon frames requests: ``LineFramer``).
    /// - Complexity: O(bytes read); at most `maximumLength` bytes plus one 64 KiB chunk held.
    private static func readLines(
        from descriptor: Int32, maximumLength: Int, into continuation: AsyncStream<String>.Continuation
    ) {
        var framer = LineFramer(maximumLength: maximumLength)
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        var tooLong = false
        while !tooLong {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            chunk.withUnsafeBytes { bytes in
                framer.feed(UnsafeRawBufferPointer(rebasing: bytes[0..<count])) { item in
                    switch item {
                    case .line(let line): continuation.yield(String(decoding: line, as: UTF8.self))
                    case .tooLong: tooLong = true
                    }
                }
            }
        }
    }

    /// Shuts the socket both ways: the reader sees the end and `lines` finishes.
    public func close() {
        writer.shutDown()
    }

    deinit {
        close()
    }
}

/// The socket shared by the transport and its reader thread: the reader takes the reading side (the
/// socket and its buffer) once. A send holds `sending` for its whole write (sends do not interleave, and
/// the reader does not release the descriptor under one); shutting down needs only `state`, so `close()`
/// ends a send blocked on a peer that never reads instead of waiting behind it.
private final class Writer: Sendable {
    private struct State {
        var open = true
        var shutDown = false
    }

    private let descriptor: Int32
    private let path: String
    private let state = Mutex(State())
    private let sending = Mutex(())
    private let readingSide: Mutex<LineSocket?>

    init(_ socket: sending LineSocket, path: String) {
        descriptor = socket.descriptor
        self.path = path
        readingSide = Mutex(socket)
    }

    /// The socket, for the one thread that reads it; nil after the first call.
    func takeReadingSide() -> LineSocket? {
        readingSide.withLock { $0.take() }
    }

    /// Writes `line` and a newline, all of it (MSG_NOSIGNAL: a closed daemon is an error, not SIGPIPE).
    func send(_ line: String) throws(ScrollSimClient.Error) {
        try sending.withLock { _ throws(ScrollSimClient.Error) in
            guard state.withLock({ $0.open && !$0.shutDown }) else {
                throw ScrollSimClient.Error(code: .closed, message: "the connection is closed")
            }
            do throws(LineSocket.Failure) {
                try LineSocket.send(bytes: Array((line + "\n").utf8), to: descriptor)
            } catch {
                throw ScrollSimClient.Error(code: .closed, message: "cannot write to \(path): \(error.description)")
            }
        }
    }

    /// Shuts the socket both ways once; the reader then sees the end.
    func shutDown() {
        state.withLock { state in
            guard state.open, !state.shutDown else { return }
            state.shutDown = true
            shutdown(descriptor, Int32(SHUT_RDWR))
        }
    }

    /// Marks the descriptor gone, then runs `release` (which closes it), after any send in progress and
    /// under the state lock.
    func finish(releasing release: () -> Void) {
        sending.withLock { _ in
            state.withLock { state in
                state.open = false
                release()
            }
        }
    }
}
