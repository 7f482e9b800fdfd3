import LayoutCore
import Platform

/// A scripted scroll with expectations, checked before it runs: every view it names
/// exists, every duration and wait is within limits.
public struct Scenario: Sendable {
    public var name: String
    /// Ticks per second; `scrollsim run --tick-hz` overrides it.
    public var tickHz: Double
    /// The longest a `wait`, a `waitUntil` or an `expectEvent` window may last, in milliseconds.
    public var maxWait: Double
    public var views: [(id: String, spec: ViewSpec)]
    public var steps: [ScenarioStep]

    public static let defaultTickHz = 120.0
    public static let defaultMaxWait = 60_000.0

    public init(
        name: String, tickHz: Double = Scenario.defaultTickHz, maxWait: Double = Scenario.defaultMaxWait,
        views: [(id: String, spec: ViewSpec)], steps: [ScenarioStep]
    ) {
        self.name = name
        self.tickHz = tickHz
        self.maxWait = maxWait
        self.views = views
        self.steps = steps
    }
}

/// One step and where it was written.
public struct ScenarioStep: Hashable, Sendable {
    public var action: StepAction
    /// The step's line in its file, when known.
    public var line: Int?

    public init(_ action: StepAction, line: Int? = nil) {
        self.action = action
        self.line = line
    }
}

/// What a step does.
public enum StepAction: Hashable, Sendable {
    /// A command; a drag's step lasts until the finger lifts.
    case command(Command)
    case wait(milliseconds: Double)
    /// Until the view (or every view) is at rest.
    case waitUntilIdle(view: String?)
    case expect(StateExpectation)
    case expectEvent(EventExpectation)

    /// The step's name as a scenario file writes it.
    public var name: String {
        switch self {
        case .command(let command): return command.name.rawValue
        case .wait: return "wait"
        case .waitUntilIdle: return "waitUntil"
        case .expect: return "expect"
        case .expectEvent: return "expectEvent"
        }
    }
}

/// `expect`: the state of a view at that moment.
public struct StateExpectation: Hashable, Sendable {
    public var view: String
    public var contentOffset: Point?
    /// How far the offset may be from the expected one, per axis, in points.
    public var tolerance: Double
    /// The displayed cells, exactly, in any order.
    public var visible: [IndexPath]?
    public var phase: ScrollPhase?
    /// The layout's item in focus (the LNZ family's `currentInFocus`).
    public var focus: IndexPath?

    public init(
        view: String, contentOffset: Point? = nil, tolerance: Double = 0.5, visible: [IndexPath]? = nil,
        phase: ScrollPhase? = nil, focus: IndexPath? = nil
    ) {
        self.view = view
        self.contentOffset = contentOffset
        self.tolerance = tolerance
        self.visible = visible
        self.phase = phase
        self.focus = focus
    }
}

/// `expectEvent`: an event with these fields happened within `within` milliseconds after the previous
/// step began.
public struct EventExpectation: Hashable, Sendable {
    public var event: String
    public var view: String?
    public var within: Double
    /// Field name → expected value, as the event's JSON writes it; numbers compare within 0.5.
    public var fields: [String: ExpectedValue]

    public init(event: String, view: String? = nil, within: Double, fields: [String: ExpectedValue] = [:]) {
        self.event = event
        self.view = view
        self.within = within
        self.fields = fields
    }
}

/// A value an event field is expected to have.
public indirect enum ExpectedValue: Hashable, Sendable, CustomStringConvertible {
    case number(Double)
    case string(String)
    case bool(Bool)
    case null
    case list([ExpectedValue])

    /// As the transcript writes it: a number rounded to three decimals (`1999.9999999999998` is 2000); a
    /// string in quotes, its control characters escaped (`TerminalText`).
    public var description: String {
        switch self {
        case .number(let value):
            let rounded = abs(value) < 1e15 ? (value * 1000).rounded() / 1000 : value
            return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int64(rounded)) : String(rounded)
        case .string(let value): return "\"\(TerminalText.escaped(value))\""
        case .bool(let value): return String(value)
        case .null: return "null"
        case .list(let values): return "[" + values.map(\.description).joined(separator: ", ") + "]"
        }
    }
}
