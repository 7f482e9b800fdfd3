import Foundation
import Testing

@testable import Reports

/// The replay data of an animated batch: an element fading out is keyed apart from the one now at its index
/// path (`cell/0-0~1`, `~2`, … in the order the fades began), so the page draws both.
@Suite struct ReplayAnimationTests {
    /// The browser test's fixture, Tests/Browser/replay-crossfade.yaml: rows 300 × 100 pt, no spacing, in a
    /// 300 × 400 viewport (rows 0–3, ids "0-0"…"0-3"), 60 Hz. At 100 ms (tick 6) a batch deletes [0, 0] and
    /// reloads [0, 1] over 0.2 s, linear (12 ticks, progress (t − 6)/12): "0-0" fades at y 0 with its old
    /// index path; "0-1"'s old cell (with the item's new index path, [0, 0]) and its new cell travel from
    /// y 100 to 0, alphas 1 → 0 and 0 → 1; "0-2" and "0-3" travel up 100 pt; "0-4" comes from y 400, outside
    /// the viewport at tick 6 (a frame touching its edge does not meet it).
    static func crossfade() throws -> String {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        return try String(contentsOf: tests.appendingPathComponent("Browser/replay-crossfade.yaml"), encoding: .utf8)
    }

    static func row(_ key: String, _ label: String, y: String, alpha: String = "1") -> String {
        #"["\#(key)","\#(label)",0,\#(y),300,100,0,\#(alpha),null,0,0]"#
    }

    /// Tick 6: the new cell of "0-1" at y 100, alpha 0 (cell/0-0); "0-2", "0-3" a row lower than their new
    /// places (cell/0-1 at 200, cell/0-2 at 300); cell/0-3 ("0-4" at y 400) not drawn; "0-0" fading at y 0
    /// (cell/0-0~1) and "0-1"'s old cell at y 100 (cell/0-0~2), both alpha 1. Tick 9 (progress 0.25): the
    /// reloaded item's cells at y 75, alphas 0.25 and 0.75. Tick 18: every row at its place, alpha 1, and
    /// the two fading cells gone.
    @Test func aReloadAndADeleteFadeBesideTheCellsAtTheirIndexPaths() throws {
        let data = try ReplayRecorderTests.page(Self.crossfade()).data
        let begun = [
            Self.row("cell/0-0", "0-0", y: "100", alpha: "0"), Self.row("cell/0-1", "0-1", y: "200"),
            Self.row("cell/0-2", "0-2", y: "300"), Self.row("cell/0-0~1", "0-0", y: "0"),
            Self.row("cell/0-0~2", "0-0", y: "100"),
        ]
        #expect(data.contains(#"[6,[\#(begun.joined(separator: ","))],["cell/0-3"]]"#))
        let quarter = [
            Self.row("cell/0-0", "0-0", y: "75", alpha: "0.25"), Self.row("cell/0-1", "0-1", y: "175"),
            Self.row("cell/0-2", "0-2", y: "275"), Self.row("cell/0-3", "0-3", y: "375"),
            Self.row("cell/0-0~1", "0-0", y: "0", alpha: "0.75"),
            Self.row("cell/0-0~2", "0-0", y: "75", alpha: "0.75"),
        ]
        #expect(data.contains(#"[9,[\#(quarter.joined(separator: ","))],[]]"#))
        let ended = (0...3).map { Self.row("cell/0-\($0)", "0-\($0)", y: "\(100 * $0)") }
        #expect(data.contains(#"[18,[\#(ended.joined(separator: ","))],["cell/0-0~1","cell/0-0~2"]]"#))
    }
}
