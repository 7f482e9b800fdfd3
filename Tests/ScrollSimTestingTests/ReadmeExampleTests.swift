import Foundation
import Testing

/// The README's Swift example is the example package's test, line for line (the README leaves out its
/// comments and second test): `make test` runs that package, so the README's code is code that passes.
@Suite struct ReadmeExampleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// The README's fenced Swift block that begins with `import ScrollSimTesting`.
    static func readmeExample() throws -> [String] {
        let readme = try String(contentsOfFile: "\(root)/README.md", encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(
            lines.indices.first { lines[$0] == "```swift" && lines[$0 + 1] == "import ScrollSimTesting" })
        let end = try #require(lines[(start + 1)...].firstIndex(of: "```"))
        return Array(lines[(start + 1)..<end])
    }

    @Test func theReadmesExampleIsTheExamplePackagesTest() throws {
        let example = try String(
            contentsOfFile: "\(Self.root)/Examples/ScrollSimExample/Tests/CarouselTests/CarouselTests.swift",
            encoding: .utf8
        ).split(separator: "\n").map(String.init)
        var remaining = example[...]
        for line in try Self.readmeExample() where !line.isEmpty {
            guard let found = remaining.firstIndex(of: line) else {
                Issue.record("README line not in the example, in order: \(line)")
                return
            }
            remaining = example[(found + 1)...]
        }
    }
}
