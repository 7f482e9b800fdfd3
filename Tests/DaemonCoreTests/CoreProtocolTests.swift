import DaemonCore
import DaemonTestKit
import Specs
import Testing
import Wire
import WireFormat

/// The protocol on the core, without a socket: hello, replies in order, the events a command causes
/// before its reply, subscriptions with snapshots and filters, requests waiting behind a delayed reply,
/// line framing and the end of input.
@Suite struct CoreProtocolTests {
    @Test func helloNamesTheProtocolClockAndLimitsAndAnotherProtocolIsRefused() {
        let daemon = ManualDaemon(configuration: ManualDaemon.manualClock { $0.limits.maxLine = 4096 })
        let client = daemon.connect()
        #expect(client.hello["event"]?.stringValue == "hello")
        #expect(client.hello["protocol"]?.stringValue == "scrollsim/1")
        #expect(client.hello["clock"]?.stringValue == "manual")
        #expect(client.hello["tickHz"]?.intValue == 120)
        #expect(client.hello["pid"]?.intValue == 4242)
        #expect((client.hello["limits"])?["maxLine"]?.intValue == 4096)
        #expect(client.isBeingRead)
        #expect(client.request("hello", ["protocol": "scrollsim/2"]).errorCode == "unsupported_protocol")
        #expect(client.isClosed && client.closeReason == .unsupportedProtocol)
    }

