import LayoutCore

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
        guard let state else { return Mismatch(expected: "view \"\(expectation.view)\"", actual: "no such view") }
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
        guard event.name == expectation.event, expectation.view.map({ $0 == event.view }) ?? true else { return false }
        let fields = event.fields
        return expectation.fields.allSatisfy { key, expected in fields[key].map { expected.matches($0) } ?? false }
    }

    /// The failure of a window that closed: the events of that name it saw, if any.
    static func mismatch(_ expectation: EventExpectation, seen window: [Event]) -> StateCheck.Mismatch {
        let seen = window.filter { event in
            event.name == expectation.event && (expectation.view.map { $0 == event.view } ?? true)
        }
        return StateCheck.Mismatch(
            expected:
                "\(describe(expectation.event, expectation.fields)) within \(ExpectedValue.number(expectation.within)) ms",
            actual: seen.first.map {
                "\(seen.count) such event(s), none matching; the first: \(describe($0.name, $0.fields))"
            } ?? "no \(expectation.event) event")
    }

    private static func describe(_ name: String, _ fields: [String: ExpectedValue]) -> String {
        ([name] + fields.keys.sorted().map { "\($0) \(fields[$0]!)" }).joined(separator: ", ")
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
