import DaemonCore
import DaemonTestKit
import Testing
import WireFormat

/// The `applySnapshot` command goes the way of `batchUpdates` (issue 52): read by the step decoder,
/// refused at its key path, applied as one batch, and off the loop on a large view (diffing it is
/// O(items), whatever the difference).
@Suite struct ApplySnapshotCommandTests {
    /// Items in the view: above the 50,000 past which a change runs off the loop, and few enough that
    /// their ids fit a request line (1 MiB).
    static let count = 60_000

    /// A daemon holding its off-loop work, and the connection that created view "big" of `count` rows.
    static func daemonWithList() -> (ManualDaemon, ManualClient) {
        let daemon = ManualDaemon()
        daemon.holdsOffLoopWork = true
        let creator = daemon.connect()
        creator.send(
            #"{"id":"big","cmd":"createView","view":{"id":"big","viewport":[300,200],"layout":{"type":"flow","#
                + #""itemSize":[300,50]},"sections":[{"items":\#(count)}]}}"#)
        daemon.finishOffLoopWork()
        #expect(creator.reply().ok)
        return (daemon, creator)
    }

    /// The ids of the view with "0-1" moved to the end, as a request line.
    static func movedToTheEnd() -> String {
        var items = ["\"0-0\""]
        items.reserveCapacity(count)
        for item in 2..<count { items.append("\"0-\(item)\"") }
        items.append("\"0-1\"")
        return #"{"id":"snap","cmd":"applySnapshot","view":"big","animated":false,"sections":[{"id":"0","items":["#
            + items.joined(separator: ",") + "]}]}"
    }

    @Test func aSnapshotIsAppliedOffTheLoopAsOneBatch() {
        let (daemon, creator) = Self.daemonWithList()
        let watcher = daemon.connect()
        #expect(watcher.request("subscribe").ok)
        let duplicate = creator.request(
            "applySnapshot", ["view": "big", "animated": false, "sections": [["id": "0", "items": ["a", "b", "a"]]]])
        #expect(duplicate.errorCode == "invalid_params" && duplicate.errorPath == "sections[0].items[2]")
        let endless = creator.request(
            "applySnapshot", ["view": "big", "sections": [["id": "0", "items": []]], "animation": ["duration": 1e308]])
        #expect(endless.errorCode == "invalid_params" && endless.errorPath == "animation.duration")
        let numbers = creator.request(
            "applySnapshot", ["view": "big", "animated": false, "sections": [["id": "0", "items": [5]]]])
        #expect(numbers.errorCode == "invalid_params" && numbers.errorPath == "sections[0].items[0]")
        // The line is decoded off the loop, then the snapshot diffed and applied there (`isCostly`, tested
        // in CostlyChangeTests): both held until now.
        creator.send(Self.movedToTheEnd())
        daemon.finishOffLoopWork()
        #expect(creator.reply().ok)
        _ = watcher.takeEvents()
        // Hand-derived: the move keeps "0-1"'s id at its new place, the last of 60,000.
        #expect(watcher.request("select", ["view": "big", "item": [0, 59_999]]).ok)
        let selected = watcher.takeEvents().filter { $0["event"]?.stringValue == "didSelect" }
        #expect(selected.map { $0["id"]?.stringValue } == ["0-1"])
    }

    /// `reloadSections` names sections of the new snapshot, each once: one it lacks, or one named twice, is
    /// `invalid_params` at its entry and changes nothing; section "0" reloaded, instantly, ends the cells
    /// displayed (rows 0–3 of the 300×200 view, 50 pt each) and displays them again, ids kept.
    @Test func reloadSectionsIsReadAndRefusedAtItsEntry() {
        let daemon = ManualDaemon()
        let client = daemon.connect()
        #expect(
            client.request(
                "createView",
                [
                    "view": [
                        "id": "list", "viewport": [300, 200], "layout": ["type": "flow", "itemSize": [300, 50]],
                        "sections": [["items": 10]],
                    ]
                ]
            ).ok)
        let items = (0..<10).map { "0-\($0)" }
        func apply(_ reloaded: [String]) -> JSONValue {
            client.request(
                "applySnapshot",
                [
                    "view": "list", "animated": false,
                    "sections": [["id": "0", "items": .array(items.map(JSONValue.string))]],
                    "reloadSections": .array(reloaded.map(JSONValue.string)),
                ])
        }
        let missing = apply(["1"])
        #expect(missing.errorCode == "invalid_params" && missing.errorPath == "reloadSections[0]")
        let twice = apply(["0", "0"])
        #expect(twice.errorCode == "invalid_params" && twice.errorPath == "reloadSections[1]")
        #expect(client.request("subscribe").ok)
        #expect(apply(["0"]).ok)
        let names = client.takeEvents().compactMap { $0["event"]?.stringValue }
        #expect(names == Array(repeating: "didEndDisplaying", count: 4) + Array(repeating: "willDisplay", count: 4))
    }
}
