import DaemonCore
import DaemonTestKit
import Testing
import Wire
import WireFormat

/// An orthogonal section on the socket's core: `fling` with `section` moves the carousel, not the view;
/// `sectionDidScroll` goes only to a subscription that names it; a section that does not scroll on its
/// own is refused at `section`.
@Suite struct CoreOrthogonalSectionTests {
    /// A 375×600 feed: section 0 a continuous carousel of 150×200 cards 10 apart inside 16-pt side insets
    /// (card k at x 16 + 160k), section 1 a list of 100-pt rows below it.
    static var feed: JSONValue {
        let card: JSONValue = ["width": ["absolute": 150], "height": ["absolute": 200]]
        let whole: JSONValue = ["width": ["fractionalWidth": 1], "height": ["fractionalHeight": 1]]
        let row: JSONValue = ["width": ["fractionalWidth": 1], "height": ["absolute": 100]]
        return [
            "id": "feed", "viewport": [375, 600],
            "layout": [
                "type": "compositional",
                "sections": [
                    [
                        "group": ["direction": "horizontal", "size": card, "subitems": [["item": ["size": whole]]]],
                        "orthogonalScrollingBehavior": "continuous", "interGroupSpacing": 10,
                        "contentInsets": [0, 16, 0, 16],
                    ],
                    ["group": ["direction": "horizontal", "size": row, "subitems": [["item": ["size": whole]]]]],
                ],
            ],
            "sections": [["items": 20], ["items": 10]],
        ]
    }

    /// Flung at 1,000 pt/s, the carousel brings card 3 (x 496) in once it has moved 121 pt: tick 17
    /// (D · (1 − 0.998^t) > 121 for t ≥ 138.6 ms, D = 499.4998; Docs/Physics.md V1). The view's own
    /// lifecycle stays silent.
    @Test func aSectionFlingMovesTheCarouselAndOnlyANamedSubscriptionSeesItsScroll() {
        let daemon = ManualDaemon()
        let driver = daemon.connect()
        #expect(driver.request("createView", ["view": Self.feed]).ok)
        let everything = daemon.connect()
        let sectionScrolls = daemon.connect()
        #expect(everything.request("subscribe").ok)
        #expect(sectionScrolls.request("subscribe", ["events": ["sectionDidScroll"]]).ok)
        for client in [everything, sectionScrolls] { _ = client.takeEvents() }
        #expect(driver.request("fling", ["view": "feed", "velocity": [-1000, 0], "section": 0]).ok)
        #expect(driver.request("step", ["ticks": 30]).ok)
        let all = everything.readLines()
        let entered = all.first { $0["event"]?.stringValue == "willDisplay" }
        #expect(entered?["indexPath"]?.intsValue == [0, 3])
        #expect(entered?["tick"]?.intValue == 17)
        #expect(
            !all.contains { ["sectionDidScroll", "didScroll", "willBeginDragging"].contains($0["event"]?.stringValue) })
        let scrolls = sectionScrolls.readLines()
        #expect(scrolls.count == 30, "one sectionDidScroll per tick of the fling")
        #expect(scrolls.allSatisfy { $0["section"]?.intValue == 0 })
    }

    @Test func aSectionThatDoesNotScrollOnItsOwnIsRefused() {
        let daemon = ManualDaemon()
        let driver = daemon.connect()
        #expect(driver.request("createView", ["view": Self.feed]).ok)
        let reply = driver.request("fling", ["view": "feed", "velocity": [-1000, 0], "section": 1])
        #expect(reply.errorCode == "invalid_params")
        #expect(reply.errorPath == "section")
        let negative = driver.request("drag", ["view": "feed", "by": [-100, 0], "duration": 100, "section": -1])
        #expect(negative.errorCode == "invalid_params")
        #expect(negative.errorPath == "section")
    }

    /// A section past the view's last (the feed has two) is one it does not have: `not_found`.
    @Test func aSectionTheViewLacksIsNotFound() {
        let daemon = ManualDaemon()
        let driver = daemon.connect()
        #expect(driver.request("createView", ["view": Self.feed]).ok)
        let reply = driver.request("fling", ["view": "feed", "velocity": [-1000, 0], "section": 99])
        #expect(reply.errorCode == "not_found")
        #expect(reply.errorPath == "section")
        let message = (reply["error"])?["message"]?.stringValue
        #expect(message == "view \"feed\" has no section 99 (it has sections 0 to 1)")
    }

    /// The case over the socket: flung at 3,000 pt/s, the carousel is at 271.9 pt 100 ms later
    /// (3,000 · (1 − 0.998^100) / 2.002) when 19 of its 20 cards go; the row left, 16 + 150 + 16 = 182 pt,
    /// fits in the 375-pt view, so the largest offset is 0: once `step untilIdle` says idle, the section
    /// rests at 0 and `snapshot` shows its card (before, it rested at 1,498.5 and showed none).
    @Test func aFlungSectionWhoseRowShrinksRestsInsideItAndShowsItsCard() {
        let daemon = ManualDaemon()
        let driver = daemon.connect()
        #expect(driver.request("createView", ["view": Self.feed]).ok)
        #expect(driver.request("fling", ["view": "feed", "velocity": [-3000, 0], "section": 0]).ok)
        #expect(driver.request("step", ["ticks": 12]).ok)
        let doomed: JSONValue = .array((1...19).map { [0, JSONValue($0)] })
        #expect(driver.request("deleteItems", ["view": "feed", "items": doomed]).ok)
        #expect(driver.request("step", ["untilIdle": true]).result["idle"]?.boolValue == true)
        let views = driver.request("snapshot", ["view": "feed"]).result["views"]?.arrayValue
        let visible = views?.first?["visible"]?.arrayValue ?? []
        #expect(visible.contains([0, 0]), "\(JSONValue.array(visible).canonical)")
    }

    /// `snapshot` reports the carousel's own scroll: before the fling at 0, idle; flung at 1,000 pt/s and
    /// stepped until idle, at rest 1 / ln(1 / 0.998) = 499.4998 pt on (UIKit's normal rate), still idle,
    /// with the view itself at [0, 0]. The feed has no supplementary views.
    @Test func aSnapshotReportsTheSectionsOwnScroll() throws {
        let daemon = ManualDaemon()
        let driver = daemon.connect()
        #expect(driver.request("createView", ["view": Self.feed]).ok)
        let before = driver.request("snapshot", ["view": "feed"]).result["views"]?.arrayValue
        let resting = before?.first?["sections"]?.arrayValue
        #expect(resting?.count == 1 && resting?.first?["contentOffset"]?.numbersValue == [0, 0])
        #expect(resting?.first?["phase"]?.stringValue == "idle" && resting?.first?["section"]?.intValue == 0)
        #expect(before?.first?["supplementaries"]?.arrayValue != nil)
        #expect(driver.request("fling", ["view": "feed", "velocity": [-1000, 0], "section": 0]).ok)
        #expect(driver.request("step", ["untilIdle": true]).result["idle"]?.boolValue == true)
        let after = driver.request("snapshot", ["view": "feed"]).result["views"]?.arrayValue
        let section = try #require((after?.first?["sections"]?.arrayValue)?.first)
        let offset = try #require(section["contentOffset"]?.numbersValue)
        #expect(abs(offset[0] - 499.4998) < 1e-3 && offset[1] == 0)
        #expect(section["phase"]?.stringValue == "idle" && section["velocity"]?.numbersValue == [0, 0])
        #expect(after?.first?["contentOffset"]?.numbersValue == [0, 0])
    }
}
