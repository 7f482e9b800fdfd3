import Daemon
import DaemonTestKit
import Foundation
import Testing
import WireFormat

/// A view of more than 50,000 items is laid out and changed on libuv's thread pool (Docs/Protocol.md, "The daemon"):
/// other clients are served meanwhile, its id is taken from the start, and its own connection's replies
/// keep their order; a `layout` reply holds at most 10,000 elements. How long another client's ping waits
/// is a figure of `make load`, not asserted here.
@Suite struct LargeViewTests {
    static var large: JSONValue {
        [
            "id": "big", "viewport": [375, 667],
            "layout": ["type": "flow", "itemSize": [375, 50], "minimumLineSpacing": 0],
            "sections": [["items": 200_000]],
        ]
    }

    @Test func aLargeViewIsPreparedWhileOtherClientsAreServed() throws {
        let daemon = try DaemonProcess()
        let owner = try daemon.connect()
        let other = try daemon.connect()
        try owner.send(RequestLine.text("createView", id: 1, params: ["view": Self.large]))
        try owner.send(#"{"id":2,"cmd":"ping"}"#)

        #expect(try other.request("ping").ok)
        let again = try other.request("createView", ["view": Self.large])
        #expect(again.errorCode == "conflict")
        #expect(again.errorPath == nil)

        let created = try owner.reply(timeout: 60_000)
        #expect(created["id"]?.intValue == 1)
        #expect(created.result["contentSize"]?.intsValue == [375, 10_000_000])
        #expect(created.result["visible"]?.arrayValue?.count == 14)
        #expect(try owner.reply()["id"]?.intValue == 2)
        let views = try other.request("listViews").result["views"]?.arrayValue
        #expect(views?.first?["items"]?.intValue == 200_000)

        // A data change of the large view runs on the thread pool too: replies in order, then the count.
        try owner.send(#"{"id":3,"cmd":"insertItems","view":"big","at":[0,0],"items":100}"#)
        try owner.send(#"{"id":4,"cmd":"deleteItems","view":"big","items":[[0,0],[0,1]]}"#)
        #expect(try other.request("ping").ok)
        let inserted = try owner.reply(timeout: 60_000)
        #expect(inserted["id"]?.intValue == 3 && inserted.ok)
        let deleted = try owner.reply(timeout: 60_000)
        #expect(deleted["id"]?.intValue == 4 && deleted.ok)
        let counted = try other.request("listViews").result["views"]?.arrayValue
        #expect(counted?.first?["items"]?.intValue == 200_098)
        let everything = try other.request("layout", ["view": "big", "rect": [0, 0, 375, 10_000_000]])
        #expect(everything.errorCode == "limit_exceeded")
        #expect(everything.errorPath == "rect")
        let page = try other.request("layout", ["view": "big", "rect": [0, 0, 375, 500_000]])
        #expect(page.attributes.count == 10_000)
        #expect(try other.request("destroyView", ["view": "big"]).ok)
        #expect((try other.request("listViews").result["views"]?.arrayValue)?.isEmpty == true)
    }

    /// Lines over 16 KiB are decoded on the thread pool: still answered in order, errors included.
    @Test func longLinesAreAnsweredInOrder() throws {
        let daemon = try DaemonProcess()
        let client = try daemon.connect()
        let items = Array(repeating: #"{"size":[375,44]}"#, count: 2_000).joined(separator: ",")
        let view =
            #"{"id":1,"cmd":"createView","view":{"id":"listed","viewport":[375,667],"layout":{"type":"flow"},"sections":[{"items":[\#(items)]}]}}"#
        #expect(view.utf8.count > 16 << 10)
        try client.send(view)
        try client.send(#"{"id":2,"cmd":"ping"}"#)
        let padding = String(repeating: "x", count: 20_000)
        try client.send(#"{"id":3,"cmd":"ping","pad":"\#(padding)"}"#)
        try client.send(#"{"id":4,"cmd":"listViews"}"#)
        let created = try client.reply()
        #expect(created["id"]?.intValue == 1 && created.ok)
        #expect(try client.reply()["id"]?.intValue == 2)
        let padded = try client.reply()
        #expect(padded["id"]?.intValue == 3 && padded.errorCode == "invalid_params")
        let listed = try client.reply()
        #expect((listed.result["views"]?.arrayValue)?.first?["items"]?.intValue == 2_000)
    }

    /// A scenario with a large view: its views are prepared on the thread pool, then it starts and plays.
    @Test func aScenarioWithALargeViewStartsAndPlays() throws {
        let daemon = try DaemonProcess()
        let client = try daemon.connect()
        #expect(try client.request("subscribe", ["events": ["scenarioDone"]]).ok)
        let scenario: JSONValue = [
            "name": "large", "views": [Self.large],
            "steps": [["fling": ["view": "big", "velocity": [0, -2000]]], ["waitUntil": "idle"]],
        ]
        let started = try client.request("runScenario", ["scenario": scenario])
        #expect(started.ok && started.result["views"] == ["big"], "\(started.canonical)")
        #expect(try client.request("step", ["ticks": 600]).ok)
        let done = client.takeEvents().first { $0["event"]?.stringValue == "scenarioDone" }
        #expect(done?["ok"]?.boolValue == true)
    }

    /// A view that would display more than 20,000 elements at once is refused, small or large: every tick
    /// would cost what it displays.
    @Test(arguments: [40_000, 1_000_000])
    func aViewOfTooManyVisibleCellsIsRefused(_ items: Int) throws {
        let daemon = try DaemonProcess()
        let client = try daemon.connect()
        let dense: JSONValue = [
            "id": "dense", "viewport": [1000, 1000],
            "layout": ["type": "flow", "itemSize": [1, 1], "minimumLineSpacing": 0, "minimumInteritemSpacing": 0],
            "sections": [["items": JSONValue(items)]],
        ]
        let refused = try client.request("createView", ["view": dense])
        #expect(refused.errorCode == "limit_exceeded")
        #expect(
            (refused["error"])?["message"]?.stringValue == """
                view "dense" would display more than 20000 elements at once; make its items larger or its viewport smaller
                """)
        #expect(try client.request("ping").ok)
        #expect((try client.request("listViews").result["views"]?.arrayValue)?.isEmpty == true)
    }

    /// SIGTERM while a ten-million-item view is prepared on the thread pool (several seconds in a debug
    /// build, about one in a release build): the shutdown notice goes out, and the process exits 0 once the
    /// 2-s grace is over, leaving the preparing behind instead of waiting for it.
    @Test func shutdownDoesNotWaitForAPreparation() throws {
        let daemon = try DaemonProcess()
        let owner = try daemon.connect()
        let other = try daemon.connect()
        var huge = Self.large
        huge["sections"] = [["items": 10_000_000]]
        try owner.send(RequestLine.text("createView", id: 1, params: ["view": huge]))
        // Once the other client's view list shows nothing while its ping is answered, the owner's line has
        // been read: its view is being prepared (its id held, not yet listed).
        #expect(try other.request("ping").ok)
        let conflict = try other.request("createView", ["view": huge])
        #expect(conflict.errorCode == "conflict")
        daemon.signal(SIGTERM)
        #expect(daemon.exitStatus(within: 30) == 0)
        #expect(daemon.standardError().contains("job(s) still running on the thread pool, left behind"))
    }
}
