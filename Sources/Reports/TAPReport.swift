import Foundation
import Platform
import Simulation
import Specs
import Wire
import WireFormat

/// A run's results as TAP version 13, for `prove` and other TAP consumers: a plan, one test point per
/// scenario file, and a YAML block under each failure with the step, time, expected and actual.
public enum TAPReport {
    /// The report's text. - Complexity: O(total size of the results).
    public static func text(_ results: [ScenarioResult]) -> String {
        var text = "TAP version 13\n1..\(results.count)\n"
        for (index, result) in results.enumerated() {
            let number = index + 1
            let title = TerminalText.escaped("\(result.name) (\(result.file))").replacingOccurrences(
                of: "#", with: "\\#")
            switch result.verdict {
            case .passed:
                text += "ok \(number) - \(title)\n"
            case .failed(let failure):
                text += "not ok \(number) - \(title)\n"
                text += block([
                    ("message", failure.description), ("severity", "fail"), ("step", String(failure.step)),
                    ("name", failure.name), ("line", failure.line.map(String.init)),
                    ("at", "\(ExpectedValue.number((failure.milliseconds * 1000).rounded() / 1000)) ms"),
                    ("expected", failure.expected), ("actual", failure.actual),
                ])
            case .transcriptDiffers(let mismatch):
                text += "not ok \(number) - \(title)\n"
                text += block([("message", mismatch.summary), ("severity", "fail"), ("golden", mismatch.golden)])
            case .badInput(let error):
                text += "not ok \(number) - \(title)\n"
                text += block([
                    ("message", error.description), ("severity", "fail"), ("file", error.file),
                    ("line", error.line.map(String.init)), ("path", error.path.isEmpty ? nil : error.path),
                ])
            }
        }
        return text
    }

    /// A YAML diagnostic block, two spaces in; every value a JSON string, which YAML reads as is.
    private static func block(_ entries: [(key: String, value: String?)]) -> String {
        var text = "  ---\n"
        for (key, value) in entries {
            guard let value else { continue }
            text += "  \(key): \(JSONValue.string(value).canonical)\n"
        }
        return text + "  ...\n"
    }
}
