import Foundation
import Platform
import Testing

@testable import ScrollSimClient

/// `UnixSocketTransport` against a bare listener that plays the daemon: lines both ways, in order, and
/// what a send does once the peer has hung up and the reader has let the descriptor go.
@Suite struct UnixSocketTransportTests {
    /// The listener writes two lines and hangs up: `lines` yields both, then finishes; the reader then
    /// releases the descriptor, so a send is refused as closed without writing (the old transport wrote
    /// to the dead socket and failed with "cannot write").
    @Test func linesArriveInOrderAndTheEndClosesTheSendingSide() async throws {
        let folder = NSTemporaryDirectory() + "transport-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/t.sock"
        let listener = try #require(Self.listener(at: path))
        defer { close(listener) }
        let transport = try UnixSocketTransport(path: path)
        let peer = accept(listener, nil, nil)
        #expect(peer >= 0)
        try transport.send("{\"cmd\":\"ping\"}")
        var received = [UInt8](repeating: 0, count: 64)
        let count = received.withUnsafeMutableBytes { read(peer, $0.baseAddress, $0.count) }
        #expect(String(decoding: received[0..<max(count, 0)], as: UTF8.self) == "{\"cmd\":\"ping\"}\n")
        let reply = Array("one\ntwo\n".utf8)
        #expect(reply.withUnsafeBytes { write(peer, $0.baseAddress, $0.count) } == reply.count)
        close(peer)
        var lines: [String] = []
        for await line in transport.lines { lines.append(line) }
        #expect(lines == ["one", "two"])
        // The stream has finished, so the reader has ended: the sending side is closed.
        let error = #expect(throws: ScrollSimClient.Error.self) { try transport.send("{}") }
        #expect(error?.code == .closed)
        #expect(error?.message == "the connection is closed")
        transport.close()
    }

    /// A listening Unix socket at `path`; nil when it cannot be made.
    static func listener(at path: String) -> Int32? {
        let descriptor = socket(AF_UNIX, streamSocketType, 0)
        guard descriptor >= 0, var address = UnixSocketAddress.address(ofPath: Array(path.utf8)) else { return nil }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard bound == 0, listen(descriptor, 1) == 0 else {
            close(descriptor)
            return nil
        }
        return descriptor
    }
}
