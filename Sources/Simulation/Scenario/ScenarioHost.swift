/// Scenarios played on a shared simulator, as the daemon plays them: each started with its views, fed
/// every tick's events, its due steps run, and, when it ends, reported (and played again from the start
/// when it repeats). Pure: the daemon renders what it returns and owns nothing of the runs but their owners'
/// numbers.
public struct ScenarioHost: Sendable {
    /// One scenario being played.
    public struct Run: Sendable {
        public let number: Int
        var playback: ScenarioPlayback
        /// The connection whose closing cancels it; nil when detached or from the config.
        public let owner: Int?
        /// Played again from the start when it ends (the config's `play`).
        public let repeats: Bool

        public var scenario: Scenario { playback.scenario }
    }

    /// What a run's end reports, with the `seq` issued for it when it ended (after the events of its last
    /// steps, before those of a repeat's restart).
    public struct Ended: Hashable, Sendable {
        public var scenario: String
        public var run: Int
        public var failure: ScenarioFailure?
        public var seq: Int
    }

    /// What the host produced, in order: events of the simulator, and ends between them.
    public enum Output: Hashable, Sendable {
        case events([Event])
        case ended(Ended)
    }

    public private(set) var runs: [Run] = []
    private var nextNumber = 1

    public init() {}

    /// Starts `scenario`: creates its views on `simulator` and runs its first steps. Returns the run's
    /// number and what it produced (an end too, when it is over at once). The caller checks the views'
    /// ids and the limits first. - Complexity: what its views and first steps cost.
    public mutating func start(
        _ scenario: Scenario, owner: Int?, repeats: Bool, on simulator: inout Simulator
    ) -> (number: Int, outputs: [Output]) {
        var outputs: [Output] = []
        let (playback, progress) = Self.startPlayback(scenario, on: &simulator, into: &outputs)
        let number = nextNumber
        nextNumber += 1
        runs.append(Run(number: number, playback: playback, owner: owner, repeats: repeats))
        if case .finished(let failure) = progress {
            finish(at: runs.count - 1, failure, on: &simulator, into: &outputs)
        }
        return (number, outputs)
    }

    /// Feeds a tick's `events` to every run and runs the steps due now, in the order the runs started.
    /// - Complexity: O(runs) plus what their steps cost.
    public mutating func advance(observing events: [Event], on simulator: inout Simulator) -> [Output] {
        var outputs: [Output] = []
        var index = 0
        while index < runs.count {
            runs[index].playback.observe(events)
            var caused: [Event] = []
            let progress = runs[index].playback.resume(on: &simulator, into: &caused)
            if !caused.isEmpty { outputs.append(.events(caused)) }
            if case .finished(let failure) = progress {
                if finish(at: index, failure, on: &simulator, into: &outputs) { index += 1 }
            } else {
                index += 1
            }
        }
        return outputs
    }

    /// Cancels the runs `owner` started (its connection closed), without an end.
    public mutating func cancelRuns(of owner: Int) {
        runs.removeAll { $0.owner == owner }
    }

    /// Reports the end of the run at `index`; a repeating run's views are destroyed and it starts again.
    /// - Returns: whether a run is still at `index`.
    @discardableResult
    private mutating func finish(
        at index: Int, _ failure: ScenarioFailure?, on simulator: inout Simulator, into outputs: inout [Output]
    ) -> Bool {
        let run = runs.remove(at: index)
        outputs.append(
            .ended(Ended(scenario: run.scenario.name, run: run.number, failure: failure, seq: simulator.issueSeq())))
        guard run.repeats else { return false }
        for (id, _) in run.scenario.views {
            guard let ended = try? simulator.destroyView(id) else { continue }
            if !ended.isEmpty { outputs.append(.events(ended)) }
        }
        let (playback, _) = Self.startPlayback(run.scenario, on: &simulator, into: &outputs)
        runs.insert(Run(number: run.number, playback: playback, owner: nil, repeats: true), at: index)
        return true
    }

    /// A new playback of `scenario`, its views created and its first steps run.
    private static func startPlayback(
        _ scenario: Scenario, on simulator: inout Simulator, into outputs: inout [Output]
    ) -> (ScenarioPlayback, ScenarioPlayback.Progress) {
        var playback = ScenarioPlayback(scenario)
        var events: [Event] = []
        let progress = playback.start(on: &simulator, into: &events)
        if !events.isEmpty { outputs.append(.events(events)) }
        return (playback, progress)
    }
}
