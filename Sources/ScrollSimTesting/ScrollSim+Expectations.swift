import LayoutCore
import Simulation
import Wire
import WireFormat

/// Expectations about events, each a step: the window of an expectation begins where the previous step
/// began (a gesture, a wait), as a scenario's `expectEvent` does, and time passes until it holds or the
/// window closes.
extension ScrollSim {
    /// Waits until an event `pattern` describes has happened within `within` of the previous step's
    /// beginning, ticking as needed, and returns the first such event. - Throws: ``ScrollSimFailure``
    /// with the window, the events of that name it saw (the nearest first, each with its time and the
    /// fields that differ) and the transcript's last lines, when the window closes without one.
    @discardableResult
    public func expectEvent(_ pattern: EventPattern, within: Duration = .zero) throws(ScrollSimFailure)
        -> ScrollEvent
    {
        let stepStart = simulator.tick
        let start = Double(previousStepTick) / simulator.tickHz * 1000
        let end = start + (try bounded(within))
        let expectation = pattern.expectation(within: end - start)
        let first = firstRecorded(fromTick: previousStepTick)
        var next = first
        while true {
            while next < recorded.count {
                let event = recorded[next]
                next += 1
                if event.milliseconds <= end + 1e-9, expectation.isMatched(by: event) {
                    previousStepTick = stepStart
                    return ScrollEvent(event)
                }
            }
            guard milliseconds < end - 1e-9 else { break }
            tick(before: end)
        }
        let (expected, actual) = expectation.failure(seen: Array(recorded[first...]), from: start, to: end)
        throw failure(expected: expected, actual: actual)
    }

    /// Lets `duration` pass and checks that no event `pattern` describes happens in it (from now).
    /// - Throws: ``ScrollSimFailure`` naming the first that did, and when.
    public func expectNoEvent(_ pattern: EventPattern, during duration: Duration) throws(ScrollSimFailure) {
        let stepStart = simulator.tick
        let end = milliseconds + (try bounded(duration))
        let expectation = pattern.expectation(within: 0)
        var next = recorded.count
        while milliseconds < end - 1e-9 {
            tick(before: end)
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
    public func events(matching pattern: EventPattern) -> [ScrollEvent] {
        let expectation = pattern.expectation(within: 0)
        return recorded.filter(expectation.isMatched).map(ScrollEvent.init)
    }

    /// The index of the first recorded event on or after `tick`. - Complexity: O(log events).
    private func firstRecorded(fromTick tick: Int) -> Int {
        recorded.partitionPoint { $0.tick >= tick }
    }
}
