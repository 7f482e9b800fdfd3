import Foundation
import Testing

/// The README's Swift and Python examples are the example package's and the Python client's tests, line
/// for line (the README leaves parts out): `make test` runs those, so the README's code is code that passes.
@Suite struct ReadmeExampleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// The README's fenced block of `language` whose first line is `first`.
    static func readmeBlock(_ language: String, startingWith first: String) throws -> [String] {
        let readme = try String(contentsOfFile: "\(root)/README.md", encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.indices.first { lines[$0] == "```\(language)" && lines[$0 + 1] == first })
        let end = try #require(lines[(start + 1)...].firstIndex(of: "```"))
        return Array(lines[(start + 1)..<end])
    }

    /// Whether every non-empty line of `block` is in the file at `path` (from the root), in order.
    static func expectLines(_ block: [String], inFile path: String) throws {
        let file = try String(contentsOfFile: "\(root)/\(path)", encoding: .utf8).split(separator: "\n")
            .map(String.init)
        var remaining = file[...]
        for line in block where !line.isEmpty {
            guard let found = remaining.firstIndex(of: line) else {
                Issue.record("README line not in \(path), in order: \(line)")
                return
            }
            remaining = file[(found + 1)...]
        }
    }

    @Test func theReadmesExampleIsTheExamplePackagesTest() throws {
        try Self.expectLines(
            Self.readmeBlock("swift", startingWith: "import ScrollSimTesting"),
            inFile: "Examples/ScrollSimExample/Tests/CarouselTests/CarouselTests.swift")
    }

    @Test func theReadmesPythonExampleIsThePythonClientsTest() throws {
        try Self.expectLines(
            Self.readmeBlock(
                "python", startingWith: "def test_a_fling_comes_to_rest_where_uikit_would(scrollsim_client):"),
            inFile: "Clients/python/tests/test_feed.py")
    }
}
