import ArgumentParser
import Foundation
import Rendering
import Reports
import Simulation
import Wire

extension RunCommand {
    /// Runs one scenario: prints its transcript (unless another report claims standard output) and its
    /// summary, checks or records its golden transcript, and writes its replay `page` and its `plot` when
    /// given them.
    func play(_ scenario: Scenario, file: String, plot: String?, page: String?) throws -> ScenarioResult {
        let hz = tickHz ?? scenario.tickHz
        let started = ContinuousClock.now
        var recorder = ReplayRecorder()
        let recording = page != nil
        let outcome = ScenarioRunner.run(scenario, tickHz: tickHz) { if recording { recorder.record($0) } }
        let elapsed = ContinuousClock.now - started
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let transcript = Transcript.text(outcome.events, includeDidScroll: includeDidScroll)
        if standardOutputClaims.isEmpty { FileHandle.standardOutput.write(Data(transcript.utf8)) }
        var result = ScenarioResult(
            file: file, name: scenario.name, verdict: .passed, steps: scenario.steps.count,
            events: outcome.events.count, simulatedMilliseconds: outcome.milliseconds, seconds: seconds)
        if let failure = outcome.failure {
            result.verdict = .failed(failure)
            result.context = transcript.split(separator: "\n").suffix(ScenarioResult.contextLines)
        } else if let mismatch = try compareOrRecord(transcript, name: scenario.name) {
            result.verdict = .transcriptDiffers(mismatch)
        }
        printError(summary(result, printed: includeDidScroll ? nil : outcome.events.count { !$0.kind.isDidScroll }))
        if let plot {
            try writeFile(PlotRenderer.render(outcome.events, title: "\(scenario.name) at \(Int(hz)) Hz"), to: plot)
        }
        if let page {
            let bytes = ReplayPage.html(
                scenario: scenario, tickHz: hz, recorder: recorder, events: outcome.events, failure: outcome.failure)
            try OutputFile.save(bytes, to: page)
        }
        return result
    }

    /// Records the transcript, or checks it against the golden file; returns what did not match.
    private func compareOrRecord(_ transcript: String, name: String) throws -> TranscriptMismatch? {
        if let record {
            try writeFile(transcript, to: URL(fileURLWithPath: record).appendingPathComponent("\(name).ndjson").path)
        }
        guard let check else { return nil }
        let path = URL(fileURLWithPath: check).appendingPathComponent("\(name).ndjson").path
        guard let golden = try? String(contentsOfFile: path, encoding: .utf8) else {
            return TranscriptMismatch(
                golden: path, summary: "\(path): no golden transcript (record one with --record \(check))", diff: "")
        }
        guard let difference = Transcript.firstDifference(transcript, golden) else { return nil }
        return TranscriptMismatch(
            golden: path, summary: "\(path): \(difference)",
            diff: TranscriptDiff.unified(golden: golden, actual: transcript, goldenName: path, actualName: name))
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
