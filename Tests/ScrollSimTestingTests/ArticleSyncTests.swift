import Foundation
import Testing

/// Each Swift block of the DocC articles is, line for line (indentation aside, in order), code that a
/// test compiles and runs: the client's in `ScrollSimClientTests/ClientArticleTests.swift`, the others in
/// `ArticleExampleTests.swift`. A block whose first line is `// Package.swift` is a manifest, not a test.
@Suite struct ArticleSyncTests {
    static let catalog = "Sources/ScrollSimTesting/ScrollSimTesting.docc"

    /// The Swift blocks of the article at `path`, each as its lines.
    static func swiftBlocks(_ path: String) throws -> [[String]] {
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false
        ).map(String.init)
        var blocks: [[String]] = []
        var current: [String]?
        for line in lines {
            if current == nil, line == "```swift" {
                current = []
            } else if let block = current, line == "```" {
                blocks.append(block)
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// The non-empty lines of `block` missing from the file at `path` in order; empty when all are there.
    static func missingLines(_ block: [String], inFile path: String) throws -> [String] {
        let trim = { (line: String) in line.trimmingCharacters(in: .whitespaces) }
        let file = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map { trim(String($0)) }
        var remaining = file[...]
        for (index, line) in block.map(trim).enumerated() where !line.isEmpty {
            guard let found = remaining.firstIndex(of: line) else { return Array(block[index...]) }
            remaining = file[(found + 1)...]
        }
        return []
    }

    @Test func everyArticlesSwiftIsATestsCode() throws {
        let root = ReadmeExampleTests.root
        let articles = try FileManager.default.contentsOfDirectory(atPath: "\(root)/\(Self.catalog)")
            .filter { $0.hasSuffix(".md") }.sorted()
        #expect(articles.count >= 7)
        var checked = 0
        for article in articles {
            let test =
                article == "Client.md"
                ? "Tests/ScrollSimClientTests/ClientArticleTests.swift"
                : "Tests/ScrollSimTestingTests/ArticleExampleTests.swift"
            for block in try Self.swiftBlocks("\(root)/\(Self.catalog)/\(article)")
            where block.first?.hasPrefix("// Package.swift") != true {
                let missing = try Self.missingLines(block, inFile: "\(root)/\(test)")
                #expect(missing.isEmpty, "\(article): not in \(test), in order, from: \(missing.first ?? "")")
                checked += 1
            }
        }
        #expect(checked >= 8)
    }
}
