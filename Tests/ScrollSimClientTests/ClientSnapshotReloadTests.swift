import DaemonTestKit
import ScrollSimClient
import Testing

/// `reloadSections` sent by `ScrollSimClient.applySnapshot`, against the daemon's core in memory, on
/// `ClientOnCoreTests.list` (one section, "0", of rows "0-0"…"0-19").
@Suite struct ClientSnapshotReloadTests {
    /// Section "0" reloaded is taken; a section the snapshot lacks is refused at `reloadSections[0]`, so the
    /// list was sent under that key. Before, the client had no way to send it.
    @Test func theSectionsToReloadAreSent() async throws {
        let client = try await ScrollSimClient(transport: ManualTransport(ManualDaemon()))
        #expect(try await client.createView(ClientOnCoreTests.list) == "list")
        let items = (0..<20).map { "0-\($0)" }
        _ = try await client.applySnapshot(
            view: "list", sections: [("0", items)], reloadSections: ["0"], animated: false)
        let refused = await #expect(throws: ScrollSimClient.Error.self) {
            try await client.applySnapshot(view: "list", sections: [("0", items)], reloadSections: ["1"])
        }
        #expect(refused?.code == .invalidParams && refused?.path == "reloadSections[0]")
    }
}
