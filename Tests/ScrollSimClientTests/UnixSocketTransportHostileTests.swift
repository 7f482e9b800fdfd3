import Foundation
import Platform
import Synchronization
import Testing

@testable import ScrollSimClient

/// `UnixSocketTransport` against a listener that misbehaves: a line that never ends, a peer that never
/// reads, many senders at once; and what the transport leaves behind when it closes.
@Suite struct UnixSocketTransportHostileTests {
    /// The peer sends a line, then 5,000 bytes with no newline and keeps the connection open: with a
    /// 1,024-byte limit the first line arrives and the stream then ends (the old reader buffered the
    /// unended line without bound, and the stream never ended while the peer stayed).
    @Test(.timeLimit(.minutes(1))) func aLineLongerThanTheLimitEndsTheStream() async throws {
        try await Self.withPeer { path, listener in
            let transport = try UnixSocketTransport(path: path, maximumLineLength: 1024)
            let peer = accept(listener, nil, nil)
            defer { close(peer) }
            let bytes = Array("ok\n".utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: 5_000)
            #expect(bytes.withUnsafeBytes { write(peer, $0.baseAddress, $0.count) } == bytes.count)
            var lines: [String] = []
            for await line in transport.lines { lines.append(line) }
            #expect(lines == ["ok"])
            transport.close()
        }
    }

    /// The peer never reads: a 16 MiB send fills the socket's buffers and blocks. `close()` from another
    /// thread ends it (`closed`) and the reader ends; the old `close()` waited for the send's lock, which
    /// the blocked send held for ever.
    @Test(.timeLimit(.minutes(1))) func closeEndsASendBlockedOnAPeerThatNeverReads() async throws {
        try await Self.withPeer { path, listener in
            let transport = try UnixSocketTransport(path: path)
            let peer = accept(listener, nil, nil)
            defer { close(peer) }
            let sent = Task.detached { () -> ScrollSimClient.Error? in
                do throws(ScrollSimClient.Error) {
                    try transport.send(String(repeating: "x", count: 16 << 20))
                    return nil
                } catch {
                    return error
                }
            }
            // Wait until the send has begun (bytes are queued at the peer); it cannot finish: 16 MiB is
            // more than a Unix socket's buffers hold.
            var entry = pollfd(fd: peer, events: Int16(POLLIN), revents: 0)
            while poll(&entry, 1, 0) == 0 { try await Task.sleep(for: .milliseconds(5)) }
            transport.close()
            #expect(await sent.value?.code == .closed)
            for await _ in transport.lines {}
        }
    }

    /// Fifty tasks send a 100 KiB line each at once: the peer reads fifty whole lines, each of one letter,
    /// none interleaved with another (a send holds the socket for its whole write).
    @Test(.timeLimit(.minutes(1))) func concurrentSendsDoNotInterleave() async throws {
        try await Self.withPeer { path, listener in
            let transport = try UnixSocketTransport(path: path)
            let peer = accept(listener, nil, nil)
            defer { close(peer) }
            let letters = (0..<50).map { Character(UnicodeScalar(UInt8(65 + $0 % 26))) }
            // The peer reads on a thread of its own: the sends block the tasks' threads until it reads.
            let received = Mutex<[UInt8]>([])
            let done = DispatchSemaphore(value: 0)
            Thread {
                var bytes: [UInt8] = []
                var chunk = [UInt8](repeating: 0, count: 65536)
                while bytes.count < 50 * (100 * 1024 + 1) {
                    let count = chunk.withUnsafeMutableBytes { read(peer, $0.baseAddress, $0.count) }
                    guard count > 0 else { break }
                    bytes += chunk[0..<count]
                }
                received.withLock { $0 = bytes }
                done.signal()
            }.start()
            await withTaskGroup(of: Void.self) { group in
                for letter in letters {
                    group.addTask { try? transport.send(String(repeating: letter, count: 100 * 1024)) }
                }
            }
            done.wait()
            let lines = received.withLock { $0 }.split(separator: UInt8(ascii: "\n"))
            #expect(lines.count == 50)
            #expect(lines.allSatisfy { line in line.count == 100 * 1024 && line.allSatisfy { $0 == line.first } })
            transport.close()
        }
    }

    /// A listener at a fresh path, handed to `body`, then closed and removed.
    private static func withPeer(_ body: (String, Int32) async throws -> Void) async throws {
        let folder = NSTemporaryDirectory() + "transport-hostile-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let listener = try #require(UnixSocketTransportTests.listener(at: folder + "/t.sock"))
        defer { close(listener) }
        try await body(folder + "/t.sock", listener)
    }
}
