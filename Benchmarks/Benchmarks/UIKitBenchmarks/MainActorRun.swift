import Benchmark
import Dispatch
import Foundation

/// Runs `body` on the main actor, where ScrollSimUIKit's views and driver are isolated, as UIKit's are.
/// The benchmark runner's loop is async and calls a benchmark off the main thread, so the body goes to the
/// main queue, which the runner's main thread drains meanwhile, and this waits for it; on the main thread
/// it runs in place. Start and stop the measurement inside `body`, so that the hop is not measured.
func onMainActor<Result: Sendable>(_ body: @MainActor () -> Result) -> Result {
    if Thread.isMainThread { return MainActor.assumeIsolated(body) }
    return DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
}

/// A benchmark's measurement switches, carried into a body ``onMainActor(_:)`` runs: the runner's thread
/// waits there while the body runs, so the benchmark is never used from two threads at once.
struct Measurement: @unchecked Sendable {
    let benchmark: Benchmark

    func start() { benchmark.startMeasurement() }

    func stop() { benchmark.stopMeasurement() }
}
