import DaemonTestKit
import Foundation
import LayoutTestKit
import Testing

/// `scrollsim run` end to end: transcripts, golden checks, exit codes, the plot.
@Suite struct RunCommandTests {
    static let scenarios = Repository.path("Scenarios")

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("scrollsim-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func twoProcessesPrintIdenticalBytes() throws {
        let file = Self.scenarios + "/fling-bounce.yaml"
        let first = try ScrollSimBinary.run(["run", file])
        let second = try ScrollSimBinary.run(["run", file])
        #expect(first.status == 0)
        #expect(!first.standardOutput.isEmpty)
        #expect(first.standardOutput == second.standardOutput)
        #expect(first.standardError.hasPrefix("fling-bounce: 9 steps, "))
        #expect(first.standardError.hasSuffix(" — ok\n"))
    }

    /// The summary counts every event, and says how many were printed when `didScroll` was left out; `seq`
    /// is global, so the printed events' seqs skip the hidden ones.
    @Test func theSummaryCountsWhatWasPrinted() throws {
        let file = Self.scenarios + "/fling-bounce.yaml"
        let hidden = try ScrollSimBinary.run(["run", file])
        let all = try ScrollSimBinary.run(["run", file, "--did-scroll"])
        let printed = hidden.standardOutput.split(separator: "\n").count
        let total = all.standardOutput.split(separator: "\n").count
        #expect(printed < total)
        #expect(hidden.standardError.hasPrefix("fling-bounce: 9 steps, \(total) events (\(printed) printed), "))
        #expect(all.standardError.hasPrefix("fling-bounce: 9 steps, \(total) events, "))
        let lastSeq = all.standardOutput.split(separator: "\n").last.map { $0.contains("\"seq\":\(total),") }
        #expect(lastSeq == true)
    }

    @Test func everyScenarioPassesItsGoldenCheck() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.scenarios).filter { $0.hasSuffix(".yaml") }
            .sorted().map { Self.scenarios + "/" + $0 }
        let result = try ScrollSimBinary.run(["run"] + files + ["--check", Self.scenarios + "/Transcripts"])
        #expect(result.status == 0, "\(result.standardError)")
    }

    @Test func aChangedGoldenFailsWithTheFirstDifferentLine() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let golden = try String(contentsOfFile: Self.scenarios + "/Transcripts/paging.ndjson", encoding: .utf8)
        var lines = golden.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines[3] = #"{"event":"tampered"}"#
        try lines.joined(separator: "\n").write(
            to: directory.appendingPathComponent("paging.ndjson"), atomically: true, encoding: .utf8)
        let result = try ScrollSimBinary.run(["run", Self.scenarios + "/paging.yaml", "--check", directory.path])
        #expect(result.status == 1)
        #expect(result.standardError.contains("paging.ndjson: line 4: expected {\"event\":\"tampered\"}, got {"))
    }

    @Test func recordWritesTheTranscript() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try ScrollSimBinary.run([
            "run", Self.scenarios + "/scroll-to-item.yaml", "--record", directory.path,
        ])
        #expect(result.status == 0)
        let written = try String(contentsOf: directory.appendingPathComponent("scroll-to-item.ndjson"), encoding: .utf8)
        #expect(written == result.standardOutput)
    }

    /// The recorded transcript is written as the run goes, into a temporary file beside it: a scenario
    /// that fails leaves the folder as it was (its earlier recording kept, no temporary left), one that
    /// passes replaces it.
    @Test func aFailedRunRecordsNothingAndLeavesNoTemporary() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let earlier = directory.appendingPathComponent("wrong.ndjson")
        try "earlier\n".write(to: earlier, atomically: true, encoding: .utf8)
        let file = directory.appendingPathComponent("wrong.yaml")
        try """
        views: [{viewport: [375, 667], layout: {type: flow}, sections: [{items: 10}]}]
        steps:
          - fling: {view: main, velocity: [0, -1000]}
          - expect: {view: main, contentOffset: [0, 10]}
        """.write(to: file, atomically: true, encoding: .utf8)
        let failed = try ScrollSimBinary.run(["run", file.path, "--record", directory.path])
        #expect(failed.status == 1)
        #expect(try String(contentsOf: earlier, encoding: .utf8) == "earlier\n")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(names == ["wrong.ndjson", "wrong.yaml"])
    }

    @Test func aFailedExpectationExits1() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("wrong.yaml")
        try """
        views: [{viewport: [375, 667], layout: {type: flow}, sections: [{items: 10}]}]
        steps:
          - expect: {view: main, contentOffset: [0, 10]}
        """.write(to: file, atomically: true, encoding: .utf8)
        let result = try ScrollSimBinary.run(["run", file.path])
        #expect(result.status == 1)
        #expect(result.standardError.contains(": 1 step, "), "one step, in the singular")
        #expect(
            result.standardError.contains(
                "FAILED: \(file.path): line 3, step 1 (expect) at 0 ms: expected contentOffset [0, 10] ± 0.5, got contentOffset [0, 0]"
            ))
    }

    @Test func aBadScenarioExits65() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("bad.yaml")
        try "views: [{viewport: [375, 667], layout: {type: flow}}]\nsteps:\n  - wait: -1\n".write(
            to: file, atomically: true, encoding: .utf8)
        let result = try ScrollSimBinary.run(["run", file.path])
        #expect(result.status == 65)
        #expect(result.standardError == "\(file.path):3: steps[0].wait: expected a duration not below 0 ms, got -1\n")
        #expect(result.standardOutput.isEmpty)
    }

    @Test func thePlotIsAnSVGOfTheMotion() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let plot = directory.appendingPathComponent("plot.svg").path
        let result = try ScrollSimBinary.run(["run", Self.scenarios + "/fling-bounce.yaml", "--plot", plot])
        #expect(result.status == 0)
        let svg = try String(contentsOfFile: plot, encoding: .utf8)
        #expect(svg.hasPrefix("<svg"))
        #expect(svg.contains("<polyline"))
        #expect(svg.contains("didEndDecelerating"))
    }

    /// `--plot DIR/` draws every scenario, NAME.svg each (NAME-2.svg for a name that comes again); one file
    /// draws only the first.
    @Test func aPlotFolderGetsOnePerScenario() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = ["fling-bounce", "paging", "fling-bounce"].map { Self.scenarios + "/\($0).yaml" }
        let folder = directory.appendingPathComponent("plots").path + "/"
        let result = try ScrollSimBinary.run(["run"] + files + ["--plot", folder])
        #expect(result.status == 0, "\(result.standardError)")
        let written = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(written == ["fling-bounce-2.svg", "fling-bounce.svg", "paging.svg"])
        let paging = try String(contentsOfFile: folder + "paging.svg", encoding: .utf8)
        #expect(paging.hasPrefix("<svg") && paging.contains(">paging at "))
        let single = directory.appendingPathComponent("one.svg").path
        #expect(try ScrollSimBinary.run(["run"] + files + ["--plot", single]).status == 0)
        #expect(try String(contentsOfFile: single, encoding: .utf8).contains(">fling-bounce at "))
    }

    @Test(arguments: [
        ["run"], ["run", "x.yaml", "--tick-hz", "0"], ["run", "x.yaml", "--record", "a", "--check", "b"],
    ])
    func badUsageExits64(_ arguments: [String]) throws {
        #expect(try ScrollSimBinary.run(arguments).status == 64)
    }
}
