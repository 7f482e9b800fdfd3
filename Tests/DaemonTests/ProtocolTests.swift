import Daemon
import Foundation
import TestKit
import Testing

/// The protocol round trip against the real binary: hello, replies in order, events a
/// command causes before its reply, subscriptions with snapshots and filters, `sync`, the manual clock.
@Suite struct ProtocolTests {
    /// A list of 20 rows of 300×50 with no spacing in a 300×200 viewport: rows 0–3 are visible.
    static var listSpec: [String: Any] {
        [
            "id": "list", "viewport": [300, 200],
            "layout": ["type": "flow", "itemSize": [300, 50], "minimumLineSpacing": 0], "sections": [["items": 20]],
        ]
    }

    @Test func helloNamesTheProtocolClockAndLimits() throws {
        let daemon = try DaemonProcess(limits: "{maxLine: 4096}")
        let client = try daemon.connect()
        #expect(client.hello["event"] as? String == "hello")
        #expect(client.hello["protocol"] as? String == "scrollsim/1")
        #expect(client.hello["clock"] as? String == "manual")
        #expect(client.hello["tickHz"] as? Int == 120)
        #expect((client.hello["limits"] as? [String: Any])?["maxLine"] as? Int == 4096)
        #expect(client.hello["pid"] as? Int32 == daemon.pid)
        let reply = try client.request("hello", ["protocol": "scrollsim/2"])
        #expect(reply.errorCode == "unsupported_protocol")
    }

    /// Swipe-to-delete over the socket: the tab ends, is deleted, and selecting a tab
    /// carries the transition animator's data; a swipe on a tab that does not exist is `not_found`.
    @Test func aSafariTabIsSwipedAwayAndSelectedOverTheSocket() throws {
        let daemon = try DaemonProcess()
        let client = try daemon.connect()
        #expect(try client.request("subscribe").ok)
        let tabs: [String: Any] = [
            "id": "tabs", "viewport": [375, 667], "layout": ["type": "safari", "itemSize": [300, 200]],
            "sections": [["items": 6, "item": ["canDelete": true]]],
        ]
        #expect(try client.request("createView", ["view": tabs]).ok)
        _ = client.takeEvents()
        let missing = try client.request("swipe", ["view": "tabs", "item": [0, 6], "by": [-200, 0], "duration": 100])
        #expect(missing.errorCode == "not_found")
        #expect(try client.request("swipe", ["view": "tabs", "item": [0, 2], "by": [-200, 0], "duration": 100]).ok)
        #expect(try client.request("step", ["ticks": 60]).ok)
        let events = client.takeEvents()
        let names = events.compactMap { $0["event"] as? String }
        #expect(names.prefix(2) == ["didEndDisplaying", "deleted"])
        #expect(events.first { $0["event"] as? String == "deleted" }?["id"] as? String == "0-2")
        #expect(try client.request("select", ["view": "tabs", "item": [0, 0]]).ok)
        let selected = client.takeEvents().first { $0["event"] as? String == "didSelect" }
        #expect(selected?["toFrame"] as? [Int] == [0, 0, 375, 667])
        #expect((selected?["fromTransform"] as? [Double])?.count == 16)
        #expect(selected?["duration"] as? Int == 1000)
    }

    @Test func commandEventsPrecedeTheirReplyAndSeqIncreases() throws {
        let daemon = try DaemonProcess()
        let client = try daemon.connect()
        let subscribed = try client.request("subscribe")
        #expect(subscribed.ok && subscribed.result["sub"] as? Int == 1)

        let created = try client.request("createView", ["view": Self.listSpec])
        #expect(created.ok)
        #expect(created.result["visible"] as? [[Int]] == [[0, 0], [0, 1], [0, 2], [0, 3]])
        #expect(created.result["contentSize"] as? [Int] == [300, 1000])
        let initial = client.takeEvents()
        #expect(initial.map { $0["event"] as? String } == Array(repeating: "willDisplay", count: 4))
        #expect(initial.map { $0["frame"] as? [Int] } == (0..<4).map { [0, 50 * $0, 300, 50] })

        // A fling is the whole drag lifecycle in the tick it applies, before the reply.
        #expect(try client.request("fling", ["view": "list", "velocity": [0, -1000]]).ok)
        #expect(
            client.takeEvents().map { $0["event"] as? String }
                == ["willBeginDragging", "willEndDragging", "didEndDragging", "willBeginDecelerating"])

