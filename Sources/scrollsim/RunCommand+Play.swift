import ArgumentParser
import EventEncoding
import Foundation
import Rendering
import Reports
import Simulation

extension RunCommand {
    /// Runs one scenario: streams its transcript to standard output (unless another report claims it),
    /// to its golden check and to its recorded file as the events come, then prints its summary and writes
    /// its replay `page` and its `plot` when given them. No event is kept beyond what those need.
    func play(_ scenario: Scenario, file: String, plot: String?, page: String?) throws -> ScenarioResult {
        let hz = tickHz ?? scenario.tickHz
        let golden = check.map { URL(fileURLWithPath: $0).appendingPathComponent("\(scenario.name).ndjson").path }
        let goldenText = golden.flatMap { try? String(contentsOfFile: $0, encoding: .utf8) }
        var sink = try TranscriptSink(
            TranscriptSink.Options(
                printing: standardOutputClaims.isEmpty, includeDidScroll: includeDidScroll, golden: goldenText,
                record: record.map { URL(fileURLWithPath: $0).appendingPathComponent("\(scenario.name).ndjson").path },
                keepsPageTranscript: page != nil, plotting: plot != nil))
        let started = ContinuousClock.now
        var recorder = ReplayRecorder()
        let recording = page != nil
        let outcome = ScenarioRunner.play(scenario, tickHz: tickHz, observe: { if recording { recorder.record($0) } }) {
            sink.take($0)
            if recording { recorder.take($0) }
        }
        sink.flush()
        let elapsed = ContinuousClock.now - started
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        var result = ScenarioResult(
            file: file, name: scenario.name, verdict: .passed, steps: scenario.steps.count,
            events: outcome.events, simulatedMilliseconds: outcome.milliseconds, seconds: seconds)
        if let failure = outcome.failure {
            sink.discardRecord()
            result.verdict = .failed(failure)
            result.context = sink.contextLines
        } else {
            try sink.commitRecord()
            if let golden,
                let mismatch = Self.mismatch(
                    &sink, golden: golden, found: goldenText != nil, check: check!, name: scenario.name)
            {
                result.verdict = .transcriptDiffers(mismatch)
            }
        }
        printError(summary(result, printed: includeDidScroll ? nil : sink.printedCount))
        if let plot {
            let title = "\(scenario.name) at \(Int(hz)) Hz"
            try writeFile(sink.plot?.render(title: title) ?? "", to: plot)
        }
        if let page {
            let bytes = ReplayPage.html(
                scenario: scenario, tickHz: hz, recorder: recorder,
                transcript: String(decoding: sink.pageTranscript, as: UTF8.self), failure: outcome.failure)
            try OutputFile.save(bytes, to: page)
        }
        return result
    }

    /// What did not match the golden file at `golden` (`check` the folder), or that it is missing.
    private static func mismatch(
        _ sink: inout TranscriptSink, golden: String, found: Bool, check: String, name: String
    ) -> TranscriptMismatch? {
        guard found else {
            return TranscriptMismatch(
                golden: golden, summary: "\(golden): no golden transcript (record one with --record \(check))", diff: ""
            )
        }
        guard let (summary, diff) = sink.mismatch(goldenName: golden, actualName: name) else { return nil }
        return TranscriptMismatch(golden: golden, summary: "\(golden): \(summary)", diff: diff)
    }

    /// `NAME: S steps, E events (P printed), M ms simulated in W ms — ok | FAILED: why`.
    private func summary(_ result: ScenarioResult, printed: Int?) -> String {
        let events =
            printed == nil || printed == result.events
            ? counted(result.events, "event") : "\(counted(result.events, "event")) (\(printed!) printed)"
        let verdict: String
        switch result.verdict {
        case .failed(let failure): verdict = "FAILED: \(result.file): \(failure)"
        case .transcriptDiffers(let mismatch): verdict = "FAILED: \(mismatch.summary)"
        default: verdict = "ok"
        }
        let simulated = Int(result.simulatedMilliseconds.rounded())
        let wall = String(format: "%.1f", result.seconds * 1000)
        return
            "\(result.name): \(counted(result.steps, "step")), \(events), \(simulated) ms simulated in \(wall) ms — \(verdict)"
    }
}
