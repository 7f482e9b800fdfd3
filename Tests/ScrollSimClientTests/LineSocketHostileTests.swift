import Foundation
import Platform
import Testing
import WireFormat

/// `LineSocket.readLine` against a peer whose line never ends: the load tool and the daemon tests read
/// through it, and a peer must not grow their memory without bound.
@Suite struct LineSocketHostileTests {
    /// The peer sends "ok\n", then 5,000 bytes with no newline, and keeps the connection open. With a
    /// 1,024-byte limit, the first line arrives, the second read returns nil with `lineTooLong` set (the
    /// old reader buffered the unended line and waited for more), and the stream counts as ended.
    @Test(.timeLimit(.minutes(1))) func aLineLongerThanTheLimitEndsTheStream() throws {
        try Self.withPeer { path, listener in
            let socket = try LineSocket(path: path, maximumLineLength: 1024)
            let peer = accept(listener, nil, nil)
            defer { close(peer) }
            let bytes = Array("ok\n".utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: 5_000)
            #expect(bytes.withUnsafeBytes { write(peer, $0.baseAddress, $0.count) } == bytes.count)
            #expect(socket.readLine(timeout: 10_000) == "ok")
            #expect(socket.readLine(timeout: 10_000) == nil)
            #expect(socket.lineTooLong)
            #expect(socket.reachedEnd)
            #expect(socket.takeBuffered().isEmpty)
        }
    }

    /// A line of exactly the limit (1,024 bytes and its newline) is a line; one byte more is not.
    @Test(.timeLimit(.minutes(1))) func aLineOfExactlyTheLimitArrives() throws {
        try Self.withPeer { path, listener in
            let socket = try LineSocket(path: path, maximumLineLength: 1024)
            let peer = accept(listener, nil, nil)
            defer { close(peer) }
            let exact = [UInt8](repeating: UInt8(ascii: "a"), count: 1024) + [UInt8(ascii: "\n")]
            let over = [UInt8](repeating: UInt8(ascii: "b"), count: 1025) + [UInt8(ascii: "\n")]
            let bytes = exact + over
            #expect(bytes.withUnsafeBytes { write(peer, $0.baseAddress, $0.count) } == bytes.count)
            #expect(socket.readLine(timeout: 10_000) == String(repeating: "a", count: 1024))
            #expect(socket.readLine(timeout: 10_000) == nil)
            #expect(socket.lineTooLong)
        }
    }

    /// A listener at a fresh path, handed to `body`, then closed and removed.
    private static func withPeer(_ body: (String, Int32) throws -> Void) throws {
        let folder = NSTemporaryDirectory() + "linesocket-hostile-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let listener = try #require(UnixSocketTransportTests.listener(at: folder + "/t.sock"))
        defer { close(listener) }
        try body(folder + "/t.sock", listener)
    }
}
