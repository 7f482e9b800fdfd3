import DaemonTestKit
import Foundation
import LayoutTestKit
import Testing

/// `run --junit`, `--tap`, `--shard`, `--html` and `merge-reports` end to end, through the built binary.
@Suite struct ReportOptionsTests {
    static let scenarios = Repository.path("Scenarios")
    static let files = ((try? FileManager.default.contentsOfDirectory(atPath: scenarios)) ?? [])
        .filter { $0.hasSuffix(".yaml") }.sorted().map { "Scenarios/" + $0 }

    /// Runs scrollsim from the repository's root with no shard variables but those given.
    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> ScrollSimBinary.Result {
        let cleared = ["CI_NODE_TOTAL", "CI_NODE_INDEX", "JOB_COMPLETION_INDEX"].filter { environment[$0] == nil }
        return try ScrollSimBinary.run(arguments, environment: environment, unsetting: cleared, in: Repository.root)
    }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("scrollsim-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A scenario whose second step fails: the offset stays at 0, the step expects 10.
    static func failingScenario(in directory: URL) throws -> String {
        let path = directory.appendingPathComponent("wrong.yaml").path
        try """
        name: wrong
        views: [{viewport: [375, 667], layout: {type: flow}, sections: [{items: 10}]}]
        steps:
          - wait: 50
          - expect: {view: main, contentOffset: [0, 10]}
        """.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static func testcases(_ xml: String) -> [String] {
        xml.split(separator: "\n").filter { $0.contains("<testcase ") }.map { line in
            String(line.split(separator: " name=\"")[1].prefix { $0 != "\"" })
        }
    }

    @Test func junitHasAPassAndAFailureWithStepTimeExpectedAndActual() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let wrong = try Self.failingScenario(in: directory)
        let report = directory.appendingPathComponent("report.xml").path
        let result = try Self.run(["run", "Scenarios/paging.yaml", wrong, "--junit", report])
        #expect(result.status == 1)
        let xml = try String(contentsOfFile: report, encoding: .utf8)
        #expect(xml.contains(#"tests="2" failures="1" errors="0" skipped="0""#))
        #expect(Self.testcases(xml) == ["paging", "wrong"])
        #expect(xml.contains(#"type="expectation">step: 2 (expect, line 5)"#))
        #expect(
            xml.contains("time: 50 ms\nexpected: contentOffset [0, 10] ± 0.5\nactual: contentOffset [0, 0]</failure>"))
        #expect(!result.standardOutput.isEmpty, "the transcripts still go to stdout")
    }

