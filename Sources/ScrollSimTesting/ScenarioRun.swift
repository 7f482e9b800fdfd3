import EventEncoding
import Simulation
import Specs

/// A scenario file played to its end on the virtual clock, as `scrollsim run` plays it: its events and
/// transcript, or the step that failed.
///
/// ```swift
/// let run = try ScenarioRun(file: "Scenarios/impressions.yaml")
/// #expect(run.events.contains { $0.name == "viewable" })
/// ```
public struct ScenarioRun: Sendable {
    /// The scenario's name.
    ///
    /// ```swift
    /// #expect(run.name == "impressions")
    /// ```
    public var name: String
    /// Every event, in order, `didScroll` included.
    ///
    /// ```swift
    /// #expect(run.events.contains { $0.name == "viewable" })
    /// ```
    public var events: [ScrollEvent]
    /// The transcript, `didScroll` left out: what `scrollsim run` prints and a golden holds.
    ///
    /// ```swift
    /// let golden = try String(contentsOfFile: "Scenarios/Transcripts/impressions.ndjson", encoding: .utf8)
    /// #expect(run.transcript == golden)
    /// ```
    public var transcript: String
    /// Virtual time at the end, in milliseconds.
    ///
    /// ```swift
    /// print(run.milliseconds)
    /// ```
    public var milliseconds: Double

    /// Plays the scenario at `path` (`.yaml`, `.yml` or `.json`).
    /// - Throws: ``ScrollSimFailure`` for a file that does not read or check, or for the first step that
    ///   fails, with its line.
    ///
    /// ```swift
    /// let run = try ScenarioRun(file: "Scenarios/impressions.yaml")
    /// ```
    public init(file path: String) throws(ScrollSimFailure) {
        let scenario: Scenario
        do { scenario = try SpecFile.loadScenario(path: path) } catch { throw ScrollSim.refused(error) }
        try self.init(scenario)
    }

    /// Plays a scenario given as YAML (or JSON) text; `name` names it where the text does not.
    ///
    /// ```swift
    /// let run = try ScenarioRun(yaml: scenarioText, name: "fling")
    /// #expect(run.name == "fling")
    /// ```
    public init(yaml: String, name: String = "scenario") throws(ScrollSimFailure) {
        let scenario: Scenario
        do { scenario = try SpecFile.decodeScenario(yaml, file: name, name: name) } catch {
            throw ScrollSim.refused(error)
        }
        try self.init(scenario)
    }

    private init(_ scenario: Scenario) throws(ScrollSimFailure) {
        let outcome = ScenarioRunner.run(scenario)
        let transcript = Transcript.text(outcome.events)
        if let failure = outcome.failure {
            throw ScrollSimFailure(
                expected:
                    "\(failure.expected) (step \(failure.step), \(failure.name)\(failure.line.map { ", line \($0)" } ?? ""))",
                actual: failure.actual,
                milliseconds: failure.milliseconds,
                lastEvents: transcript.split(separator: "\n").suffix(ScrollSim.linesShown).map(String.init))
        }
        name = scenario.name
        events = outcome.events.map(ScrollEvent.init)
        self.transcript = transcript
        milliseconds = outcome.milliseconds
    }
}
