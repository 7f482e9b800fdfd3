import Simulation
import Specs
import Wire
import WireFormat

/// A run's results as JUnit XML, the format GitHub, GitLab and Jenkins show natively: one `testcase` per
/// scenario file in one `testsuite` named `scrollsim`; a failed expectation or a transcript that differs
/// from its golden file is a `failure`, a bad file an `error` with its file, line and key path.
public enum JUnitReport {
    /// The suite's name in every report `scrollsim run` writes.
    public static let suiteName = "scrollsim"

    /// The report's text. - Complexity: O(total size of the results).
    public static func xml(_ results: [ScenarioResult]) -> String {
        let suite = XMLNode(name: "testsuite", children: results.map(testcase))
        return document(suites: [counted(suite, name: suiteName)])
    }

    /// `<?xml …?>` and a `testsuites` element around `suites`, with the totals of their counts.
    static func document(suites: [XMLNode]) -> String {
        var root = XMLNode(name: "testsuites", children: suites)
        root.attributes = totals(of: suites.flatMap(\.children), name: suiteName)
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + root.xml()
    }

    /// The suite with its counts worked out from its test cases.
    static func counted(_ suite: XMLNode, name: String) -> XMLNode {
        var suite = suite
        suite.attributes = totals(of: suite.children, name: name)
        return suite
    }

    /// `name`, `tests`, `failures`, `errors`, `skipped` and `time` of a list of test cases.
    private static func totals(of cases: [XMLNode], name: String) -> [(name: String, value: String)] {
        let testcases = cases.filter { $0.name == "testcase" }
        func count(_ child: String) -> String {
            String(testcases.count { $0.children.contains { $0.name == child } })
        }
        let time = testcases.reduce(0.0) { $0 + (Double($1.attribute("time") ?? "") ?? 0) }
        return [
            ("name", name), ("tests", String(testcases.count)), ("failures", count("failure")),
            ("errors", count("error")), ("skipped", count("skipped")), ("time", XMLText.seconds(time)),
        ]
    }

    private static func testcase(_ result: ScenarioResult) -> XMLNode {
        var node = XMLNode(
            name: "testcase",
            attributes: [
                ("name", result.name), ("classname", className(result.file)), ("file", result.file),
                ("time", XMLText.seconds(result.seconds)),
            ])
        switch result.verdict {
        case .passed: break
        case .failed(let failure):
            node.children.append(
                XMLNode(
                    name: "failure",
                    attributes: [("message", failure.description), ("type", "expectation")],
                    text: details(failure)))
        case .transcriptDiffers(let mismatch):
            node.children.append(
                XMLNode(
                    name: "failure", attributes: [("message", mismatch.summary), ("type", "transcript")],
                    text: "golden: \(mismatch.golden)\n\(mismatch.summary)"))
        case .badInput(let error):
            node.children.append(
                XMLNode(
                    name: "error", attributes: [("message", error.description), ("type", "badInput")],
                    text: details(error)))
        }
        if let output = systemOut(result), !output.isEmpty {
            node.children.append(XMLNode(name: "system-out", text: output))
        }
        return node
    }

    /// The step, time, expected and actual of a failed expectation, one per line.
    static func details(_ failure: ScenarioFailure) -> String {
        let line = failure.line.map { ", line \($0)" } ?? ""
        return """
            step: \(failure.step) (\(failure.name)\(line))
            time: \(ExpectedValue.number((failure.milliseconds * 1000).rounded() / 1000)) ms
            expected: \(failure.expected)
            actual: \(failure.actual)
            """
    }

    /// Where a bad file is wrong, one item per line: its file, line and key path, and what is wrong.
    static func details(_ error: InputError) -> String {
        var lines = ["file: \(error.file ?? "-")"]
        if let line = error.line { lines.append("line: \(line)") }
        if !error.path.isEmpty { lines.append("path: \(error.path)") }
        lines.append("message: \(error.message)")
        return lines.joined(separator: "\n")
    }

    /// The diff of a transcript that differs, or the transcript's last lines before a failure.
    private static func systemOut(_ result: ScenarioResult) -> String? {
        switch result.verdict {
        case .transcriptDiffers(let mismatch): return mismatch.diff
        case .failed:
            guard !result.context.isEmpty else { return nil }
            return "the transcript's last \(result.context.count) events before the failure:\n"
                + result.context.joined(separator: "\n")
        default: return nil
        }
    }

    /// `Scenarios/fling-bounce.yaml` → `Scenarios.fling-bounce`: the file's path as a class name, which
    /// Jenkins groups by.
    static func className(_ file: String) -> String {
        var path = Substring(file)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        if let dot = path.lastIndex(of: "."), !path[dot...].contains("/") { path = path[..<dot] }
        return path.split(separator: "/").joined(separator: ".")
    }
}
