import DaemonCore
import DaemonTestKit
import Testing
import Wire
import WireFormat

/// The outbox: a change that issues more events than one output turn sends (4,096) goes out a turn at a
/// time, and what is issued after it waits behind it.
@Suite struct CoreOutboxTests {
    /// A 300×200 list of 50-pt rows: rows 0 to 3 displayed. Deleting items 0 to 9,999 of 20,000 ends the
    /// four displayed rows and deletes each item (`didEndDisplaying` and `deleted` for each of the four,
    /// `deleted` for the rest: 10,004 events), then old items 10,000 to 10,003 enter where they were
    /// (4 `willDisplay`): 10,008 events, sent 4,096 + 4,096 + 1,816 in three turns.
    static func deletion() -> (daemon: ManualDaemon, deleter: ManualClient, watcher: ManualClient) {
        let daemon = ManualDaemon()
        let deleter = daemon.connect()
        let view: JSONValue = [
            "id": "list", "viewport": [300, 200], "layout": ["type": "flow", "itemSize": [300, 50]],
            "sections": [["items": 20_000]],
        ]
        #expect(deleter.request("createView", ["view": view]).ok)
        var other = view
        other["id"] = "other"
        other["sections"] = [["items": 100]]
        #expect(deleter.request("createView", ["view": other]).ok)
        let watcher = daemon.connect()
        #expect(watcher.request("subscribe").ok)
        _ = watcher.takeEvents()
        let items = (0..<10_000).map { "[0,\($0)]" }.joined(separator: ",")
        deleter.send(#"{"id":"d","cmd":"deleteItems","view":"list","items":["# + items + "]}")
        return (daemon, deleter, watcher)
    }

    @Test func aLargeDeletionGoesOutATurnAtATimeBeforeItsReply() {
        let (daemon, deleter, watcher) = Self.deletion()
        var events = watcher.readLines()
        #expect(events.count == 4_096, "the first turn runs with the command")
        #expect(deleter.readLines().isEmpty, "no reply before the events")
        var turns = 1
        while daemon.runOutputTurn() {
            turns += 1
            let sent = watcher.readLines()
            #expect(sent.count <= 4_096)
            events += sent
        }
        #expect(turns == 3)
        #expect(events.count == 10_008)
        #expect(events.filter { $0["event"]?.stringValue == "deleted" }.count == 10_000)
        let seqs = events.compactMap { $0["seq"]?.intValue }
        #expect(seqs.count == events.count && zip(seqs, seqs.dropFirst()).allSatisfy { $0 < $1 })
        let reply = deleter.reply()
        #expect(reply.ok && reply["id"]?.stringValue == "d")
        #expect(reply["seq"]?.intValue == seqs.last)
    }

    /// A watcher that reads nothing until the end is past `softQueue` (256 KiB) after the first turn's
    /// 4,096 lines of about 100 bytes; it took that turn, so it takes the other two as well, with no `lagged`.
    @Test func aSubscriberThatTookTheFirstTurnTakesTheRest() {
        let (daemon, _, watcher) = Self.deletion()
        while daemon.runOutputTurn() {}
        let lines = watcher.readLines()
        #expect(lines.count == 10_008)
        #expect(!lines.contains { $0["event"]?.stringValue == "lagged" })
    }

    /// Another client's scroll of view "other" to 500 (its rows 0 to 3 end, rows 10 to 13 enter: 8
    /// events) and the watcher's own `sync`, both issued after the first turn, come after every event of
    /// the deletion: the scroll's events, its reply to the mover, then `sync`'s reply last.
    @Test func whatIsIssuedMeanwhileWaitsBehindIt() {
        let (daemon, _, watcher) = Self.deletion()
        let mover = daemon.connect()
        var lines = watcher.readLines()
        mover.send(#"{"id":"m","cmd":"scrollTo","view":"other","offset":[0,500]}"#)
        watcher.send(#"{"id":"s","cmd":"sync"}"#)
        #expect(watcher.readLines().isEmpty && mover.readLines().isEmpty)
        while daemon.runOutputTurn() { lines += watcher.readLines() }
        lines += watcher.readLines()
        #expect(lines.count == 10_008 + 8 + 1)
        #expect(lines[..<10_008].allSatisfy { $0["view"]?.stringValue == "list" })
        #expect(lines[10_008..<10_016].allSatisfy { $0["view"]?.stringValue == "other" })
        #expect(lines.last?["id"]?.stringValue == "s" && lines.last?.ok == true)
        #expect(mover.reply()["id"]?.stringValue == "m")
        let seqs = lines.compactMap { $0["seq"]?.intValue }
        #expect(zip(seqs, seqs.dropFirst()).allSatisfy { $0 <= $1 })
    }
}
