import Simulation

/// Why a step of a ``ScrollSim`` did not do what the test asked: an expectation that did not hold, a
/// spec refused, a command the view cannot take, a golden transcript that differs. Thrown, so a
/// swift-testing or XCTest test that `try`s the step fails with this text.
///
/// ```swift
/// let failure = try #require(throws: ScrollSimFailure.self) {
///     try sim.expectEvent(.viewable(item: [0, 0]), within: .milliseconds(999))
/// }
/// print(failure.expected, failure.actual, failure.lastEvents)
/// ```
public struct ScrollSimFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// What the test asked for.
    ///
    /// ```swift
    /// #expect(failure.expected.contains("in [0, 999] ms"))
    /// ```
    public var expected: String
    /// What happened instead.
    ///
    /// ```swift
    /// #expect(failure.actual.contains("after the window"))
    /// ```
    public var actual: String
    /// The virtual clock when the step gave up, in milliseconds.
    ///
    /// ```swift
    /// #expect(failure.milliseconds == 1000)
    /// ```
    public var milliseconds: Double
    /// The last lines of the transcript before the failure (NDJSON, `didScroll` left out), oldest first.
    ///
    /// ```swift
    /// #expect(failure.lastEvents.last?.contains("viewable") == true)
    /// ```
    public var lastEvents: [String]

    /// A failure of a step of your own, reported as the library's are.
    ///
    /// ```swift
    /// throw ScrollSimFailure(expected: "card 3 focused", actual: "card 2 focused", milliseconds: sim.milliseconds)
    /// ```
    public init(expected: String, actual: String, milliseconds: Double, lastEvents: [String] = []) {
        self.expected = expected
        self.actual = actual
        self.milliseconds = milliseconds
        self.lastEvents = lastEvents
    }

    /// The failure as a test report shows it: the time, what was expected, what happened, the last events.
    ///
    /// ```swift
    /// print(failure)  // at 1000 ms: expected viewable, …
    /// ```
    public var description: String {
        let time = EventValue.number(milliseconds).description
        var text = "at \(time) ms: expected \(expected), got \(actual)"
        if !lastEvents.isEmpty {
            text += "\nthe transcript's last \(lastEvents.count) events:\n" + lastEvents.joined(separator: "\n")
        }
        return text
    }
}
