import Foundation
import Platform
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

/// The daemon's Unix socket. A thread of its own reads the socket, blocking, and hands each line to
/// `lines`; sending writes from the caller's thread.
public final class UnixSocketTransport: DaemonTransport, @unchecked Sendable {
    public let lines: AsyncStream<String>
    /// The path connected to.
    public let path: String
    private let socket: LineSocket
    private let lock = NSLock()
    private var closed = false

    /// Connects to the socket at `path`, refusing one served by another user (SO_PEERCRED).
    /// - Throws: ``ScrollSimClient/Error`` `unreachable` (nothing listens there) or `refused`.
    public init(path: String) throws(ScrollSimClient.Error) {
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
        let reading = ReadingEnd(socket: socket)
        let reader = Thread {
            while true {
                if let line = reading.socket.readLine(timeout: 1000) {
                    continuation.yield(line)
                } else if reading.socket.reachedEnd {
                    break
                }
            }
            continuation.finish()
        }
        reader.name = "scrollsim-client-reader"
        reader.start()
    }

    public func send(_ line: String) throws(ScrollSimClient.Error) {
        lock.lock()
        defer { lock.unlock() }
        guard !closed else { throw ScrollSimClient.Error(code: .closed, message: "the connection is closed") }
        do {
            try socket.send(line: line)
        } catch {
            throw ScrollSimClient.Error(code: .closed, message: "cannot write to \(path): \(error.description)")
        }
    }

    /// Shuts the socket both ways: the reader sees the end and `lines` finishes; the descriptor is closed
    /// when the transport is freed.
    public func close() {
        lock.lock()
        defer { lock.unlock() }
        guard !closed else { return }
        closed = true
        shutdown(socket.descriptor, Int32(SHUT_RDWR))
    }

    deinit {
        close()
    }
}

/// The socket as the reader thread holds it: only that thread reads it (and its buffer); the sending side
/// only writes the descriptor, which the system allows from another thread.
private struct ReadingEnd: @unchecked Sendable {
    let socket: LineSocket
}
