import DaemonTestKit
import Foundation
import Testing

/// Ids and names from a scenario never reach the terminal as control characters: `ESC ] 0 ; … BEL` would
/// set the window's title and `ESC [ 2 J` clear the screen. Every human-readable message shows them
/// escaped, `\u{1B}` for ESC.
@Suite struct TerminalEscapeTests {
    /// ESC ] 0 ; pwned BEL, then ESC [ 2 J.
    static let hostileID = #"x\x1B]0;pwned\x07\x1B[2J"#
    /// The same, as the messages show it.
    static let shown = #"x\u{1B}]0;pwned\u{7}\u{1B}[2J"#

    /// A row with the hostile id inserted at the top of a 300 × 400 view is displayed at once; the step
    /// after it expects a row with another id, which no event has: the failure lists the event it saw,
    /// with its id. (A scenario's name cannot hold a control character: it names a file.)
    static func scenario(in folder: URL, named file: String = "hostile.yaml") throws -> String {
        let path = folder.appendingPathComponent(file).path
        try """
        name: hostile
        views:
          - id: list
            viewport: [300, 400]
            layout: {type: flow, itemSize: [300, 100]}
            sections: [{items: 2}]
        steps:
          - insertItems: {view: list, at: [0, 0], items: [{id: "\(hostileID)", size: [300, 100]}]}
          - expectEvent: {event: willDisplay, view: list, indexPath: [0, 0], id: other, within: 0}
        """.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static func hasControlBytes(_ text: String) -> Bool {
        text.utf8.contains { $0 == 0x1B || $0 == 0x07 }
    }

    @Test func aFailedExpectEventShowsTheIDEscaped() throws {
        let folder = try ReportOptionsTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try ReportOptionsTests.run(["run", try Self.scenario(in: folder)])
        #expect(result.status == 1, "\(result.standardError)")
        #expect(!Self.hasControlBytes(result.standardError))
        #expect(result.standardError.contains(#"id "\#(Self.shown)", indexPath [0, 0] (differs in id)"#))
        #expect(result.standardError.hasPrefix("hostile: 2 steps"), "the summary line, one line")
        #expect(result.standardError.split(separator: "\n").count == 1)
    }

    /// A file's name is data too: `validate`'s line (stdout) and TAP's test line show it escaped.
    @Test func validateAndTAPShowAFileNameEscaped() throws {
        let folder = try ReportOptionsTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenario = try Self.scenario(in: folder, named: "x\u{1B}[2J.yaml")
        let validated = try ReportOptionsTests.run(["validate", scenario])
        #expect(validated.status == 0, "\(validated.standardError)")
        #expect(!Self.hasControlBytes(validated.standardOutput))
        #expect(validated.standardOutput.hasSuffix(#"/x\u{1B}[2J.yaml: ok (scenario hostile, 1 view, 2 steps)"# + "\n"))
        let tap = try ReportOptionsTests.run(["run", scenario, "--tap"])
        #expect(tap.status == 1)
        #expect(!Self.hasControlBytes(tap.standardOutput) && !Self.hasControlBytes(tap.standardError))
        #expect(tap.standardOutput.contains(#"not ok 1 - hostile ("#))
    }
}
