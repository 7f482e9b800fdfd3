import LayoutCore
import Platform

/// `expect`: a view's state compared with what the step says.
enum StateCheck {
    struct Mismatch: Hashable, Sendable {
        var expected: String
        var actual: String
    }

    /// Whether a held step is over, and how it failed if its limit passed.
    enum Outcome {
        case waiting
        case finished(Mismatch?)
    }

    /// The first difference between the expectation and the view's state; nil when it holds.
    static func compare(_ expectation: StateExpectation, _ state: ViewState?) -> Mismatch? {
        guard let state else {
            return Mismatch(expected: "view \"\(TerminalText.escaped(expectation.view))\"", actual: "no such view")
        }
        if let offset = expectation.contentOffset {
            let actual = state.contentOffset
            if abs(actual.x - offset.x) > expectation.tolerance || abs(actual.y - offset.y) > expectation.tolerance {
                return Mismatch(
                    expected: "contentOffset \(show(offset)) ± \(ExpectedValue.number(expectation.tolerance))",
                    actual: "contentOffset \(show(actual))")
            }
        }
        if let phase = expectation.phase, phase != state.phase {
            return Mismatch(expected: "phase \(phase.rawValue)", actual: "phase \(state.phase.rawValue)")
        }
        if let visible = expectation.visible, visible.sorted() != state.visibleCells {
            return Mismatch(
                expected: "visible \(show(visible.sorted()))", actual: "visible \(show(state.visibleCells))")
        }
        if let focus = expectation.focus, focus != state.focus {
            return Mismatch(
                expected: "focus \(show(focus))", actual: "focus \(state.focus.map(show) ?? "none")")
        }
        return nil
    }

    private static func show(_ point: Point) -> String {
        ExpectedValue.list([.number(point.x), .number(point.y)]).description
    }

    private static func show(_ path: IndexPath) -> String { "[\(path.section), \(path.item)]" }

    private static func show(_ paths: [IndexPath]) -> String {
        "[" + paths.map(show).joined(separator: ", ") + "]"
    }
}

/// `expectEvent`: whether an event matches, and what to say when none did.
enum EventMatch {
    static func matches(_ event: Event, _ expectation: EventExpectation) -> Bool {
        concerns(event, expectation) && expectation.fieldsMatch(event.fields)
    }

    /// Whether `event` has the name and view `expectation` looks for, its fields aside.
    static func concerns(_ event: Event, _ expectation: EventExpectation) -> Bool {
        event.name == expectation.event && (expectation.view.map { $0 == event.view } ?? true)
    }

    /// How many of the events of the expected name a failure describes.
    static let candidatesShown = 3

    /// The failure of a window, `[start, end]` ms, that closed: the window, then the events of the expected
    /// name and view it saw (those matching but too late first), each with its time and the fields the
    /// expectation names, and what kept it from matching.
    static func mismatch(
        _ expectation: EventExpectation, seen window: [Event], from start: Double, to end: Double
    ) -> StateCheck.Mismatch {
        let seen = window.filter { concerns($0, expectation) }
        return mismatch(
            expectation, seen: seen.count, late: seen.filter { matches($0, expectation) },
            differing: seen.filter { !matches($0, expectation) }, from: start, to: end)
    }

    /// The same from what a window kept: the count of events of the expected name and view it saw, and the
    /// first of them that matched too late and that differ (`candidatesShown` of each suffice).
    static func mismatch(
        _ expectation: EventExpectation, seen count: Int, late: [Event], differing: [Event], from start: Double,
        to end: Double
    ) -> StateCheck.Mismatch {
        let within = ExpectedValue.number(expectation.within)
        let expected =
            "\(describe(expectation.event, expectation.fields)) within \(within) ms, in [\(time(start)), \(time(end))] ms"
        guard count > 0 else {
            return StateCheck.Mismatch(expected: expected, actual: "no \(expectation.event) event")
        }
        let shown = (late + differing).prefix(candidatesShown)
        let described = shown.map { candidate(in: $0, expectation) }.joined(separator: "; ")
        let more = count > shown.count ? "; \(count - shown.count) more" : ""
        return StateCheck.Mismatch(
            expected: expected, actual: "\(count) \(expectation.event) event(s): \(described)\(more)")
    }

    /// One event of the expected name: when, the fields the expectation names, and why it did not count.
    private static func candidate(in event: Event, _ expectation: EventExpectation) -> String {
        let fields = event.fields
        let keys = expectation.fields.keys.sorted()
        let shown = keys.map { "\($0) \(fields[$0].map(\.description) ?? "absent")" }
        let differing = keys.filter { key in !(fields[key].map { expectation.fields[key]!.matches($0) } ?? false) }
        let verdict =
            differing.isEmpty ? "matches, after the window" : "differs in \(differing.joined(separator: ", "))"
        return (["at \(time(event.milliseconds)) ms"] + shown).joined(separator: ", ") + " (\(verdict))"
    }

    /// Milliseconds as the transcript prints them, to the microsecond.
    private static func time(_ milliseconds: Double) -> String { ExpectedValue.number(milliseconds).description }

    private static func describe(_ name: String, _ fields: [String: ExpectedValue]) -> String {
        ([name] + fields.keys.sorted().map { "\($0) \(fields[$0]!)" }).joined(separator: ", ")
    }
}

extension EventExpectation {
    /// Whether `event` is one this expectation looks for: its name, its view when one is named, and every
    /// named field (numbers within 0.5).
    public func isMatched(by event: Event) -> Bool { EventMatch.matches(event, self) }

    /// Whether an event named `name`, of `view`, with `fields` (by their wire names) is one this
    /// expectation looks for.
    public func isMatched(name: String, view: String, fields: [String: ExpectedValue]) -> Bool {
        name == event && (self.view.map { $0 == view } ?? true) && fieldsMatch(fields)
    }

    /// Whether `fields` (by their wire names) hold every field this expectation names, as it expects.
    func fieldsMatch(_ fields: [String: ExpectedValue]) -> Bool {
        self.fields.allSatisfy { key, expected in fields[key].map { expected.matches($0) } ?? false }
    }

    /// What a window `[start, end]` ms that closed without a match expected and saw: the window, then
    /// the events of the expected name it saw, each with its time and why it did not count.
    public func failure(seen window: [Event], from start: Double, to end: Double) -> (expected: String, actual: String)
    {
        let mismatch = EventMatch.mismatch(self, seen: window, from: start, to: end)
        return (mismatch.expected, mismatch.actual)
    }
}

/// The first expectation of a scenario that did not hold.
public struct ScenarioFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// 1-based step number.
    public var step: Int
    public var name: String
    public var line: Int?
    /// When it failed, in milliseconds.
    public var milliseconds: Double
    public var expected: String
    public var actual: String

    public init(step: Int, name: String, line: Int?, milliseconds: Double, expected: String, actual: String) {
        self.step = step
        self.name = name
        self.line = line
        self.milliseconds = milliseconds
        self.expected = expected
        self.actual = actual
    }

    public var description: String {
        let place = line.map { "line \($0), " } ?? ""
        let time = ExpectedValue.number((milliseconds * 1000).rounded() / 1000)
        return "\(place)step \(step) (\(name)) at \(time) ms: expected \(expected), got \(actual)"
    }
}
