import ArgumentParser
import Foundation
import Rendering
import Simulation
import Wire

/// `scrollsim run FILE... [--record DIR] [--check DIR] [--tick-hz N] [--plot FILE.svg]`.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Plays scenarios on the virtual clock and prints their events as NDJSON.",
        discussion: """
            Every file is checked before any runs (exit 65 on a bad one). The transcript goes to stdout, a \
            summary per scenario to stderr; a failed expectation or golden check exits 1. didScroll events \
            are left out of transcripts unless --did-scroll is given.
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
            "Draw content offset and velocity over time, events marked, for the first scenario (- for standard output).",
            valueName: "FILE.svg")
    )
    var plot: String?

    @Flag(name: .customLong("did-scroll"), help: "Include didScroll events in the transcripts.")
    var includeDidScroll = false

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one scenario file") }
        if let tickHz, !(tickHz.isFinite && tickHz >= 1 && tickHz <= 10_000) {
            throw ValidationError("--tick-hz expects a number from 1 to 10000")
        }
        if record != nil && check != nil { throw ValidationError("give either --record or --check, not both") }
    }

    func run() throws {
        var scenarios: [Scenario] = []
        var bad = false
        for file in files {
            do {
                scenarios.append(try SpecFile.loadScenario(path: file))
            } catch {
                bad = true
                printError(error.description)
            }
        }
        if bad { throw ExitCode(.badInput) }
        if let record { try createFolder(record) }
        var failed = false
        for (index, scenario) in scenarios.enumerated() {
            let started = ContinuousClock.now
            let outcome = ScenarioRunner.run(scenario, tickHz: tickHz)
            let elapsed = ContinuousClock.now - started
            let transcript = Transcript.text(outcome.events, includeDidScroll: includeDidScroll)
            FileHandle.standardOutput.write(Data(transcript.utf8))
            var verdict = outcome.failure.map { "FAILED: \(files[index]): \($0)" } ?? "ok"
            if outcome.failure == nil, let mismatch = try compareOrRecord(transcript, name: scenario.name) {
                verdict = "FAILED: \(mismatch)"
            }
            failed = failed || verdict != "ok"
            printError(summary(scenario, outcome, elapsed, verdict: verdict))
            if index == 0, let plot {
                try writeFile(
                    PlotRenderer.render(
                        outcome.events, title: "\(scenario.name) at \(Int(tickHz ?? scenario.tickHz)) Hz"), to: plot)
            }
        }
        if failed { throw ExitCode(.failed) }
    }

    /// Records the transcript, or checks it against the golden file; returns what did not match.
    private func compareOrRecord(_ transcript: String, name: String) throws -> String? {
        if let record {
            try writeFile(transcript, to: URL(fileURLWithPath: record).appendingPathComponent("\(name).ndjson").path)
        }
        guard let check else { return nil }
        let path = URL(fileURLWithPath: check).appendingPathComponent("\(name).ndjson").path
        guard let golden = try? String(contentsOfFile: path, encoding: .utf8) else {
            return "\(path): no golden transcript (record one with --record \(check))"
        }
        return Transcript.firstDifference(transcript, golden).map { "\(path): \($0)" }
    }

    private func summary(_ scenario: Scenario, _ outcome: ScenarioRunner.Outcome, _ elapsed: Duration, verdict: String)
        -> String
    {
        let wall = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        let simulated = Int(outcome.milliseconds.rounded())
        let printed = includeDidScroll ? outcome.events.count : outcome.events.count { !$0.kind.isDidScroll }
        let events =
            printed == outcome.events.count
            ? "\(printed) events" : "\(outcome.events.count) events (\(printed) printed)"
        return
            "\(scenario.name): \(scenario.steps.count) steps, \(events), \(simulated) ms simulated in \(String(format: "%.1f", wall)) ms — \(verdict)"
    }
}
