import DaemonTestKit
import Foundation
import Testing

/// `run FILE... --html DIR/`: a replay page per scenario and an index of every file; `--html FILE` with
/// several files refused before any runs.
@Suite struct ReplayFolderTests {
    static func run(_ arguments: [String]) throws -> ScrollSimBinary.Result { try ReportOptionsTests.run(arguments) }

    /// The `href`s of the index's links, in order.
    static func links(_ index: String) -> [String] {
        index.components(separatedBy: "<a href=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    @Test func aFolderGetsAPagePerScenarioAndAnIndexOfEveryFile() throws {
        let directory = try ReportOptionsTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let wrong = try ReportOptionsTests.failingScenario(in: directory)
        let bad = directory.appendingPathComponent("bad.yaml").path
        try "views: []\n".write(toFile: bad, atomically: true, encoding: .utf8)
        // paging twice: the second page of one name takes a suffix rather than overwrite the first.
        let folder = directory.appendingPathComponent("replays").path + "/"
        let result = try Self.run(
            ["run", "Scenarios/paging.yaml", wrong, bad, "Scenarios/paging.yaml", "--html", folder])
        #expect(result.status == 65, "the bad file decides the status: \(result.standardError)")
        let pages = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(pages == ["index.html", "paging-2.html", "paging.html", "wrong.html"])
        let index = try String(contentsOfFile: folder + "index.html", encoding: .utf8)
        #expect(Self.links(index) == ["paging.html", "wrong.html", "paging-2.html"])
        #expect(index.contains("4 files, 2 failed"))
        #expect(index.contains("FAILED: line 5, step 2 (expect) at 50 ms"))
        #expect(index.contains("bad input: \(bad):1: views: expected at least one view"))
        let page = try String(contentsOfFile: folder + "wrong.html", encoding: .utf8)
        #expect(page.contains(#"id="replay-data">{"name":"wrong","#))
    }

    @Test func anExistingFolderNeedsNoSlash() throws {
        let directory = try ReportOptionsTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try Self.run(
            ["run", "Scenarios/paging.yaml", "Scenarios/fling-bounce.yaml", "--html", directory.path])
        #expect(result.status == 0, "\(result.standardError)")
        let pages = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(pages == ["fling-bounce.html", "index.html", "paging.html"])
    }

    @Test func onePageForSeveralFilesIsRefusedBeforeAnyRuns() throws {
        let directory = try ReportOptionsTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("replay.html").path
        let result = try Self.run(["run", "Scenarios/paging.yaml", "Scenarios/fling-bounce.yaml", "--html", page])
        #expect(result.status == 64)
        #expect(result.standardOutput.isEmpty)
        #expect(
            result.standardError.contains(
                "--html \(page) replays one scenario and this run has 2 files; give a folder (--html DIR/)"))
        #expect(!FileManager.default.fileExists(atPath: page))
    }
}
