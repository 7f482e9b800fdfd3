import LayoutCore

/// Plays a scenario on the virtual clock: steps in order, ticks only where a step takes time, every event
/// kept. Deterministic: the same scenario at the same tick rate gives the same events.
public struct ScenarioRunner {
    /// What a run produced.
    public struct Outcome: Sendable {
        /// Every event, `didScroll` included, in order.
        public var events: [Event]
        /// The first expectation that failed, if any; the run stops there.
        public var failure: ScenarioFailure?
        /// Simulated time at the end, in milliseconds.
        public var milliseconds: Double
    }

    let scenario: Scenario
    var simulator: Simulator
    var events: [Event] = []
    /// Where the previous step began: `expectEvent` windows start there.
    var previousStepTick = 0

    public init(_ scenario: Scenario, tickHz: Double? = nil) {
        self.scenario = scenario
        simulator = Simulator(tickHz: tickHz ?? scenario.tickHz)
    }

    /// Runs every step. - Complexity: O(ticks × views) plus the layouts' queries.
    public static func run(_ scenario: Scenario, tickHz: Double? = nil) -> Outcome {
        var runner = ScenarioRunner(scenario, tickHz: tickHz)
        let failure = runner.runAll()
        return Outcome(events: runner.events, failure: failure, milliseconds: runner.simulator.time * 1000)
    }

    private mutating func runAll() -> ScenarioFailure? {
        for (id, spec) in scenario.views {
            do {
                events += try simulator.createView(spec, id: id)
            } catch {
                return failure(at: nil, step: 0, expected: "view \"\(id)\" created", actual: error.message)
            }
        }
        for (index, step) in scenario.steps.enumerated() {
            let startTick = simulator.tick
            if let failure = run(step, number: index + 1) { return failure }
            previousStepTick = startTick
        }
        return nil
    }

    private mutating func run(_ step: ScenarioStep, number: Int) -> ScenarioFailure? {
        switch step.action {
        case .command(let command):
            do {
                events += try simulator.apply(command)
            } catch {
                return failure(at: step, step: number, expected: "\(step.action.name) to apply", actual: error.message)
            }
            if case .drag(let view, _) = command {
                while simulator.isTouching(view) { tick() }
            }
        case .wait(let milliseconds):
            let end = simulator.time * 1000 + milliseconds
            while simulator.time * 1000 < end - 1e-9 { tick() }
        case .waitUntilIdle(let view):
            let limit = simulator.time * 1000 + scenario.maxWait
            while !(view.map(simulator.isIdle) ?? simulator.isIdle) {
                guard simulator.time * 1000 < limit else {
                    return failure(
                        at: step, step: number, expected: "\(view.map { "view \"\($0)\"" } ?? "every view") idle",
                        actual: "still moving after \(Int(scenario.maxWait)) ms (the scenario's maxWait)")
                }
                tick()
            }
        case .expect(let expectation):
            return check(expectation, step: step, number: number)
        case .expectEvent(let expectation):
            return waitForEvent(expectation, step: step, number: number)
        }
        return nil
    }

    private mutating func tick() {
        events += simulator.step()
    }

    func failure(at step: ScenarioStep?, step number: Int, expected: String, actual: String) -> ScenarioFailure {
        ScenarioFailure(
            step: number, name: step?.action.name ?? "views", line: step?.line, milliseconds: simulator.time * 1000,
            expected: expected, actual: actual)
    }
}
