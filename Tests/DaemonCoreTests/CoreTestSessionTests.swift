import DaemonCore
import DaemonTestKit
import Testing
import Wire
import WireFormat

/// What a test client needs from the daemon, on the core: views scoped to the connection that created them
/// (gone when it closes, even while prepared or changed off the loop), and `step {untilIdle: true}`.
@Suite struct CoreTestSessionTests {
    static var scopedList: [String: JSONValue] { ["view": ViewFixtures.list, "scope": "connection"] }

    static func bigList(_ id: String) -> String {
        #"{"id":"big","cmd":"createView","scope":"connection","view":{"id":""# + id
            + #"","viewport":[300,200],"layout":{"type":"flow","itemSize":[300,50]},"sections":[{"items":200000}]}}"#
    }

    /// A daemon that holds its off-loop work until told, and the connection that created `bigList("big")`
    /// there (prepared off the loop, installed, replied to).
    static func daemonWithBigList() -> (ManualDaemon, ManualClient) {
        let daemon = ManualDaemon()
        daemon.holdsOffLoopWork = true
        let creator = daemon.connect()
        creator.send(bigList("big"))
        daemon.finishOffLoopWork()
        #expect(creator.reply().ok)
        return (daemon, creator)
    }

    static func views(_ client: ManualClient) -> [String] {
        (client.request("listViews").result["views"]?.arrayValue ?? []).compactMap { $0["view"]?.stringValue }
    }

