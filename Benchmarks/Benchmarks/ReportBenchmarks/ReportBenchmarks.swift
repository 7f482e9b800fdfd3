import Benchmark
import EventEncoding
import Foundation
import Reports
import Simulation
import Specs

/// Issue 19: the replay page of the largest shipped scenario (its size and the time to record and write it),
/// and `scrollsim run`'s work over 1,000 generated scenario files in one process (the per-scenario cost:
/// read, decode, run, transcript, the JUnit report at the end).
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
        maxDuration: .seconds(3),
        maxIterations: 10_000
    )

    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    let largest = repository.appendingPathComponent("Scenarios/table-diagonal.yaml").path
    let scenario = try! SpecFile.loadScenario(path: largest)

    Benchmark(
        "replay page of table-diagonal (the largest shipped scenario): run recorded, page written",
        configuration: .init(
            metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .custom("page bytes", useScalingFactor: false)])
    ) { benchmark in
        var bytes = 0
        for _ in benchmark.scaledIterations {
            var recorder = ReplayRecorder()
            let outcome = ScenarioRunner.run(scenario) { recorder.record($0) }
            let page = ReplayPage.html(
                scenario: scenario, tickHz: scenario.tickHz, recorder: recorder, events: outcome.events,
                failure: outcome.failure)
            bytes = page.count
            blackHole(page)
        }
        benchmark.measurement(.custom("page bytes", useScalingFactor: false), bytes)
    }

    Benchmark("table-diagonal run without recording (the replay's baseline)") { benchmark in
        for _ in benchmark.scaledIterations {
            let outcome = ScenarioRunner.run(scenario)
            blackHole(Transcript.text(outcome.events))
        }
    }

    for kind in GeneratedScenarios.Kind.allCases {
        let files = GeneratedScenarios.write(1_000, kind: kind)
        Benchmark(
            "run over 1,000 generated scenario files (\(kind.rawValue)) in one process, JUnit report",
            configuration: .init(maxIterations: 50)
        ) { benchmark in
            for _ in benchmark.scaledIterations {
                var results: [ScenarioResult] = []
                results.reserveCapacity(files.count)
                for file in files {
                    let scenario = try! SpecFile.loadScenario(path: file)
                    let outcome = ScenarioRunner.run(scenario)
                    blackHole(Transcript.text(outcome.events))
                    results.append(
                        ScenarioResult(
                            file: file, name: scenario.name,
                            verdict: outcome.failure.map { .failed($0) } ?? .passed, steps: scenario.steps.count,
                            events: outcome.events.count, simulatedMilliseconds: outcome.milliseconds))
                }
                blackHole(JUnitReport.xml(results))
            }
        }
    }
}
