import Foundation
import TestKit
import Testing

/// The README's shell blocks marked `<!-- tested: NAME -->` run as a user pastes them, from a checkout
/// after `make run` (a folder whose `.build/release/scrollsim` is the binary under test), and print what
/// the README says they print.
@Suite struct ReadmeBlockTests {
    /// What each block's output must hold, from the README's own text (and Docs/Physics.md's V1, V5).
    static let expected: [String: [String]] = [
        "tour": [
            #""event":"willDisplay","frame":[0,0,300,50]"#,
            #"{"contentOffset":[0,499.5],"event":"didEndDecelerating","seq":"#, #""tick":414,"view":"list"}"#,
            #"{"id":3,"ok":true,"result":{"tick":600}"#,
        ],
        "first-scenario": ["first-scenario: 5 steps", "— ok"],
    ]

    /// The marked blocks: name and shell text.
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
        return blocks
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
            let result = try ScrollSimBinary.runShell(script, in: checkout)
            let output = result.standardOutput + result.standardError
            #expect(result.status == 0, "\(name): \(output)")
            for text in Self.expected[name] ?? [] { #expect(output.contains(text), "\(name): \(text) in \(output)") }
        }
    }
}
