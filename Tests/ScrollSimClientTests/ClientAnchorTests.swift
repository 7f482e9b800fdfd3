import DaemonTestKit
import ScrollSimClient
import Testing
import Wire
import WireFormat

/// `anchor` sent by `ScrollSimClient`'s `batchUpdates` and `applySnapshot`, against the daemon's core in
/// memory. The view is `ClientOnCoreTests.list`: 20 rows of 300×50 in a 300×200 viewport (content 1,000
/// pt, at most 800 down).
@Suite struct ClientAnchorTests {
    /// At y 100 the first visible row is "0-2" (y 100…150); four rows inserted above move it to y 300, and
    /// `firstVisibleItem` moves the offset with it, to 300.
    @Test func aBatchAnchorsTheFirstVisibleRow() async throws {
        let client = try await ScrollSimClient(transport: ManualTransport(ManualDaemon()))
        #expect(try await client.createView(ClientOnCoreTests.list) == "list")
        _ = try await client.request(
            "scrollTo", ["view": .string("list"), "offset": .array([.number(0), .number(100)])])
        let rows = JSONValue.array((0..<4).map { .array([.number(0), .number(Double($0))]) })
        let offset = try await client.batchUpdates(view: "list", ["insertItems": rows], anchor: "firstVisibleItem")
        #expect(offset == [0, 300])
    }

    /// At the end (800), two rows appended grow the content 100 pt: `bottom` keeps the end, 900.
    @Test func aSnapshotKeepsTheBottom() async throws {
        let client = try await ScrollSimClient(transport: ManualTransport(ManualDaemon()))
        #expect(try await client.createView(ClientOnCoreTests.list) == "list")
        _ = try await client.request(
            "scrollTo", ["view": .string("list"), "offset": .array([.number(0), .number(800)])])
        let items = (0..<20).map { "0-\($0)" } + ["new-0", "new-1"]
        let offset = try await client.applySnapshot(view: "list", sections: [("0", items)], anchor: "bottom")
        #expect(offset == [0, 900])
    }
}
