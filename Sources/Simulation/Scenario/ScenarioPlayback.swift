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
        case event(EventWindow)
    }

    public let scenario: Scenario
    private var nextStep = 0
    private var hold: (hold: Hold, step: ScenarioStep, number: Int)?
    /// The window of `steps[nextStep]` when it is an `expectEvent`: it starts where the step before it
    /// began, so it watches while that step runs.
    private var upcoming: EventWindow?
    /// The events of the latest tick observed, while an `expectEvent` is still to come: a window that
    /// starts at this tick takes those that came before it was opened.
    private var tickEvents: [Event] = []
    /// The index of the last `expectEvent` step; -1 when there is none.
    private let lastEventStep: Int
    /// How the playback ended, once it has.
    private var outcome: Progress?

    public init(_ scenario: Scenario) {
        self.scenario = scenario
        lastEventStep =
            scenario.steps.lastIndex { if case .expectEvent = $0.action { true } else { false } } ?? -1
    }

    /// How many events the playback holds for its `expectEvent` steps: those of the latest tick while an
    /// `expectEvent` is to come, and at most `2 × EventMatch.candidatesShown` per open window (two at most).
    /// It does not grow with the events observed. - Complexity: O(1).
    public var retainedEventCount: Int {
        var count = tickEvents.count + (upcoming?.retainedCount ?? 0)
        if case .event(let window) = hold?.hold { count += window.retainedCount }
        return count
    }

    /// Creates the scenario's views on `simulator`; their initial events are appended to `events`.
    public mutating func start(on simulator: inout Simulator, into events: inout [Event]) -> Progress {
        upcoming = window(forStep: 0, from: simulator.tick, tickHz: simulator.tickHz)
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
    /// - Complexity: O(events), each taken by at most the two open windows; none is kept beyond them and
    ///   the latest tick's.
    public mutating func observe(_ events: [Event]) {
        guard outcome == nil, !events.isEmpty else { return }
        if nextStep <= lastEventStep {
            // A batch is one tick's: the kept events are those of its tick.
            if tickEvents.first?.tick != events[0].tick { tickEvents.removeAll(keepingCapacity: true) }
            tickEvents += events
        }
        if upcoming != nil {
            for event in events { upcoming!.observe(event) }
        }
        if let held = hold, case .event(var window) = held.hold {
            hold = nil  // `window` alone holds its events while they change
            for event in events { window.observe(event) }
            hold = (.event(window), held.step, held.number)
        }
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
                    completeStep()
                }
            }
            guard nextStep < scenario.steps.count else { return finish(nil) }
            let step = scenario.steps[nextStep]
            let window = upcoming
            nextStep += 1
            upcoming = self.window(forStep: nextStep, from: simulator.tick, tickHz: simulator.tickHz)
            if let failure = begin(step, number: nextStep, window: window, on: &simulator, into: &events) {
                return finish(failure)
            }
            if hold == nil { completeStep() }
        }
    }

    /// How many of the next ticks surely need nothing of the playback when they bring no event: those
    /// before a `wait` or an unmatched `expectEvent` window can end; none while a touch or `waitUntil` holds
    /// it (they end with the views' motion) or before it started. - Complexity: O(1).
    public func quietTicks(on clock: ManualClock) -> Int {
        guard outcome == nil, let held = hold else { return 0 }
        switch held.hold {
        case .until(let end): return clock.ticksSurelyBefore(seconds: end / 1000)
        case .event(let window): return window.matched ? 0 : clock.ticksSurelyBefore(seconds: window.end / 1000)
        case .touch, .idle: return 0
        }
    }

    private mutating func finish(_ failure: ScenarioFailure?) -> Progress {
        outcome = .finished(failure)
        upcoming = nil
        tickEvents = []
        return .finished(failure)
    }

    private mutating func completeStep() {
        hold = nil
        if nextStep > lastEventStep { tickEvents = [] }
    }

    /// The window of step `index` when it is an `expectEvent`, starting at `tick` (where the step before it
    /// begins), with the events of that tick already observed. - Complexity: O(events of the tick).
    private func window(forStep index: Int, from tick: Int, tickHz: Double) -> EventWindow? {
        guard index < scenario.steps.count, case .expectEvent(let expectation) = scenario.steps[index].action else {
            return nil
        }
        var window = EventWindow(expectation, startTick: tick, tickHz: tickHz)
        for event in tickEvents { window.observe(event) }
        return window
    }

    /// Starts a step: applies a command or checks an expectation at once, or sets the hold that waits.
    private mutating func begin(
        _ step: ScenarioStep, number: Int, window: EventWindow?, on simulator: inout Simulator,
        into events: inout [Event]
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
            case .drag(let view, _, _), .swipe(let view, _, _): hold = (.touch(view: view), step, number)
            default: break
            }
        case .wait(let milliseconds):
            hold = (.until(milliseconds: now + milliseconds), step, number)
        case .waitUntilIdle(let view):
            hold = (.idle(view: view, limit: now + scenario.maxWait), step, number)
        case .expect(let expectation):
            if let mismatch = StateCheck.compare(expectation, simulator.state(of: expectation.view)) {
                return failure(at: step, step: number, expected: mismatch.expected, actual: mismatch.actual, simulator)
            }
        case .expectEvent:
            guard let window else { preconditionFailure("an expectEvent's window opens with the step before it") }
            hold = (.event(window), step, number)
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
        case .event(let window):
            if window.matched { return .finished(nil) }
            guard now >= window.end - 1e-9 else { return .waiting }
            return .finished(window.mismatch)
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
