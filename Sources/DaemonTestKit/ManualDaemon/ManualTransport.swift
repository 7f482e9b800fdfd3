import Foundation
import ScrollSimClient

/// A `ScrollSimClient` transport to a `ManualDaemon`, in memory: each line sent is fed to the daemon, which
/// then runs until idle (queued `step` ticks included), and every line it wrote is handed to the client.
/// All of it happens inside `send`, on the caller's thread: the daemon is touched by one thread at a time
/// as long as the test uses it only through this transport while the client runs.
public final class ManualTransport: DaemonTransport, @unchecked Sendable {
    public let lines: AsyncStream<String>
    private let continuation: AsyncStream<String>.Continuation
    private let daemon: ManualDaemon
    private let client: ManualClient
    private let lock = NSLock()

    /// Connects a new client of `daemon`; its `hello` is the first line.
    public init(_ daemon: ManualDaemon) {
        self.daemon = daemon
        client = daemon.connect()
        (lines, continuation) = AsyncStream<String>.makeStream()
        continuation.yield(client.helloLine)
    }

    public func send(_ line: String) throws(ScrollSimClient.Error) {
        lock.lock()
        defer { lock.unlock() }
        guard !client.isClosed else { throw ScrollSimClient.Error(code: .closed, message: "the daemon closed") }
        client.send(line)
        daemon.runUntilIdle()
        for text in client.readLineTexts() { continuation.yield(text) }
        if client.isClosed { continuation.finish() }
    }

    /// Resets the connection, as a client process that exits: the daemon forgets it.
    public func close() {
        lock.lock()
        defer { lock.unlock() }
        client.reset()
        continuation.finish()
    }
}
