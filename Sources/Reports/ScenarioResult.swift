import Simulation
import Specs
import Wire

/// How one scenario file of a `scrollsim run` ended: what the JUnit and TAP reports are written from.
public struct ScenarioResult: Sendable {
    /// What happened to the file.
    public enum Verdict: Sendable {
        /// Every expectation held and the transcript matched its golden file (when checked).
        case passed
        /// An expectation failed; the run stopped there.
        case failed(ScenarioFailure)
        /// The transcript differs from its golden file.
        case transcriptDiffers(TranscriptMismatch)
        /// The file is bad input (the error names its file, line and key path); it did not run, the run's
        /// other files did.
        case badInput(InputError)
    }

    /// The path as given on the command line.
    public var file: String
    /// The scenario's name; the file's name without its extension when the file could not be read.
    public var name: String
    public var verdict: Verdict
    public var steps: Int
    /// Every event, `didScroll` included.
    public var events: Int
    /// Simulated time, in milliseconds.
    public var simulatedMilliseconds: Double
    /// Wall-clock time the run took, in seconds.
    public var seconds: Double
    /// The transcript's last lines up to a failed expectation (at most `ScenarioResult.contextLines`).
    public var context: [Substring]

    /// How many transcript lines a failure carries for context.
    public static let contextLines = 20

    public init(
        file: String, name: String, verdict: Verdict, steps: Int = 0, events: Int = 0,
        simulatedMilliseconds: Double = 0, seconds: Double = 0, context: [Substring] = []
    ) {
        self.file = file
        self.name = name
        self.verdict = verdict
        self.steps = steps
        self.events = events
        self.simulatedMilliseconds = simulatedMilliseconds
        self.seconds = seconds
        self.context = context
    }

    /// Whether the scenario ran and passed.
    public var passed: Bool {
        if case .passed = verdict { return true }
        return false
    }
}

/// A transcript that differs from its golden file.
public struct TranscriptMismatch: Sendable {
    /// The golden file's path.
    public var golden: String
    /// Where they first differ: `line 12: expected …, got …`, or that the golden file is missing.
    public var summary: String
    /// A unified diff of golden → actual; empty when the golden file is missing.
    public var diff: String

    public init(golden: String, summary: String, diff: String) {
        self.golden = golden
        self.summary = summary
        self.diff = diff
    }
}