        let stepped = try client.request("step", ["ticks": 120])
        #expect(stepped.result["tick"] as? Int == 120)
        let moving = client.takeEvents()
        #expect(!moving.isEmpty)
        #expect(moving.allSatisfy { ($0["tick"] as? Int ?? 0) >= 1 && ($0["tick"] as? Int ?? 0) <= 120 })

        let sync = try client.request("sync")
        let seqs = (initial + moving).compactMap { $0["seq"] as? Int }
        #expect(seqs == seqs.sorted() && Set(seqs).count == seqs.count)
        #expect(sync["seq"] as? Int ?? -1 >= seqs.last ?? 0)
    }

    @Test func subscriptionsFilterByEventAndViewAndStartWithASnapshot() throws {
        let daemon = try DaemonProcess()
        let driver = try daemon.connect()
        #expect(try driver.request("createView", ["view": Self.listSpec]).ok)
        var other = Self.listSpec
        other["id"] = "other"
        #expect(try driver.request("createView", ["view": other]).ok)

        let watcher = try daemon.connect()
        let reply = try watcher.request("subscribe", ["events": ["willDisplay"], "views": ["other"]])
        let snapshot = (reply.result["snapshot"] as? [String: Any])?["views"] as? [[String: Any]]
        #expect(snapshot?.count == 1)
        #expect(snapshot?.first?["view"] as? String == "other")
        #expect(snapshot?.first?["visible"] as? [[Int]] == [[0, 0], [0, 1], [0, 2], [0, 3]])
        #expect(snapshot?.first?["contentOffset"] as? [Int] == [0, 0])

        #expect(try driver.request("scrollTo", ["view": "list", "offset": [0, 500], "animated": false]).ok)
        #expect(try driver.request("scrollTo", ["view": "other", "offset": [0, 500], "animated": false]).ok)
        #expect(try watcher.request("sync").ok)
        let seen = watcher.takeEvents()
        #expect(seen.map { $0["event"] as? String } == Array(repeating: "willDisplay", count: 4))
        #expect(seen.allSatisfy { $0["view"] as? String == "other" })
        #expect(seen.map { $0["indexPath"] as? [Int] } == (10..<14).map { [0, $0] })

        #expect(try watcher.request("unsubscribe", ["sub": 1]).ok)
        #expect(try watcher.request("unsubscribe", ["sub": 1]).errorCode == "not_found")
    }

    @Test func stepIsForTheManualClockAndTheRealClockTicks() throws {
        let daemon = try DaemonProcess(clock: "real")
        let client = try daemon.connect()
        #expect(try client.request("step", ["ticks": 1]).errorCode == "conflict")
        #expect(try client.request("subscribe", ["overflow": "block"]).errorPath == "overflow")
        usleep(300_000)
        let stats = try client.request("stats").result
        #expect(stats["tick"] as? Int ?? 0 > 0)
        #expect((stats["tickLateness"] as? [String: Any])?["count"] as? Int ?? 0 > 0)
        #expect(stats["clock"] as? String == "real")
    }

    @Test func viewsCanBeListedLaidOutAndDestroyed() throws {
        let daemon = try DaemonProcess()
        let client = try daemon.connect()
        #expect(try client.request("subscribe").ok)
        #expect(try client.request("createView", ["view": Self.listSpec]).ok)
        #expect(try client.request("createView", ["view": Self.listSpec]).errorCode == "conflict")
        _ = client.takeEvents()
        let views = try client.request("listViews").result["views"] as? [[String: Any]]
        #expect(views?.first?["view"] as? String == "list")
        #expect(views?.first?["items"] as? Int == 20)
        let layout = try client.request("layout", ["view": "list", "rect": [0, 0, 300, 100]])
        #expect(
            layout.attributes.map { $0["frame"] as? [Int] } == [
                [0, 0, 300, 50], [0, 50, 300, 50],
            ])
        #expect(try client.request("destroyView", ["view": "list"]).ok)
        #expect(client.takeEvents().map { $0["event"] as? String } == Array(repeating: "didEndDisplaying", count: 4))
        #expect(try client.request("destroyView", ["view": "list"]).errorCode == "not_found")
        #expect(try client.request("fling", ["view": "list", "velocity": [0, 1]]).errorCode == "not_found")
    }
}
