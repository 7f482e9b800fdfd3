import Simulation

/// Why a step of a ``ScrollSim`` did not do what the test asked: an expectation that did not hold, a
/// spec refused, a command the view cannot take, a golden transcript that differs. Thrown, so a
/// swift-testing or XCTest test that `try`s the step fails with this text.
public struct ScrollSimFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// What the test asked for.
    public var expected: String
    /// What happened instead.
    public var actual: String
    /// The virtual clock when the step gave up, in milliseconds.
    public var milliseconds: Double
    /// The last lines of the transcript before the failure (NDJSON, `didScroll` left out), oldest first.
    public var lastEvents: [String]

    public init(expected: String, actual: String, milliseconds: Double, lastEvents: [String] = []) {
        self.expected = expected
        self.actual = actual
        self.milliseconds = milliseconds
        self.lastEvents = lastEvents
    }

    public var description: String {
        let time = EventValue.number(milliseconds).description
        var text = "at \(time) ms: expected \(expected), got \(actual)"
        if !lastEvents.isEmpty {
            text += "\nthe transcript's last \(lastEvents.count) events:\n" + lastEvents.joined(separator: "\n")
        }
        return text
    }
}