    @Test func commandEventsPrecedeTheirReplyAndSeqIncreases() {
        let daemon = ManualDaemon()
        let client = daemon.connect()
        let subscribed = client.request("subscribe")
        #expect(subscribed.ok && subscribed.result["sub"]?.intValue == 1)
        let created = client.request("createView", ["view": ViewFixtures.list])
        #expect(created.result["visible"] == [[0, 0], [0, 1], [0, 2], [0, 3]])
        #expect(created.result["contentSize"]?.intsValue == [300, 1000])
        let initial = client.takeEvents()
        #expect(initial.map { $0["event"]?.stringValue } == Array(repeating: "willDisplay", count: 4))
        #expect(initial.map { $0["frame"]?.intsValue } == (0..<4).map { [0, 50 * $0, 300, 50] })

        // A fling is the whole drag lifecycle in the tick it applies, before the reply.
        #expect(client.request("fling", ["view": "list", "velocity": [0, -1000]]).ok)
        #expect(
            client.takeEvents().map { $0["event"]?.stringValue }
                == ["willBeginDragging", "willEndDragging", "didEndDragging", "willBeginDecelerating"])
        #expect(client.request("step", ["ticks": 120]).result["tick"]?.intValue == 120)
        let moving = client.takeEvents()
        #expect(!moving.isEmpty)
        #expect(moving.allSatisfy { ($0["tick"]?.intValue ?? 0) >= 1 && ($0["tick"]?.intValue ?? 0) <= 120 })
        let seqs = (initial + moving).compactMap { $0["seq"]?.intValue }
        #expect(seqs == seqs.sorted() && Set(seqs).count == seqs.count)
        #expect(client.request("sync")["seq"]?.intValue ?? -1 >= seqs.last ?? 0)
    }

    /// Subscribers whose filters are alike share one computation of their part of a batch: each still gets
    /// exactly its own events, whatever the order they subscribed in.
    @Test func subscribersWithAlikeAndDifferentFiltersEachGetTheirOwnEvents() {
        let daemon = ManualDaemon()
        let driver = daemon.connect()
        #expect(driver.request("createView", ["view": ViewFixtures.list]).ok)
        let everything = daemon.connect()
        let onlyDisplay = daemon.connect()
        let alsoEverything = daemon.connect()
        let onlyScroll = daemon.connect()
        #expect(everything.request("subscribe").ok)
        #expect(onlyDisplay.request("subscribe", ["events": ["willDisplay", "didEndDisplaying"]]).ok)
        #expect(alsoEverything.request("subscribe").ok)
        #expect(onlyScroll.request("subscribe", ["events": ["didScroll"]]).ok)
        for client in [everything, onlyDisplay, alsoEverything, onlyScroll] { _ = client.takeEvents() }
        #expect(driver.request("fling", ["view": "list", "velocity": [0, -2000]]).ok)
        #expect(driver.request("step", ["ticks": 30]).ok)
        let all = everything.readLines()
        let names = Set(all.compactMap { $0["event"]?.stringValue })
        #expect(names.isSuperset(of: ["willBeginDragging", "willDisplay", "didEndDisplaying"]))
        #expect(!names.contains("didScroll"), "the default leaves didScroll out")
        #expect(alsoEverything.readLines().compactMap { $0["seq"]?.intValue } == all.compactMap { $0["seq"]?.intValue })
        let display = onlyDisplay.readLines()
        #expect(!display.isEmpty)
        #expect(
            display.compactMap { $0["seq"]?.intValue }
                == all.filter { ["willDisplay", "didEndDisplaying"].contains($0["event"]?.stringValue) }
                .compactMap { $0["seq"]?.intValue })
        let scrolls = onlyScroll.readLines()
        #expect(scrolls.count == 30, "one didScroll per tick of the fling")
        #expect(scrolls.allSatisfy { $0["event"]?.stringValue == "didScroll" })
    }

    @Test func subscriptionsFilterByEventAndViewAndStartWithASnapshot() {
        let daemon = ManualDaemon()
        let driver = daemon.connect()
        #expect(driver.request("createView", ["view": ViewFixtures.list]).ok)
        var other = ViewFixtures.list
        other["id"] = "other"
        #expect(driver.request("createView", ["view": other]).ok)
        let watcher = daemon.connect()
        let reply = watcher.request("subscribe", ["events": ["willDisplay"], "views": ["other"]])
        let snapshot = (reply.result["snapshot"])?["views"]?.arrayValue
        #expect(snapshot?.map { $0["view"]?.stringValue } == ["other"])
        #expect(snapshot?.first?["visible"] == [[0, 0], [0, 1], [0, 2], [0, 3]])

        #expect(driver.request("scrollTo", ["view": "list", "offset": [0, 500], "animated": false]).ok)
        #expect(driver.request("scrollTo", ["view": "other", "offset": [0, 500], "animated": false]).ok)
        #expect(watcher.request("sync").ok)
        let seen = watcher.takeEvents()
        #expect(seen.map { $0["event"]?.stringValue } == Array(repeating: "willDisplay", count: 4))
        #expect(seen.allSatisfy { $0["view"]?.stringValue == "other" })
        #expect(seen.map { $0["indexPath"]?.intsValue } == (10..<14).map { [0, $0] })
        #expect(watcher.request("unsubscribe", ["sub": 1]).ok)
        #expect(watcher.request("unsubscribe", ["sub": 1]).errorCode == "not_found")
    }

    @Test func viewsAreListedLaidOutAndDestroyed() {
        let daemon = ManualDaemon()
        let client = daemon.connect()
        #expect(client.request("subscribe").ok)
        #expect(client.request("createView", ["view": ViewFixtures.list]).ok)
        #expect(client.request("createView", ["view": ViewFixtures.list]).errorCode == "conflict")
        _ = client.takeEvents()
        let views = client.request("listViews").result["views"]?.arrayValue
        #expect(views?.first?["view"]?.stringValue == "list")
        #expect(views?.first?["items"]?.intValue == 20)
        let layout = client.request("layout", ["view": "list", "rect": [0, 0, 300, 100]])
        #expect(layout.attributes.map { $0["frame"]?.intsValue } == [[0, 0, 300, 50], [0, 50, 300, 50]])
        #expect(client.request("destroyView", ["view": "list"]).ok)
        #expect(client.takeEvents().map { $0["event"]?.stringValue } == Array(repeating: "didEndDisplaying", count: 4))
        #expect(client.request("destroyView", ["view": "list"]).errorCode == "not_found")
        #expect(client.request("fling", ["view": "list", "velocity": [0, 1]]).errorCode == "not_found")
    }

    /// Swipe-to-delete: the tab is deleted on release (tick 12) and ends with its 0.3 s animation (tick 48),
    /// with no `didEndBatchUpdates` (UIKit's `deleteItems(at:)` has no completion); selecting a tab
    /// carries the transition animator's data; a swipe on a tab that does not exist is `not_found`.
    @Test func aSafariTabIsSwipedAwayAndSelectedOverTheSocket() {
        let daemon = ManualDaemon()
        let client = daemon.connect()
        #expect(client.request("subscribe").ok)
        let tabs: JSONValue = [
            "id": "tabs", "viewport": [375, 667], "layout": ["type": "safari", "itemSize": [300, 200]],
            "sections": [["items": 6, "item": ["canDelete": true]]],
        ]
        #expect(client.request("createView", ["view": tabs]).ok)
        _ = client.takeEvents()
        let missing = client.request("swipe", ["view": "tabs", "item": [0, 6], "by": [-200, 0], "duration": 100])
        #expect(missing.errorCode == "not_found")
        #expect(client.request("swipe", ["view": "tabs", "item": [0, 2], "by": [-200, 0], "duration": 100]).ok)
        #expect(client.request("step", ["ticks": 60]).ok)
        let events = client.takeEvents()
        let names = events.compactMap { $0["event"]?.stringValue }
        #expect(names == ["deleted", "didEndDisplaying"])
        #expect(events.map { $0["tick"]?.intValue } == [12, 48])
        #expect(events.first { $0["event"]?.stringValue == "deleted" }?["id"]?.stringValue == "0-2")
        #expect(client.request("select", ["view": "tabs", "item": [0, 0]]).ok)
        let selected = client.takeEvents().first { $0["event"]?.stringValue == "didSelect" }
        #expect(selected?["toFrame"]?.intsValue == [0, 0, 375, 667])
        #expect((selected?["fromTransform"]?.numbersValue)?.count == 16)
        #expect(selected?["duration"]?.intValue == 1000)
    }

    /// A subscriber asking for `viewable` gets those and nothing else: the list's four visible rows, each
    /// viewable after the display rule's 1,000 ms (tick 120 at 120 Hz).
    @Test func aSubscriptionToViewableGetsTheDwellsOnly() {
        let daemon = ManualDaemon()
        let client = daemon.connect()
        #expect(client.request("subscribe", ["events": ["viewable"]]).ok)
        var spec = ViewFixtures.list
        spec["visibility"] = ["viewable": "display"]
        #expect(client.request("createView", ["view": spec]).ok)
        #expect(client.request("step", ["ticks": 119]).ok)
        #expect(client.takeEvents().isEmpty)
        #expect(client.request("step", ["ticks": 1]).ok)
        let events = client.takeEvents()
        #expect(events.map { $0["event"]?.stringValue } == Array(repeating: "viewable", count: 4))
        #expect(events.map { $0["indexPath"]?.intsValue } == (0..<4).map { [0, $0] })
        #expect(events.allSatisfy { $0["dwell"]?.intValue == 1000 && $0["tick"]?.intValue == 120 })
    }

    /// Two lines in one read, the first a `step`: the second waits (and the client is not read) until the
    /// step's reply has gone, and the replies come in order.
    @Test func aRequestBehindAStepWaitsForItsReply() {
        let daemon = ManualDaemon()
        let client = daemon.connect()
        client.send(#"{"id":1,"cmd":"step","ticks":30}"# + "\n" + #"{"id":2,"cmd":"ping"}"#)
        #expect(!client.isBeingRead)
        #expect(client.readLines().isEmpty)
        daemon.runUntilIdle()
        let replies = client.readLines()
        #expect(replies.map { $0["id"]?.intValue } == [1, 2])
        #expect(replies.first?.result["tick"]?.intValue == 30)
        #expect(replies.last?.result["tick"]?.intValue == 30)
        #expect(client.isBeingRead)
    }

    @Test func aLineOverMaxLineIsAnsweredThenTheConnectionCloses() {
        let daemon = ManualDaemon(configuration: ManualDaemon.manualClock { $0.limits.maxLine = 1024 })
        let client = daemon.connect()
        let other = daemon.connect()
        client.send(bytes: Array(repeating: UInt8(ascii: "x"), count: 2000))
        let lines = client.readLines()
        #expect(lines.map { $0.errorCode } == ["line_too_long"])
        #expect(client.isClosed && client.closeReason == .lineTooLong)
        #expect(other.request("ping").ok)
    }

    /// The end of input after pipelined requests: every one is answered, a last line without a newline is
    /// dropped (and logged), then the connection closes.
    @Test func theEndOfInputClosesAfterTheLastReply() {
        let daemon = ManualDaemon()
        let client = daemon.connect()
        client.send(#"{"id":1,"cmd":"step","ticks":5}"# + "\n" + #"{"id":2,"cmd":"ping"}"#)
        client.send(bytes: Array(#"{"id":3,"cmd":"ping"}"#.utf8))
        client.shutInput()
        #expect(!client.isClosed)
        daemon.runUntilIdle()
        #expect(client.readLines().map { $0["id"]?.intValue } == [1, 2])
        #expect(client.isClosed && client.closeReason == .endOfInput)
        #expect(daemon.logLines.contains { $0.contains("discarded 21 bytes after the last newline") })
    }

    @Test func aResetClientIsForgottenAndItsStepsStop() {
        let daemon = ManualDaemon()
        let leaving = daemon.connect()
        leaving.send(#"{"id":1,"cmd":"step","ticks":1000000}"#)
        daemon.runUntilIdle(maximumTurns: 10)
        leaving.reset()
        #expect(leaving.isClosed && leaving.closeReason == .transportFailed)
        #expect(daemon.runUntilIdle() == 0)
        let stayer = daemon.connect()
        let stats = stayer.request("stats").result
        #expect(stats["clients"]?.intValue == 1)
        #expect(stats["tick"]?.intValue == 10)
    }
}
