import Daemon
import DaemonTestKit
import Foundation
import Testing
import WireFormat

/// The expanded grid and the plugin layout driven over the socket against the real binary: created from a
/// spec, scrolled, flung, resized, and read back with `layout`. Expected frames are
/// the seeds' formulas worked by hand.
@Suite struct SeedLayoutsOverTheSocketTests {
    /// An expanded grid 300 wide in a 300 × 300 view, spacing 3 both ways (u = 100): a centred
    /// 200 × 50 header at (50, 0); items 0–2 a four-block with the big cell first (pos 2) at y 50, items
    /// 3–5 and 6–8 rows at y 250 and 350. The content is 450 high.
    static var expandedSpec: JSONValue {
        [
            "id": "grid", "viewport": [300, 300],
            "layout": ["type": "expanded"],
            "sections": [
                [
                    "items": 9, "header": [200, 50], "minimumLineSpacing": 3, "minimumInteritemSpacing": 3,
                    "pattern": .array([["scale": "four"]] + Array(repeating: ["scale": "one"], count: 8)),
                ]
            ],
        ]
    }

    /// The frames of `layout`'s attributes, by index path ("s-i") or kind for supplementary views.
    static func frames(_ reply: JSONValue) -> [String: [Double]] {
        var frames: [String: [Double]] = [:]
        for attributes in reply.attributes {
            let path = (attributes["indexPath"]?.intsValue ?? []).map(String.init).joined(separator: "-")
            let key =
                attributes["category"]?.stringValue == "cell"
                ? path : "\(attributes["kind"]?.stringValue ?? "")@\(path)"
            frames[key] = attributes["frame"]?.numbersValue
        }
        return frames
    }

    @Test func anExpandedGridScrollsAndRescalesOverTheSocket() throws {
        let daemon = try DaemonProcess()
        let client = try daemon.connect()
        #expect(try client.request("subscribe").ok)
        let created = try client.request("createView", ["view": Self.expandedSpec])
        #expect(created.result["contentSize"]?.numbersValue == [300, 450])
        let shown = client.takeEvents().compactMap { $0["frame"]?.numbersValue }
        // Cells first, in index order, then the header (big 199 × 197, 1×1 98 × 97, c1 = 101, c2 = 202).
        #expect(
            shown == [
                [0, 50, 199, 197], [202, 50, 98, 97], [202, 150, 98, 97], [0, 250, 98, 97], [101, 250, 98, 97],
                [202, 250, 98, 97], [50, 0, 200, 50],
            ])

        #expect(try client.request("scrollTo", ["view": "grid", "offset": [0, 150], "animated": false]).ok)
        let moved = client.takeEvents()
        let ended = moved.filter { $0["event"]?.stringValue == "didEndDisplaying" }
        #expect(ended.map { $0["indexPath"]?.intsValue } == [[0, 1], [0, 0]])
        #expect(ended.map { $0["kind"]?.stringValue } == ["cell", "header"])
        let entered = moved.filter { $0["event"]?.stringValue == "willDisplay" }
        #expect(
            entered.compactMap { $0["frame"]?.numbersValue } == [
                [0, 350, 98, 97], [101, 350, 98, 97], [202, 350, 98, 97],
            ])
        let layout = Self.frames(try client.request("layout", ["view": "grid"]))
        #expect(layout.keys.sorted() == ["0-0", "0-2", "0-3", "0-4", "0-5", "0-6", "0-7", "0-8"])

        // Twice as wide: u = 200, and the offset below the header's top scales with the width.
        #expect(try client.request("resize", ["view": "grid", "viewport": [600, 400]]).ok)
        let resized = try client.request("layout", ["view": "grid"])
        #expect(resized.result["contentOffset"]?.numbersValue == [0, 300])
        #expect(resized.result["contentSize"]?.numbersValue == [600, 850])
        let wide = Self.frames(resized)
        #expect(wide["0-0"] == [0, 50, 399, 397])
        #expect(wide["0-2"] == [402, 250, 198, 197])
        #expect(wide["0-6"] == [0, 650, 198, 197])
        #expect(wide["0-1"] == nil)
    }

    /// A plugin layout in a 300 × 500 view: one flow section with a pinned 50-pt header, insets 20 above
    /// and 30 below, ten 300 × 100 items (70–1070), a 40-pt footer at 1100, and a fade of span 200 on its
    /// cells. The content is 1140 high, so the view rests at most at 640.
    static var pluginSpec: JSONValue {
        [
            "id": "feed", "viewport": [300, 500],
            "layout": ["type": "plugin"],
            "sections": [
                [
                    "items": 10, "item": ["size": [300, 100]], "header": [300, 50], "footer": [300, 40],
                    "sectionInset": [20, 0, 30, 0], "minimumLineSpacing": 0,
                    "plugin": ["type": "flow", "sectionHeadersPinToVisibleBounds": true],
                    "effects": [["type": "fade", "kind": "cell", "span": 200]],
                ]
            ],
        ]
    }

    @Test func aPinnedHeaderAndAFadeFollowTheScrollOverTheSocket() throws {
        let daemon = try DaemonProcess()
        let client = try daemon.connect()
        #expect(try client.request("subscribe").ok)
        #expect(try client.request("createView", ["view": Self.pluginSpec]).ok)
        _ = client.takeEvents()

        // At 400 the header is pinned at the top (y = max(0, min(1020, 400))) above the cells, and a cell's
        // alpha is (400 − y + 500)/200, shown clamped to 0…1.
        #expect(try client.request("scrollTo", ["view": "feed", "offset": [0, 400], "animated": false]).ok)
        let at400 = try client.request("layout", ["view": "feed"])
        let attributes = at400.attributes
        let header = attributes.first { $0["kind"]?.stringValue == "header" }
        #expect(header?["frame"]?.numbersValue == [0, 400, 300, 50])
        #expect(header?["zIndex"]?.intValue == 901)
        let cells = attributes.filter { $0["category"]?.stringValue == "cell" }
        #expect(cells.map { $0["indexPath"]?.intsValue } == (3...8).map { [0, $0] })
        #expect(cells.map { $0["alpha"]?.numberValue } == [1, 1, 1, 1, 0.65, 0.15])

        // Flung to the end: the header rides along, never leaving, and rests pinned at 640.
        #expect(try client.request("fling", ["view": "feed", "velocity": [0, -3000]]).ok)
        #expect(try client.request("step", ["ticks": 720]).ok)
        let headerEvents = client.takeEvents().filter { $0["kind"]?.stringValue == "header" }
        #expect(headerEvents.isEmpty)
        let atEnd = try client.request("layout", ["view": "feed"])
        #expect(atEnd.result["contentOffset"]?.numbersValue == [0, 640])
        let end = atEnd.attributes
        #expect(end.first { $0["kind"]?.stringValue == "header" }?["frame"]?.numbersValue == [0, 640, 300, 50])
        #expect(end.first { $0["indexPath"]?.intsValue == [0, 9] }?["alpha"]?.numberValue == 0.85)
    }
}