    /// A scoped view ends (its four rows' `didEndDisplaying`, seen by a watcher) when its creator's
    /// connection closes; a view created without a scope stays.
    @Test func aScopedViewEndsWithItsConnection() {
        let daemon = ManualDaemon()
        let watcher = daemon.connect()
        #expect(watcher.request("subscribe").ok)
        let creator = daemon.connect()
        #expect(creator.request("createView", Self.scopedList).ok)
        var kept = ViewFixtures.grid
        kept["id"] = "kept"
        #expect(creator.request("createView", ["view": kept]).ok)
        _ = watcher.readLines()
        creator.reset()
        let ended = watcher.readLines()
        #expect(ended.count == 4)
        #expect(
            ended.allSatisfy { $0["event"]?.stringValue == "didEndDisplaying" && $0["view"]?.stringValue == "list" })
        #expect(Self.views(watcher) == ["kept"])
    }

    /// A scoped view whose creator leaves while it is prepared off the loop is destroyed once installed.
    @Test func aScopedViewPreparedAfterItsCreatorLeftIsDestroyed() {
        let daemon = ManualDaemon()
        daemon.holdsOffLoopWork = true
        let creator = daemon.connect()
        creator.send(Self.bigList("big"))
        creator.reset()
        daemon.finishOffLoopWork()
        #expect(Self.views(daemon.connect()).isEmpty)
    }

    /// A scoped view whose creator leaves while a change runs off the loop (the view frozen) is destroyed
    /// once the change is in.
    @Test func aScopedViewChangedAfterItsCreatorLeftIsDestroyed() {
        let (daemon, creator) = Self.daemonWithBigList()
        creator.send(#"{"id":"grow","cmd":"resize","view":"big","viewport":[320,200]}"#)
        creator.reset()
        let other = daemon.connect()
        #expect(Self.views(other) == ["big"])
        daemon.finishOffLoopWork()
        #expect(Self.views(other).isEmpty)
    }

    /// A small insertion or deletion in a view of 200,000 flow items is applied on the loop (the layout
    /// re-places what it moved): replied at once, the view never frozen for another client, its events
    /// broadcast at once (item 4, after three inserted first, is original item 1). A large one still goes
    /// off the loop.
    @Test func aSmallChangeToALargeFlowViewIsAppliedAtOnce() {
        let (daemon, creator) = Self.daemonWithBigList()
        let watcher = daemon.connect()
        #expect(watcher.request("subscribe").ok)
        #expect(creator.request("insertItems", ["view": "big", "at": [0, 0], "items": 3]).ok)
        #expect(watcher.request("deleteItems", ["view": "big", "items": [[0, 4]]]).ok)
        let deleted = watcher.takeEvents().filter { $0["event"]?.stringValue == "deleted" }
        #expect(deleted.map { $0["id"]?.stringValue } == ["0-1"])
        creator.send(#"{"id":"bulk","cmd":"insertItems","view":"big","at":[0,0],"items":1001}"#)
        #expect(watcher.request("select", ["view": "big", "item": [0, 0]]).errorCode == "conflict")
        daemon.finishOffLoopWork()
        #expect(creator.reply().ok)
    }

    /// A batch goes the way `insertItems` and `deleteItems` go: one that leaves the sections as they are
    /// is applied on the loop in a 200,000-item flow view (the moved "0-1" keeps its id: selecting its new
    /// place [0, 5] reports it); an inconsistent one is refused at its entry's path; one that inserts a
    /// section prepares the layout again, off the loop (the view frozen meanwhile).
    @Test func aBatchGoesTheWayOfInsertsAndDeletes() {
        let (daemon, creator) = Self.daemonWithBigList()
        let watcher = daemon.connect()
        #expect(watcher.request("subscribe").ok)
        let move: [String: JSONValue] = [
            "view": "big", "animated": false, "moveItems": [["from": [0, 1], "to": [0, 5]]], "deleteItems": [[0, 3]],
        ]
        #expect(creator.request("batchUpdates", move).ok)
        _ = watcher.takeEvents()
        #expect(watcher.request("select", ["view": "big", "item": [0, 5]]).ok)
        let selected = watcher.takeEvents().filter { $0["event"]?.stringValue == "didSelect" }
        #expect(selected.map { $0["id"]?.stringValue } == ["0-1"])
        let wrong = creator.request(
            "batchUpdates", ["view": "big", "animated": false, "insertItems": [[0, 0], [0, 0]]])
        #expect(wrong.errorCode == "invalid_params" && wrong.errorPath == "insertItems[1]")
        let endless = creator.request(
            "batchUpdates", ["view": "big", "deleteItems": [[0, 0]], "animation": ["duration": -1]])
        #expect(endless.errorCode == "invalid_params" && endless.errorPath == "animation.duration")
        creator.send(#"{"id":"s","cmd":"batchUpdates","view":"big","animated":false,"insertSections":[1]}"#)
        #expect(watcher.request("select", ["view": "big", "item": [0, 0]]).errorCode == "conflict")
        daemon.finishOffLoopWork()
        #expect(creator.reply().ok)
    }

    /// `step {untilIdle: true}` ticks until every view rests and says so: after a fling it stops on the tick
    /// of `didEndDecelerating`; with nothing moving it runs no tick; `maxTicks` bounds it (`idle: false`).
    @Test func stepUntilIdleStopsWhenEveryViewRests() throws {
        let daemon = ManualDaemon()
        let client = daemon.connect()
        #expect(client.request("subscribe").ok)
        #expect(client.request("createView", ["view": ViewFixtures.list]).ok)
        #expect(client.request("fling", ["view": "list", "velocity": [0, -1000]]).ok)
        let bounded = client.request("step", ["untilIdle": true, "maxTicks": 10]).result
        #expect(bounded["tick"]?.intValue == 10 && bounded["idle"]?.boolValue == false)
        _ = client.takeEvents()
        let settled = client.request("step", ["untilIdle": true]).result
        let rest = try #require(client.takeEvents().last { $0["event"]?.stringValue == "didEndDecelerating" })
        #expect(settled["idle"]?.boolValue == true)
        #expect(settled["tick"]?.intValue == rest["tick"]?.intValue)
        let again = client.request("step", ["untilIdle": true]).result
        #expect(again["tick"]?.intValue == settled["tick"]?.intValue && again["idle"]?.boolValue == true)
        #expect(client.request("step", ["ticks": 2]).result["idle"] == nil)
    }

    @Test(arguments: [
        (#"{"cmd":"step","untilIdle":true,"ticks":5}"#, "ticks"),
        (#"{"cmd":"step","maxTicks":5,"ticks":5}"#, "maxTicks"),
        (#"{"cmd":"step","untilIdle":true,"maxTicks":0}"#, "maxTicks"),
        (#"{"cmd":"createView","scope":"forever","view":{"viewport":[1,1],"layout":{"type":"flow"}}}"#, "scope"),
    ])
    func badStepsAndScopesNameTheirKey(line: String, path: String) {
        let daemon = ManualDaemon()
        let client = daemon.connect()
        client.send(line)
        let reply = client.reply()
        #expect(reply.errorCode == "invalid_params")
        #expect(reply.errorPath == path)
    }
}
