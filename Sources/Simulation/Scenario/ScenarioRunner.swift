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
        run(scenario, tickHz: tickHz) { _ in }
    }

    /// Runs every step, handing `observe` the simulator once the views are created and the steps due at
    /// tick 0 have run, and again after every tick and the steps due then: a recorder sees each tick as a
    /// user would have seen it drawn. Observing changes nothing the run does.
    public static func run(_ scenario: Scenario, tickHz: Double? = nil, observe: (Simulator) -> Void) -> Outcome {
        var simulator = Simulator(tickHz: tickHz ?? scenario.tickHz)
        var playback = ScenarioPlayback(scenario)
        var events: [Event] = []
        var progress = playback.start(on: &simulator, into: &events)
        observe(simulator)
        while case .waiting = progress {
            let tick = simulator.step()
            playback.observe(tick)
            events += tick
            progress = playback.resume(on: &simulator, into: &events)
            observe(simulator)
        }
        guard case .finished(let failure) = progress else { preconditionFailure("a playback ends finished") }
        return Outcome(events: events, failure: failure, milliseconds: simulator.time * 1000)
    }
}
