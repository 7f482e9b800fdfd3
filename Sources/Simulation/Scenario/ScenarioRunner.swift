/// Plays a scenario on its own virtual clock: steps in order, ticks only while a step waits, and jumps
/// over quiet stretches (every view at rest, nothing due) to the next tick anything is due at.
/// Deterministic: the same scenario at the same tick rate gives the same events, skipping or not.
public enum ScenarioRunner {
    /// What a run produced, every event kept.
    public struct Outcome: Sendable {
        /// Every event, `didScroll` included, in order.
        public var events: [Event]
        /// The first expectation that failed, if any; the run stops there.
        public var failure: ScenarioFailure?
        /// Simulated time at the end, in milliseconds.
        public var milliseconds: Double
    }

    /// What a streamed run produced: the events went to its sink as they came.
    public struct Summary: Sendable {
        /// The first expectation that failed, if any; the run stops there.
        public var failure: ScenarioFailure?
        /// Simulated time at the end, in milliseconds.
        public var milliseconds: Double
        /// How many events went to the sink, `didScroll` included.
        public var events: Int
        /// How many ticks the simulator stepped; the quiet ones skipped are not counted.
        public var ticksStepped: Int
        /// The most events the playback held at once for its `expectEvent` steps (the runner itself holds
        /// none): bounded by one tick's events and the windows' few, whatever the run's length.
        public var peakRetainedEvents: Int
    }

    /// Runs every step and keeps every event. - Complexity: O(ticks stepped × views) plus the layouts'
    /// queries; memory O(events).
    public static func run(_ scenario: Scenario, tickHz: Double? = nil) -> Outcome {
        run(scenario, tickHz: tickHz) { _ in }
    }

    /// Runs every step and keeps every event, handing `observe` the simulator as `play` does.
    public static func run(_ scenario: Scenario, tickHz: Double? = nil, observe: (Simulator) -> Void) -> Outcome {
        var events: [Event] = []
        let summary = play(scenario, tickHz: tickHz, observe: observe) { events += $0 }
        return Outcome(events: events, failure: summary.failure, milliseconds: summary.milliseconds)
    }

    /// Runs every step, handing each batch of events to `sink` as it is produced (the views' creation, a
    /// command's, a tick's) and keeping none of them. `observe` gets the simulator once the views are
    /// created and the steps due at tick 0 have run, and again after every tick stepped and the steps due
    /// then: a recorder sees each tick as a user would have seen it drawn (a skipped tick drew nothing new).
    /// With `skippingQuiet` (the default), the clock jumps over the ticks that both the simulator and the
    /// playback report quiet; the events, their ticks and times are those of stepping every tick.
    /// - Complexity: O(ticks stepped × views) plus the layouts' queries; memory independent of the events.
    public static func play(
        _ scenario: Scenario, tickHz: Double? = nil, skippingQuiet: Bool = true,
        observe: (Simulator) -> Void = { _ in },
        sink: ([Event]) -> Void
    ) -> Summary {
        var simulator = Simulator(tickHz: tickHz ?? scenario.tickHz)
        var playback = ScenarioPlayback(scenario)
        var summary = Summary(milliseconds: 0, events: 0, ticksStepped: 0, peakRetainedEvents: 0)
        func emit(_ events: [Event]) {
            guard !events.isEmpty else { return }
            summary.events += events.count
            sink(events)
        }
        var caused: [Event] = []
        var progress = playback.start(on: &simulator, into: &caused)
        emit(caused)
        observe(simulator)
        while case .waiting = progress {
            if skippingQuiet { simulator.skipQuiet { playback.quietTicks(on: $0) } }
            let tick = simulator.step()
            summary.ticksStepped += 1
            playback.observe(tick)
            emit(tick)
            caused.removeAll(keepingCapacity: true)
            progress = playback.resume(on: &simulator, into: &caused)
            emit(caused)
            summary.peakRetainedEvents = max(summary.peakRetainedEvents, playback.retainedEventCount)
            observe(simulator)
        }
        guard case .finished(let failure) = progress else { preconditionFailure("a playback ends finished") }
        summary.failure = failure
        summary.milliseconds = simulator.time * 1000
        return summary
    }
}
