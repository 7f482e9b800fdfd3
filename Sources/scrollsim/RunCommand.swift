import ArgumentParser
import Foundation
import Reports
import Simulation
import Specs
import Wire

/// `scrollsim run FILE... [--record DIR | --check DIR] [--tick-hz N] [--plot FILE.svg] [--html FILE.html]
/// [--junit FILE.xml] [--tap] [--shard I/N] [--timings FILE.xml]`.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Plays scenarios on the virtual clock and prints their events as NDJSON.",
        discussion: """
            Every file is checked before any runs; a bad one is reported with its file, line and key path \
            and makes the run exit 65, the others still run. The transcript goes to stdout, unless --tap \
            or a - for --junit, --html or --plot takes stdout instead (only one may); a summary per scenario \
            goes to stderr; a failed expectation or golden check \
            exits 1. didScroll events are left out of transcripts unless --did-scroll is given. Without \
            --shard, a run in a CI job of a split suite runs its share: CI_NODE_TOTAL jobs, this one \
            CI_NODE_INDEX (from 1) or JOB_COMPLETION_INDEX (from 0); --no-shard runs every file.
            """
    )

    @Argument(help: "Scenario files, .yaml, .yml or .json (- reads one from standard input).")
    var files: [String]

    @Option(
        help: ArgumentHelp("Write each transcript to DIR/NAME.ndjson (DIR is created when missing).", valueName: "DIR"))
    var record: String?

    @Option(help: ArgumentHelp("Compare each transcript with DIR/NAME.ndjson, byte for byte.", valueName: "DIR"))
    var check: String?

    @Option(
        name: .customLong("tick-hz"), help: ArgumentHelp("Ticks per second, overriding the scenarios'.", valueName: "N")
    )
    var tickHz: Double?

    @Option(
        help: ArgumentHelp(
            "Draw content offset and velocity over time, events marked: one file (- for standard output) draws the first scenario; a folder (DIR/, or one that exists) gets NAME.svg for each.",
            valueName: "FILE.svg|DIR/")
    )
    var plot: String?

    @Option(
        help: ArgumentHelp(
            "Write a self-contained HTML page that replays the scenario (- for standard output); given a folder (DIR/, or one that exists), a page per scenario and index.html listing them.",
            valueName: "FILE.html|DIR/"))
    var html: String?

    @Option(
        help: ArgumentHelp(
            "Write a JUnit XML report: a testcase per scenario file, failures with step, time, expected and actual.",
            valueName: "FILE.xml"))
    var junit: String?

    @Flag(help: "Print a TAP version 13 report on stdout instead of the transcripts (for prove and other TAP readers).")
    var tap = false

    @Option(
        help: ArgumentHelp(
            "Run only shard I of N (from 1), the files split by a stable hash of their paths.", valueName: "I/N"))
    var shard: String?

    @Option(
        help: ArgumentHelp(
            "Balance the shards by the durations a JUnit report recorded (a merged report of an earlier run).",
            valueName: "FILE.xml"))
    var timings: String?

    @Flag(name: .customLong("no-shard"), help: "Run every file, whatever CI_NODE_TOTAL says.")
    var noShard = false

    @Flag(name: .customLong("did-scroll"), help: "Include didScroll events in the transcripts.")
    var includeDidScroll = false

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one scenario file") }
        if let tickHz, !(tickHz.isFinite && tickHz >= 1 && tickHz <= 10_000) {
            throw ValidationError("--tick-hz expects a number from 1 to 10000")
        }
        if record != nil && check != nil { throw ValidationError("give either --record or --check, not both") }
        if noShard && shard != nil { throw ValidationError("give either --shard or --no-shard, not both") }
        if let shard {
            do { _ = try Shard(parsing: shard) } catch { throw ValidationError("--shard: \(error.message)") }
        }
        let claims = standardOutputClaims
        if claims.count > 1 {
            throw ValidationError(
                "\(claims.joined(separator: " and ")) would share standard output; write all but one to a file")
        }
    }

    /// The options that write to standard output in place of the transcripts: `--tap`, and `-` given to
    /// `--junit`, `--html` or `--plot`. With one of them the transcripts are not printed (`--record` keeps
    /// them); two cannot share it.
    var standardOutputClaims: [String] {
        var claims = tap ? ["--tap"] : []
        for (option, value) in [("--junit", junit), ("--html", html), ("--plot", plot)] where value == "-" {
            claims.append("\(option) -")
        }
        return claims
    }

    /// Checks every file, then plays the good ones: a bad file is reported (stderr, `--junit`, `--tap`) with
    /// its file, line and key path and makes the run exit 65, but the others still run and report.
    func run() throws {
        try checkOutputs()
        let selected = try selectedFiles()
        var loaded: [Result<Scenario, InputError>] = []
        for file in selected {
            do throws(InputError) {
                loaded.append(.success(try SpecFile.loadScenario(path: file)))
            } catch {
                printError(error.description)
                loaded.append(.failure(error))
            }
        }
        try checkReplayDestination(files: selected.count)
        if let record, loaded.contains(where: { (try? $0.get()) != nil }) { try createFolder(record) }
        var replays = ReplayFolder(path: replayFolder)
        if let folder = replays.path { try createFolder(folder) }
        var plots = PerScenarioFiles(path: plotFolder, fileExtension: "svg")
        if let folder = plots.path { try createFolder(folder) }
        var results: [ScenarioResult] = []
        var played = 0
        for (file, scenario) in zip(selected, loaded) {
            switch scenario {
            case .success(let scenario):
                // With one page (checkReplayDestination allows it for one file only) it is this file's.
                let page = replays.path == nil ? html : replays.claimPage(for: scenario.name)
                // One plot file draws the first scenario that runs; a plot folder gets one each.
                let plotFile = plots.path == nil ? (played == 0 ? plot : nil) : plots.claim(for: scenario.name)
                let result = try play(scenario, file: file, plot: plotFile, page: page)
                results.append(result)
                replays.add(result, page: page)
                played += 1
            case .failure(let error):
                let result = ScenarioResult(file: file, name: Self.name(of: file), verdict: .badInput(error))
                results.append(result)
                replays.add(result, page: nil)
            }
        }
        try replays.writeIndex()
        try writeReports(results)
        if results.contains(where: { if case .badInput = $0.verdict { true } else { false } }) {
            throw ExitCode(.badInput)
        }
        if !results.allSatisfy(\.passed) { throw ExitCode(.failed) }
    }

    /// Refuses, before anything runs (exit 64), a report file that is not a file (a FIFO, a socket, a
    /// device) or that is one of the run's inputs (`run X.yaml --junit X.yaml`). Folders are made later.
    func checkOutputs() throws {
        let inputs = files + (timings.map { [$0] } ?? [])
        let outputs = [
            ("--junit", junit), ("--html", replayFolder == nil ? html : nil),
            ("--plot", plotFolder == nil ? plot : nil),
        ]
        for (option, path) in outputs { try OutputFile.check(path, option: option, inputs: inputs) }
    }

    /// `Scenarios/paging.yaml` → `paging`: a file's name for a report when the file cannot be read.
    static func name(of file: String) -> String {
        let last = file.split(separator: "/").last.map(String.init) ?? file
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return last }
        return String(last[..<dot])
    }
}
