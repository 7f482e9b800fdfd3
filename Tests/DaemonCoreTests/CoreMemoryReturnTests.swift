import DaemonCore
import DaemonTestKit
import Testing
import WireFormat

/// Freed memory goes back to the system: each large view the core frees off the loop (more than
/// `inlinePreparationItems`, 50,000 items) is followed there by one `returnFreedMemory` call, whether it
/// was destroyed, replaced by a large change, or prepared and then refused; a small view freed on the loop
/// asks for none.
@Suite struct CoreMemoryReturnTests {
    /// A list of `items` rows, 300 × 50 pt each, in a 300 × 200 viewport.
    static func list(_ id: String, items: Int) -> JSONValue {
        [
            "id": .string(id), "viewport": [300, 200], "layout": ["type": "flow", "itemSize": [300, 50]],
            "sections": [["items": JSONValue(items)]],
        ]
    }

    @Test func destroyingALargeViewReturnsItsMemoryAndASmallOneDoesNotAsk() {
        let daemon = ManualDaemon()
        let client = daemon.connect()
        #expect(client.request("createView", ["view": Self.list("small", items: 3)]).ok)
        #expect(client.request("destroyView", ["view": "small"]).ok)
        #expect(daemon.memoryReturns == 0)
        #expect(client.request("createView", ["view": Self.list("big", items: 60_000)]).ok)
        #expect(daemon.memoryReturns == 0, "preparing frees nothing worth returning yet")
        #expect(client.request("destroyView", ["view": "big"]).ok)
        #expect(daemon.memoryReturns == 1)
    }

    /// A resize of a 60,000-item view is applied off the loop on a copy; the view it replaces is freed there.
    @Test func aLargeChangeReturnsTheMemoryOfTheViewItReplaces() {
        let daemon = ManualDaemon()
        let client = daemon.connect()
        #expect(client.request("createView", ["view": Self.list("big", items: 60_000)]).ok)
        #expect(client.request("resize", ["view": "big", "viewport": [300, 400]]).ok)
        #expect(daemon.memoryReturns == 1)
    }

    /// A view prepared off the loop but refused when it comes back (here the daemon began shutting down
    /// meanwhile, so its creator was closed and the view is never installed) is freed off the loop too,
    /// not dropped on it.
    @Test func aRefusedPreparedViewReturnsItsMemory() {
        let daemon = ManualDaemon()
        daemon.holdsOffLoopWork = true
        let creator = daemon.connect()
        creator.send(
            #"{"id":"big","cmd":"createView","view":{"id":"big","viewport":[300,200],"layout":{"type":"flow","itemSize":[300,50]},"sections":[{"items":60000}]}}"#
        )
        let other = daemon.connect()
        other.send(#"{"id":"stop","cmd":"shutdown"}"#)
        daemon.finishOffLoopWork()
        #expect(creator.readLines().contains { $0["event"]?.stringValue == "shutdown" })
        #expect(daemon.memoryReturns == 1)
    }
}
