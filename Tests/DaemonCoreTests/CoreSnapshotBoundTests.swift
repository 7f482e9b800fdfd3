import DaemonCore
import DaemonTestKit
import Testing
import Wire
import WireFormat

/// A `snapshot` of a view with very many orthogonal sections stays bounded: it lists at most 1,000 of them
/// and says where the rest are (`sectionCount`, `sectionsNext`); `sectionsFrom` pages through them.
@Suite struct CoreSnapshotBoundTests {
    /// A 375×600 feed of 2,500 sections, each a continuous carousel of five 150×200 cards (the one section
    /// layout serves every section), 200 pt tall: 2,500 orthogonal sections, numbered 0 to 2,499.
    static var feed: JSONValue {
        let card: JSONValue = ["width": ["absolute": 150], "height": ["absolute": 200]]
        let whole: JSONValue = ["width": ["fractionalWidth": 1], "height": ["fractionalHeight": 1]]
        let carousel: JSONValue = [
            "group": ["direction": "horizontal", "size": card, "subitems": [["item": ["size": whole]]]],
            "orthogonalScrollingBehavior": "continuous",
        ]
        return [
            "id": "feed", "viewport": [375, 600], "layout": ["type": "compositional", "sections": [carousel]],
            "sections": .array(Array(repeating: ["items": 5], count: 2_500)),
        ]
    }

    /// The reply line as the daemon wrote it, for `params`.
    static func snapshotLine(_ driver: ManualClient, _ daemon: ManualDaemon, _ params: String) -> String {
        driver.send(#"{"id":"s","cmd":"snapshot","view":"feed"\#(params)}"#)
        daemon.runUntilIdle()
        return driver.readLineTexts().first { $0.hasPrefix(#"{"id":"s""#) } ?? ""
    }

    /// Sections 0 to 999 at rest, then `sectionCount` 2,500 and `sectionsNext` 1,000. A section at rest is
    /// `{"contentOffset":[0,0],"phase":"idle","section":N,"velocity":[0,0]}`, at most 70 bytes with N below
    /// 10,000, 71 with its comma: 71,000 for 1,000 of them. The rest of the reply (nine displayed cards,
    /// three in each of sections 0 to 2, offsets, sizes) is under 4,000 bytes, so the line is under 75,000 bytes; listing all 2,500 sections
    /// would take at least 2,500 × 68 = 170,000.
    @Test func aSnapshotListsAThousandSectionsAndSaysWhereTheRestAre() {
        let daemon = ManualDaemon()
        let driver = daemon.connect()
        #expect(driver.request("createView", ["view": Self.feed]).ok)
        let line = Self.snapshotLine(driver, daemon, "")
        #expect(line.utf8.count < 75_000, "\(line.utf8.count) bytes")
        let view = (try? JSONValue(parsing: line))?["result"]?["views"]?.arrayValue?.first
        let sections = view?["sections"]?.arrayValue ?? []
        #expect(sections.count == 1_000)
        #expect(sections.first?["section"]?.intValue == 0 && sections.last?["section"]?.intValue == 999)
        #expect(view?["sectionCount"]?.intValue == 2_500)
        #expect(view?["sectionsNext"]?.intValue == 1_000)
    }

    /// From section 2,000: the last 500 (2,000 to 2,499), `sectionCount` 2,500 and no `sectionsNext`.
    /// Section 2,100 (y 420,000), scrolled to and flung, shows its own scroll: `decelerating`, at entry 100.
    @Test func sectionsFromPagesToTheLastSections() {
        let daemon = ManualDaemon()
        let driver = daemon.connect()
        #expect(driver.request("createView", ["view": Self.feed]).ok)
        #expect(driver.request("scrollTo", ["view": "feed", "offset": [0, 420_000]]).ok)
        #expect(driver.request("fling", ["view": "feed", "velocity": [-1000, 0], "section": 2_100]).ok)
        let line = Self.snapshotLine(driver, daemon, #","sectionsFrom":2000"#)
        let view = (try? JSONValue(parsing: line))?["result"]?["views"]?.arrayValue?.first
        let sections = view?["sections"]?.arrayValue ?? []
        #expect(sections.count == 500)
        #expect(sections.first?["section"]?.intValue == 2_000 && sections.last?["section"]?.intValue == 2_499)
        #expect(sections[100]["section"]?.intValue == 2_100)
        #expect(sections[100]["phase"]?.stringValue == "decelerating")
        #expect(view?["sectionCount"]?.intValue == 2_500)
        #expect(view?["sectionsNext"] == nil)
    }

    /// A view with no more than 1,000 orthogonal sections lists them all, without the new fields: the
    /// reply keeps its old shape.
    @Test func aSmallViewKeepsItsOldShape() {
        let daemon = ManualDaemon()
        let driver = daemon.connect()
        var spec = Self.feed
        spec["sections"] = .array(Array(repeating: ["items": 5], count: 3))
        #expect(driver.request("createView", ["view": spec]).ok)
        let view = driver.request("snapshot", ["view": "feed"]).result["views"]?.arrayValue?.first
        #expect(view?["sections"]?.arrayValue?.count == 3)
        #expect(view?["sectionCount"] == nil && view?["sectionsNext"] == nil)
    }

    @Test func aNegativeSectionsFromIsRefused() {
        let daemon = ManualDaemon()
        let driver = daemon.connect()
        #expect(driver.request("createView", ["view": Self.feed]).ok)
        let reply = driver.request("snapshot", ["view": "feed", "sectionsFrom": -1])
        #expect(reply.errorCode == "invalid_params")
        #expect(reply.errorPath == "sectionsFrom")
    }
}
