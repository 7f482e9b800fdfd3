import DaemonTestKit
import Foundation
import ScrollSimClient
import Testing
import Wire
import WireFormat

/// `ScrollSimClient` against the real `scrollsim serve --clock manual` on a temporary socket: connect,
/// a fling stepped until idle with its events streamed, and a scoped view gone once its client closes.
@Suite struct ClientOnDaemonTests {
    /// The daemon on a socket of a fresh temporary folder; stopped (SIGTERM) and removed by `stop()`.
    final class Daemon {
        let folder: URL
        let socket: String
        let process = Process()

        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("ssc-\(UUID().uuidString.prefix(8))")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            socket = folder.appendingPathComponent("d.sock").path
            process.executableURL = URL(fileURLWithPath: ScrollSimBinary.path)
            process.arguments = [
                "serve", "--no-config", "--clock", "manual", "--socket", socket, "--log-level", "error",
            ]
            try process.run()
        }

        /// A client, once the daemon answers (it is given 10 s to start).
        func connect() async throws -> ScrollSimClient {
            for _ in 0..<200 {
                if let client = try? await ScrollSimClient.connect(socket: socket) { return client }
                try await Task.sleep(for: .milliseconds(50))
            }
            return try await ScrollSimClient.connect(socket: socket)
        }

        func stop() {
            process.terminate()
            process.waitUntilExit()
            try? FileManager.default.removeItem(at: folder)
        }
    }

    @Test func aFlingOnTheRealDaemonStreamsItsEventsAndItsViewEndsWithItsClient() async throws {
        let daemon = try Daemon()
        defer { daemon.stop() }
        let client = try await daemon.connect()
        let events = await client.events(named: ["willDisplay", "didEndDecelerating"], views: ["list"])
        try await client.subscribe()
        #expect(try await client.createView(ClientOnCoreTests.list) == "list")
        try await client.fling(view: "list", velocity: [0, -1000])
        let stepped = try await client.stepUntilIdle()
        #expect(stepped.idle)
        var names: [String] = []
        for await event in events {
            names.append(event.name)
            if event.name == "didEndDecelerating" { break }
        }
        // Rows 0–3 at first; resting at 499.5, rows 9 (450…500) to 13 show: 10 more rows came into view.
        #expect(names.filter { $0 == "willDisplay" }.count == 4 + 10)
        await client.close()

        let other = try await daemon.connect()
        var listed: [JSONValue] = []
        for _ in 0..<100 {
            listed = try await other.request("listViews")["views"]?.arrayValue ?? []
            if listed.isEmpty { break }
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(listed.isEmpty)
    }

    @Test func nothingListeningIsUnreachable() async throws {
        let failure = await #expect(throws: ScrollSimClient.Error.self) {
            try await ScrollSimClient.connect(socket: "/tmp/scrollsim-no-such-\(UUID().uuidString.prefix(8)).sock")
        }
        #expect(failure?.code == .unreachable)
    }
}
