import DaemonCore
import DaemonTestKit
import Testing
import Wire
import WireFormat

/// The daemon's display limit (20,000 elements at once) while a view scrolls, on the socket's core.
@Suite struct CoreDisplayLimitTests {
    /// A 100-pt square viewport: section 0 is 100 rows of ten 10-pt cells (y 0…1,000), section 1 40,000
    /// cells of 0.5 pt, 200 to a line, 200 lines from y 1,000 to 1,100. A rect [y, y + 100) holds at most
    /// 110 cells of section 0 and, once y passes 900, 200 cells per half point past 1,000: at y = 950 the
    /// 100 lines of [1,000, 1,050) make 20,000 cells, past the limit with the 50 of section 0. The offset
    /// 900 fits (100 cells, the first tiny line only touching the rect).
    static var feed: JSONValue {
        [
            "id": "feed", "viewport": [100, 100],
            "layout": ["type": "flow", "itemSize": [10, 10], "minimumLineSpacing": 0, "minimumInteritemSpacing": 0],
            "sections": [["items": 1_000], ["items": 40_000, "item": ["size": [0.5, 0.5]]]],
        ]
    }

    /// An animated scroll from 850 to the end (1,000) stops before y reaches 950: `displayLimitReached`
    /// with the limit and the two offsets, then `didEndScrollingAnimation` where the view rests.
    @Test func anAnimatedScrollStopsBeforeTheDenseSection() {
        let daemon = ManualDaemon()
        let driver = daemon.connect()
        #expect(driver.request("createView", ["view": Self.feed]).ok)
        #expect(driver.request("scrollTo", ["view": "feed", "offset": [0, 850]]).ok)
        // Up to 20,000 tiny cells enter legally on the way: a subscriber of every event would lag.
        #expect(driver.request("subscribe", ["events": ["displayLimitReached", "didEndScrollingAnimation"]]).ok)
        _ = driver.takeEvents()
        #expect(driver.request("scrollTo", ["view": "feed", "offset": [0, 1_000], "animated": true]).ok)
        let idle = driver.request("step", ["untilIdle": true, "maxTicks": 600])
        #expect(idle.result["idle"]?.boolValue == true)
        let events = driver.takeEvents()
        let stop = events.firstIndex { $0["event"]?.stringValue == "displayLimitReached" }
        guard let stop else {
            Issue.record("no displayLimitReached in \(events.compactMap { $0["event"]?.stringValue })")
            return
        }
        let stayed = events[stop]["contentOffset"]?.numbersValue ?? []
        let refused = events[stop]["refusedOffset"]?.numbersValue ?? []
        #expect(events[stop]["limit"]?.intValue == 20_000)
        #expect(stayed.count == 2 && stayed[1] > 900 && stayed[1] < 950, "stayed at \(stayed)")
        #expect(refused.count == 2 && refused[1] > 949, "refused \(refused)")
        #expect(events[stop + 1]["event"]?.stringValue == "didEndScrollingAnimation")
        #expect(events[stop + 1]["contentOffset"]?.numbersValue == stayed)
        #expect(events.count == stop + 2)
        let snapshot = driver.request("snapshot", ["view": "feed"]).result["views"]?.arrayValue
        #expect(snapshot?.first?["contentOffset"]?.numbersValue == stayed)
        #expect(snapshot?.first?["phase"]?.stringValue == "idle")
        let visible = (snapshot?.first?["visible"]?.arrayValue)?.count ?? .max
        #expect(visible <= 20_000, "\(visible) displayed")
    }

    /// An unanimated scroll there is refused with `limit_exceeded` at `offset`.
    @Test func aJumpIntoTheDenseSectionIsRefused() {
        let daemon = ManualDaemon()
        let driver = daemon.connect()
        #expect(driver.request("createView", ["view": Self.feed]).ok)
        let reply = driver.request("scrollTo", ["view": "feed", "offset": [0, 1_000]])
        #expect(reply.errorCode == "limit_exceeded")
        #expect(reply.errorPath == "offset")
    }
}
