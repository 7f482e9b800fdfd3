import DaemonTestKit
import Foundation
import LayoutTestKit
import Testing

/// The README's shell blocks marked `<!-- tested: NAME -->` run as a user pastes them, from a checkout
/// after `make run` (a folder whose `.build/release/scrollsim` is the binary under test), and print what
/// the README says they print. Blocks of one name are pasted one after the other into one shell, as a
/// walk-through's steps are.
@Suite struct ReadmeBlockTests {
    /// What each block's output must hold, from the README's own text (and Docs/Physics.md's V1, V5).
    static let expected: [String: [String]] = [
        "tour": [
            #""event":"willDisplay","frame":[0,0,300,50]"#,
            #"{"contentOffset":[0,499.5],"event":"didEndDecelerating","seq":"#, #""tick":414,"view":"list"}"#,
            #"{"id":3,"ok":true,"result":{"tick":600}"#,
        ],
        // The walk-through's own figures: the file it writes checks out, and its expectations hold.
        "first-scenario": [
            "first.yaml: ok (scenario first-scenario, 1 view, 7 steps)", "first-scenario: 7 steps", "— ok",
        ],
    ]

    /// The marked blocks, those of one name joined in the README's order: name and shell text.
    static func blocks() throws -> [(name: String, script: String)] {
        let text = try String(contentsOfFile: Repository.path("README.md"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var blocks: [(String, String)] = []
        for (index, line) in lines.enumerated() where line.hasPrefix("<!-- tested: ") {
            let name = String(line.dropFirst("<!-- tested: ".count).dropLast(" -->".count))
            guard lines.indices.contains(index + 1), lines[index + 1] == "```sh" else { continue }
            let body = lines[(index + 2)...].prefix { $0 != "```" }
            blocks.append((name, body.joined(separator: "\n")))
        }
        var joined: [(name: String, script: String)] = []
        for (name, script) in blocks {
            if let index = joined.firstIndex(where: { $0.name == name }) {
                joined[index].script += "\n" + script
            } else {
                joined.append((name, script))
            }
        }
        return joined
    }

    @Test func everyMarkedBlockRunsAsPastedAndPrintsWhatTheReadmeSays() throws {
        let blocks = try Self.blocks()
        #expect(Set(blocks.map(\.name)) == Set(Self.expected.keys))
        let checkout = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(getpid())").path
        try FileManager.default.createDirectory(atPath: checkout + "/.build/release", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: checkout) }
        try FileManager.default.createSymbolicLink(
            atPath: checkout + "/.build/release/scrollsim", withDestinationPath: ScrollSimBinary.path)
        for (name, script) in blocks {
            // `mktemp -d` makes its folder inside the checkout, which goes with it.
            let result = try ScrollSimBinary.runShell("export TMPDIR=\(checkout)\n" + script, in: checkout)
            let output = result.standardOutput + result.standardError
            #expect(result.status == 0, "\(name): \(output)")
            for text in Self.expected[name] ?? [] { #expect(output.contains(text), "\(name): \(text) in \(output)") }
        }
    }
}
