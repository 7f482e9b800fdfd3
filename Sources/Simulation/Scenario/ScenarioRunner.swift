/// Plays a scenario on its own virtual clock: steps in order, ticks only while a step waits, every event
/// kept. Deterministic: the same scenario at the same tick rate gives the same events.
public enum ScenarioRunner {
    /// What a run produced.
    public struct Outcome: Sendable {
        /// Every event, `didScroll` included, in order.
        public var events: [Event]
        /// The first expectation that failed, if any; the run stops there.
        public var failure: ScenarioFailure?
        /// Simulated time at the end, in milliseconds.
        public var milliseconds: Double
    }

    /// Runs every step. - Complexity: O(ticks × views) plus the layouts' queries.
    public static func run(_ scenario: Scenario, tickHz: Double? = nil) -> Outcome {
        var simulator = Simulator(tickHz: tickHz ?? scenario.tickHz)
        var playback = ScenarioPlayback(scenario)
        var events: [Event] = []
        var progress = playback.start(on: &simulator, into: &events)
        while case .waiting = progress {
            let tick = simulator.step()
            playback.observe(tick)
            events += tick
            progress = playback.resume(on: &simulator, into: &events)
        }
        guard case .finished(let failure) = progress else { preconditionFailure("a playback ends finished") }
        return Outcome(events: events, failure: failure, milliseconds: simulator.time * 1000)
    }
}