    @Test func aDifferingGoldenPutsTheDiffInSystemOut() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let golden = try String(contentsOfFile: Self.scenarios + "/Transcripts/paging.ndjson", encoding: .utf8)
        var lines = golden.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let original = lines[3]
        lines[3] = #"{"event":"tampered"}"#
        try lines.joined(separator: "\n").write(
            to: directory.appendingPathComponent("paging.ndjson"), atomically: true, encoding: .utf8)
        let report = directory.appendingPathComponent("report.xml").path
        let result = try Self.run(["run", "Scenarios/paging.yaml", "--check", directory.path, "--junit", report])
        #expect(result.status == 1)
        let xml = try String(contentsOfFile: report, encoding: .utf8)
        #expect(xml.contains(#"type="transcript">"#))
        let escaped = original.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
        #expect(xml.contains("@@ -1,7 +1,7 @@\n"))
        #expect(xml.contains("\n-{\"event\":\"tampered\"}\n+\(escaped)\n"))
    }

    @Test func tapReplacesTheTranscriptsOnStdout() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let wrong = try Self.failingScenario(in: directory)
        let result = try Self.run(["run", "Scenarios/paging.yaml", wrong, "--tap"])
        #expect(result.status == 1)
        #expect(
            result.standardOutput.hasPrefix(
                "TAP version 13\n1..2\nok 1 - paging (Scenarios/paging.yaml)\nnot ok 2 - wrong ("))
        #expect(result.standardOutput.contains("  expected: \"contentOffset [0, 10] ± 0.5\"\n"))
        #expect(!result.standardOutput.contains("\"event\":"))
    }

    /// `--junit -` takes standard output in place of the transcripts, so the report parses; two options
    /// that would share standard output are refused (exit 64), naming both.
    @Test func oneReportAtMostTakesStandardOutput() throws {
        let alone = try Self.run(["run", "Scenarios/paging.yaml", "--junit", "-"])
        #expect(alone.status == 0)
        #expect(alone.standardOutput.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites"))
        #expect(!alone.standardOutput.contains("\"event\":"))
        let both = try Self.run(["run", "Scenarios/paging.yaml", "--junit", "-", "--html", "-"])
        #expect(both.status == 64)
        #expect(both.standardError.contains("--junit - and --html - would share standard output"))
        let tapAndPlot = try Self.run(["run", "Scenarios/paging.yaml", "--tap", "--plot", "-"])
        #expect(tapAndPlot.status == 64 && tapAndPlot.standardError.contains("--tap and --plot -"))
    }

    /// Perl's prove, the TAP reader the option is for, runs scrollsim once per file and reads its report.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/prove"), "needs Perl's prove"))
    func proveReadsTheReport() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let wrong = try Self.failingScenario(in: directory)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/prove")
        process.arguments = ["--exec", "\(ScrollSimBinary.path) run --tap", "Scenarios/paging.yaml", wrong]
        process.currentDirectoryURL = URL(fileURLWithPath: Repository.root)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus != 0)
        #expect(text.contains("Files=2, Tests=2"), "\(text)")
        #expect(text.contains("Failed 1/1 subtests"), "\(text)")
        #expect(!text.contains("Parse errors"), "\(text)")
    }

    /// A bad file is the report's error, with its file, line and key path; the others still run and
    /// report, and the run exits 65.
    @Test func aBadFileIsAnErrorAndTheRestStillRun() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let bad = directory.appendingPathComponent("bad.yaml").path
        try "views:\n  - id: a\n    viewport: [0, 100]\n    layout: {type: flow}\nsteps: []\n".write(
            toFile: bad, atomically: true, encoding: .utf8)
        let report = directory.appendingPathComponent("report.xml").path
        let result = try Self.run(["run", "Scenarios/paging.yaml", bad, "--junit", report, "--tap"])
        #expect(result.status == 65)
        let xml = try String(contentsOfFile: report, encoding: .utf8)
        #expect(xml.contains(#"tests="2" failures="0" errors="1" skipped="0""#))
        #expect(xml.contains(#"<testcase name="paging" classname="Scenarios.paging" file="Scenarios/paging.yaml""#))
        #expect(xml.contains("line: 3\npath: views[0].viewport\nmessage: expected both sides larger than zero"))
        #expect(result.standardOutput.contains("ok 1 - paging (Scenarios/paging.yaml)\n"))
        #expect(result.standardOutput.contains("not ok 2 - bad ("))
        #expect(result.standardOutput.contains("  line: \"3\"\n  path: \"views[0].viewport\"\n"))
        #expect(result.standardError.contains("paging: 12 steps"))
    }

    /// The shards of a split run cover every file once; the environment's shard is the one --shard names;
    /// merge-reports joins the shards' reports into the report of one whole run.
    @Test func shardsCoverTheSuiteAndMergeIntoOneReport() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var reports: [String] = []
        var names: [String] = []
        for index in 1...3 {
            let report = directory.appendingPathComponent("shard-\(index).xml").path
            let result = try Self.run(["run"] + Self.files + ["--shard", "\(index)/3", "--junit", report])
            #expect(result.status == 0, "\(result.standardError)")
            #expect(result.standardError.hasPrefix("shard \(index)/3 (--shard): "))
            reports.append(report)
            names += Self.testcases(try String(contentsOfFile: report, encoding: .utf8))
        }
        #expect(names.count == Self.files.count)
        #expect(Set(names).count == Self.files.count)
        let merged = directory.appendingPathComponent("merged.xml").path
        #expect(try Self.run(["merge-reports"] + reports.reversed() + ["-o", merged]).status == 0)
        let xml = try String(contentsOfFile: merged, encoding: .utf8)
        #expect(xml.contains(#"tests="\#(Self.files.count)" failures="0" errors="0" skipped="0""#))
        #expect(Set(Self.testcases(xml)) == Set(names))

        let fromFlag = try Self.run(["run"] + Self.files + ["--shard", "2/3", "--tap"])
        let fromGitLab = try Self.run(
            ["run"] + Self.files + ["--tap"], environment: ["CI_NODE_TOTAL": "3", "CI_NODE_INDEX": "2"])
        let fromKubernetes = try Self.run(
            ["run"] + Self.files + ["--tap"], environment: ["CI_NODE_TOTAL": "3", "JOB_COMPLETION_INDEX": "1"])
        #expect(fromGitLab.standardOutput == fromFlag.standardOutput)
        #expect(fromKubernetes.standardOutput == fromFlag.standardOutput)
        #expect(fromGitLab.standardError.hasPrefix("shard 2/3 (from the environment): "))
        let everything = try Self.run(
            ["run"] + Self.files + ["--tap", "--no-shard"], environment: ["CI_NODE_TOTAL": "3", "CI_NODE_INDEX": "2"])
        #expect(everything.standardOutput.contains("1..\(Self.files.count)\n"))
    }

    /// More shards than files: a shard may have none, and then runs nothing and passes.
    @Test func anEmptyShardPasses() throws {
        let files = ["Scenarios/paging.yaml", "Scenarios/fling-bounce.yaml"]
        var plans: [String] = []
        for index in 1...3 {
            let result = try Self.run(["run"] + files + ["--shard", "\(index)/3", "--tap"])
            #expect(result.status == 0)
            plans.append(String(result.standardOutput.split(separator: "\n")[1]))
        }
        #expect(plans.sorted() == ["1..0", "1..1", "1..1"])
    }

    @Test func badShardsExit64NamingTheProblem() throws {
        let flag = try Self.run(["run", "Scenarios/paging.yaml", "--shard", "4/3"])
        #expect(flag.status == 64)
        #expect(flag.standardError.contains("--shard: the shard index must be from 1 to 3, not 4"))
        let environment = try Self.run(["run", "Scenarios/paging.yaml"], environment: ["CI_NODE_TOTAL": "3"])
        #expect(environment.status == 64)
        #expect(environment.standardError.contains("neither CI_NODE_INDEX nor JOB_COMPLETION_INDEX"))
    }

    @Test func aTimingsFileThatCannotBeUsedExits65NamingIt() throws {
        let missing = try Self.run(["run", "Scenarios/paging.yaml", "--shard", "1/2", "--timings", "no-such.xml"])
        #expect(missing.status == 65)
        #expect(missing.standardError.contains("no-such.xml: cannot read the timings file"))
        let notXML = try Self.run(["run", "Scenarios/paging.yaml", "--shard", "1/2", "--timings", "README.md"])
        #expect(notXML.status == 65)
        #expect(notXML.standardError.contains("README.md: not a JUnit report: line "))
    }

    @Test func mergingSomethingElseExits65AndWritesNothing() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("merged.xml").path
        let result = try Self.run(["merge-reports", "Scenarios/paging.yaml", "-o", output])
        #expect(result.status == 65)
        #expect(result.standardError.hasPrefix("Scenarios/paging.yaml: not a JUnit report: line 1"))
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    /// A timings file from an earlier run balances the shards: the slowest scenario (recorded as 100 s) is
    /// alone in its shard.
    @Test func timingsPutTheSlowestScenarioAloneInItsShard() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let timings = directory.appendingPathComponent("timings.xml").path
        let cases = Self.files.map { file in
            #"<testcase name="x" file="\#(file)" time="\#(file.hasSuffix("paging.yaml") ? 100 : 1)"/>"#
        }
        try "<testsuites><testsuite>\(cases.joined())</testsuite></testsuites>".write(
            toFile: timings, atomically: true, encoding: .utf8)
        var alone = 0
        for index in 1...2 {
            let result = try Self.run(
                ["run"] + Self.files + ["--shard", "\(index)/2", "--timings", timings, "--tap"])
            if result.standardOutput.hasPrefix("TAP version 13\n1..1\nok 1 - paging ") { alone += 1 }
        }
        #expect(alone == 1)
    }

    @Test func theReplayPageIsSelfContained() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("replay.html").path
        let result = try Self.run(["run", "Scenarios/fling-bounce.yaml", "--html", page])
        #expect(result.status == 0)
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(
            html.contains(#"<script type="application/json" id="replay-data">{"name":"fling-bounce","tickHz":120,"#))
        for remote in ["https://", "src=", "href=", "@import", "url(", "<link", "fetch("] {
            #expect(!html.contains(remote), "nothing loaded from elsewhere: \(remote)")
        }
        let addresses = html.components(separatedBy: "http://").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(addresses == ["www.w3.org/2000/svg"], "the only address is SVG's namespace name")
    }
}
