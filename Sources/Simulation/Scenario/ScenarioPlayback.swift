import LayoutCore

/// A scenario played step by step against a simulator that someone else ticks: `ScenarioRunner` on the
/// virtual clock, the daemon on its loop. Between ticks the driver calls `resume`, which runs every step
/// due at the current tick; after each tick it hands the tick's events to `observe`.
///
/// Steps run in order: a command applies at once (a drag's step lasts until the finger lifts), `wait`,
/// `waitUntil` and `expectEvent` hold the playback until their condition or limit, `expect` checks at once.
public struct ScenarioPlayback: Sendable {
    /// Where a playback stands after `resume`.
    public enum Progress: Hashable, Sendable {
        /// A step is waiting for time to pass.
        case waiting
        /// Every step ran, or one failed (the playback stops there).
        case finished(ScenarioFailure?)
    }

    /// A step that needs ticks before the next one may run.
    enum Hold: Sendable {
        case touch(view: String)
        case until(milliseconds: Double)
        case idle(view: String?, limit: Double)
        case event(EventExpectation, windowEnd: Double)
    }

    public let scenario: Scenario
    private var nextStep = 0
    private var hold: (hold: Hold, step: ScenarioStep, number: Int, startTick: Int)?
    /// Where the previous step began: `expectEvent` windows start there.
    private var previousStepTick = 0
    /// The events from `previousStepTick` on, for `expectEvent`.
    private(set) var recent: [Event] = []
    /// How the playback ended, once it has.
    private var outcome: Progress?

    public init(_ scenario: Scenario) {
        self.scenario = scenario
    }

    /// Creates the scenario's views on `simulator`; their initial events are appended to `events`.
    public mutating func start(on simulator: inout Simulator, into events: inout [Event]) -> Progress {
        previousStepTick = simulator.tick
        for (id, spec) in scenario.views {
            do {
                let created = try simulator.createView(spec, id: id)
                observe(created)
                events += created
            } catch {
                return finish(
                    failure(at: nil, step: 0, expected: "view \"\(id)\" created", actual: error.message, simulator))
            }
        }
        return resume(on: &simulator, into: &events)
    }

    /// Hands the playback the events of a tick (every view's; a scenario's `expectEvent` may watch any).
    public mutating func observe(_ events: [Event]) {
        recent += events
    }

    /// Runs the steps due at the simulator's current tick; events their commands cause are appended to
    /// `events` (and observed).
    public mutating func resume(on simulator: inout Simulator, into events: inout [Event]) -> Progress {
        if let outcome { return outcome }
        while true {
            if let held = hold {
                switch check(held.hold, simulator) {
                case .waiting: return .waiting
                case .finished(let failure?):
                    return finish(
                        self.failure(
                            at: held.step, step: held.number, expected: failure.expected, actual: failure.actual,
                            simulator))
                case .finished(nil):
                    completeStep(startedAt: held.startTick)
                }
            }
            guard nextStep < scenario.steps.count else { return finish(nil) }
            let step = scenario.steps[nextStep]
            nextStep += 1
            let startTick = simulator.tick
            if let failure = begin(step, number: nextStep, startTick: startTick, on: &simulator, into: &events) {
                return finish(failure)
            }
            if hold == nil { completeStep(startedAt: startTick) }
        }
    }

    private mutating func finish(_ failure: ScenarioFailure?) -> Progress {
        outcome = .finished(failure)
        recent = []
        return .finished(failure)
    }

    private mutating func completeStep(startedAt tick: Int) {
        hold = nil
        previousStepTick = tick
        if let first = recent.firstIndex(where: { $0.tick >= tick }) {
            recent.removeSubrange(..<first)
        } else {
            recent.removeAll(keepingCapacity: true)
        }
    }

    /// Starts a step: applies a command or checks an expectation at once, or sets the hold that waits.
    private mutating func begin(
        _ step: ScenarioStep, number: Int, startTick: Int, on simulator: inout Simulator, into events: inout [Event]
    ) -> ScenarioFailure? {
        let now = simulator.time * 1000
        switch step.action {
        case .command(let command):
            do {
                let caused = try simulator.apply(command)
                observe(caused)
                events += caused
            } catch {
                return failure(
                    at: step, step: number, expected: "\(step.action.name) to apply", actual: error.message, simulator)
            }
            switch command {
            case .drag(let view, _, _), .swipe(let view, _, _): hold = (.touch(view: view), step, number, startTick)
            default: break
            }
        case .wait(let milliseconds):
            hold = (.until(milliseconds: now + milliseconds), step, number, startTick)
        case .waitUntilIdle(let view):
            hold = (.idle(view: view, limit: now + scenario.maxWait), step, number, startTick)
        case .expect(let expectation):
            if let mismatch = StateCheck.compare(expectation, simulator.state(of: expectation.view)) {
                return failure(at: step, step: number, expected: mismatch.expected, actual: mismatch.actual, simulator)
            }
        case .expectEvent(let expectation):
            let windowEnd = Double(previousStepTick) / simulator.tickHz * 1000 + expectation.within
            hold = (.event(expectation, windowEnd: windowEnd), step, number, startTick)
        }
        return nil
    }

    /// Whether a hold is over: `.finished(nil)` when its condition holds, with a mismatch when its limit passed.
    private func check(_ hold: Hold, _ simulator: Simulator) -> StateCheck.Outcome {
        let now = simulator.time * 1000
        switch hold {
        case .touch(let view):
            return simulator.isTouching(view) ? .waiting : .finished(nil)
        case .until(let end):
            return now < end - 1e-9 ? .waiting : .finished(nil)
        case .idle(let view, let limit):
            if view.map(simulator.isIdle) ?? simulator.isIdle { return .finished(nil) }
            guard now < limit else {
                return .finished(
                    StateCheck.Mismatch(
                        expected: "\(view.map { "view \"\($0)\"" } ?? "every view") idle",
                        actual: "still moving after \(Int(scenario.maxWait)) ms (the scenario's maxWait)"))
            }
            return .waiting
        case .event(let expectation, let windowEnd):
            let window = recent.lazy.filter { $0.tick >= previousStepTick }
            if window.contains(where: { EventMatch.matches($0, expectation) && $0.milliseconds <= windowEnd + 1e-9 }) {
                return .finished(nil)
            }
            guard now >= windowEnd - 1e-9 else { return .waiting }
            let start = Double(previousStepTick) / simulator.tickHz * 1000
            return .finished(EventMatch.mismatch(expectation, seen: Array(window), from: start, to: windowEnd))
        }
    }

    private func failure(
        at step: ScenarioStep?, step number: Int, expected: String, actual: String, _ simulator: Simulator
    ) -> ScenarioFailure {
        ScenarioFailure(
            step: number, name: step?.action.name ?? "views", line: step?.line, milliseconds: simulator.time * 1000,
            expected: expected, actual: actual)
    }
}
