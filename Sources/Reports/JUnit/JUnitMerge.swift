import Foundation

/// `scrollsim merge-reports`: JUnit files (the shards of one suite) joined into one report. Suites of the
/// same name become one, their test cases ordered by class name, name and file, so that the result does
/// not depend on the order the shards finished in; the counts are worked out again from the test cases.
public enum JUnitMerge {
    /// Why a report could not be joined: the file and what is wrong with it.
    public struct ReadError: Error, CustomStringConvertible {
        public var file: String
        public var message: String
        public var description: String { "\(file): \(message)" }
    }

    /// The most seconds a test case's `time` may give: about 31.7 years, far past any test, and small enough
    /// that a suite's sum is written as a plain number.
    public static let maximumSeconds = 1e9

    /// Joins the reports' text, each with the name to give in an error.
    /// - Throws: `ReadError` for a file that is not XML, whose root is neither `testsuites` nor `testsuite`,
    ///   or with a test case whose `time` is a number but not a duration (`seconds(of:file:)`).
    /// - Complexity: O(total size + t log t) for t test cases.
    public static func merge(_ reports: [(file: String, data: Data)]) throws(ReadError) -> String {
        var suites: [String: [XMLNode]] = [:]
        for (file, data) in reports {
            for suite in try testsuites(in: data, file: file) {
                let name = suite.attribute("name") ?? JUnitReport.suiteName
                let testcases = suite.children.filter { $0.name == "testcase" }
                for testcase in testcases { _ = try seconds(of: testcase, file: file) }
                suites[name, default: []] += testcases
            }
        }
        let merged = suites.keys.sorted().map { name in
            let cases = suites[name, default: []].sorted { sortKey($0).lexicographicallyPrecedes(sortKey($1)) }
            return JUnitReport.counted(XMLNode(name: "testsuite", children: cases), name: name)
        }
        return JUnitReport.document(suites: merged)
    }

    /// The test cases of every report's suites with their recorded time in seconds, keyed by `file` (or
    /// by `name` without one): the durations `--timings` balances shards by.
    public static func timings(_ data: Data, file: String) throws(ReadError) -> [String: Double] {
        var timings: [String: Double] = [:]
        for suite in try testsuites(in: data, file: file) {
            for testcase in suite.children where testcase.name == "testcase" {
                guard let key = testcase.attribute("file") ?? testcase.attribute("name"),
                    let time = try seconds(of: testcase, file: file)
                else { continue }
                timings[ShardPlan.normalized(key), default: 0] += time
            }
        }
        return timings
    }

    /// A test case's `time` in seconds; nil without one, or when it is not a number (some tools write other
    /// text there; it then counts as 0). - Throws: `ReadError` naming the test case when it is a number
    /// outside 0 … `maximumSeconds` (negative, not finite, or absurd).
    static func seconds(of testcase: XMLNode, file: String) throws(ReadError) -> Double? {
        guard let text = testcase.attribute("time"), let value = Double(text) else { return nil }
        guard value.isFinite, (0...maximumSeconds).contains(value) else {
            throw ReadError(
                file: file,
                message:
                    "testcase \"\(testcase.attribute("name") ?? "")\": time \"\(text)\" is not a duration (0 to 1,000,000,000 seconds)"
            )
        }
        return value
    }

    private static func testsuites(in data: Data, file: String) throws(ReadError) -> [XMLNode] {
        let root: XMLNode
        do {
            root = try XMLNode.parse(data)
        } catch {
            throw ReadError(file: file, message: "not a JUnit report: \(error.message)")
        }
        switch root.name {
        case "testsuites": return root.children.filter { $0.name == "testsuite" }
        case "testsuite": return [root]
        default:
            throw ReadError(
                file: file, message: "not a JUnit report: the root element is <\(root.name)>, not <testsuites>")
        }
    }

    private static func sortKey(_ testcase: XMLNode) -> [String] {
        [testcase.attribute("classname") ?? "", testcase.attribute("name") ?? "", testcase.attribute("file") ?? ""]
    }
}
