import EventEncoding
import LayoutCore
import Simulation
import WireFormat

/// Expectations about events, each a step: time passes until the expectation holds or its window closes.
extension ScrollSim {
    /// Where the window of ``ScrollSim/expectEvent(_:within:from:)`` begins.
    ///
    /// ```swift
    /// try sim.expectEvent(.viewable(item: [0, 2]), within: .seconds(1), from: .now)
    /// ```
    public enum WindowStart: Hashable, Sendable {
        /// Where the step before began, as a scenario's `expectEvent` counts: after a gesture, where the
        /// gesture began; after ``ScrollSim/advance(by:)``, ``ScrollSim/runUntilIdle(view:limit:)`` or
        /// another `expectEvent`, where that step began (not where it ended). Events already recorded from
        /// that tick on count.
        ///
        /// ```swift
        /// try sim.expectEvent(.viewable(item: [0, 0]), within: .seconds(1), from: .previousStep)
        /// ```
        case previousStep
        /// The clock now: only the events that happen after the call count.
        ///
        /// ```swift
        /// try sim.expectEvent(.viewable(item: [0, 2]), within: .seconds(1), from: .now)
        /// ```
        case now
    }

    /// Waits until an event `pattern` describes has happened within `within` of the window's start,
    /// ticking as needed, and returns the first such event.
    ///
    /// The window begins, by default (`.previousStep`), where the step before this one began, even when
    /// that step was another `expectEvent`, an ``advance(by:)`` or a ``runUntilIdle(view:limit:)``: two
    /// `expectEvent` calls in a row both count from where the first began. Pass `from: .now` to count from
    /// the clock now instead.
    ///
    /// ```swift
    /// try sim.advance(by: .milliseconds(600))
    /// // From 0 ms, where `advance` began: card 0 is viewable at 1,000 ms.
    /// try sim.expectEvent(.viewable(item: [0, 0]), within: .seconds(1))
    /// // From 600 ms, where the `expectEvent` before began: card 1 is viewable at 1,000 ms too.
    /// try sim.expectEvent(.viewable(item: [0, 1]), within: .milliseconds(400))
    /// try sim.scrollTo([0, 400])
    /// // From now (1,000 ms): card 2, on screen since now, is viewable at 2,000 ms.
    /// try sim.expectEvent(.viewable(item: [0, 2]), within: .seconds(1), from: .now)
    /// ```
    /// - Throws: ``ScrollSimFailure`` with the window, the events of that name it saw (the nearest first,
    ///   each with its time and the fields that differ) and the transcript's last lines, when the window
    ///   closes without one.
    @discardableResult
    public func expectEvent(_ pattern: EventPattern, within: Duration = .zero, from start: WindowStart = .previousStep)
        throws(ScrollSimFailure) -> ScrollEvent
    {
        checkNotMidStep("expect an event")
        let stepStart = simulator.tick
        let begin = start == .now ? clockMilliseconds : Double(previousStepTick) / simulator.tickHz * 1000
        let end = begin + (try bounded(within))
        let expectation = pattern.expectation(within: end - begin)
        let first = start == .now ? recorded.count : firstRecorded(fromTick: previousStepTick)
        var next = first
        let hooks = self.hooks
        while true {
            while next < recorded.count {
                let event = recorded[next]
                next += 1
                if event.milliseconds <= end + 1e-9, expectation.isMatched(by: event) {
                    previousStepTick = stepStart
                    return ScrollEvent(event)
                }
            }
            guard clockMilliseconds < end - 1e-9 else { break }
            tick(before: end, hooks)
        }
        let (expected, actual) = expectation.failure(seen: Array(recorded[first...]), from: begin, to: end)
        throw failure(expected: expected, actual: actual)
    }

    /// Lets `duration` pass and checks that no event `pattern` describes happens in it (from now).
    /// - Throws: ``ScrollSimFailure`` naming the first that did, and when.
    ///
    /// ```swift
    /// try sim.expectNoEvent(.viewable(item: [0, 2]), during: .seconds(2))
    /// ```
    public func expectNoEvent(_ pattern: EventPattern, during duration: Duration) throws(ScrollSimFailure) {
        checkNotMidStep("expect no event")
        let stepStart = simulator.tick
        let end = clockMilliseconds + (try bounded(duration))
        let expectation = pattern.expectation(within: 0)
        var next = recorded.count
        let hooks = self.hooks
        while clockMilliseconds < end - 1e-9 {
            tick(before: end, hooks)
            while next < recorded.count {
                let event = recorded[next]
                next += 1
                if expectation.isMatched(by: event) {
                    throw failure(
                        expected: "no \(pattern) until \(EventValue.number(end)) ms", actual: EventEncoder.encode(event)
                    )
                }
            }
        }
        previousStepTick = stepStart
    }

    /// The events matching `pattern` so far, in order.
    ///
    /// ```swift
    /// #expect(sim.events(matching: .willDisplay()).count == 2)
    /// ```
    public func events(matching pattern: EventPattern) -> [ScrollEvent] {
        let expectation = pattern.expectation(within: 0)
        return recorded.filter(expectation.isMatched).map(ScrollEvent.init)
    }

    /// The index of the first recorded event on or after `tick`. - Complexity: O(log events).
    private func firstRecorded(fromTick tick: Int) -> Int {
        recorded.partitionPoint { $0.tick >= tick }
    }
}
