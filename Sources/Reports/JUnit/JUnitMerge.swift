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

    /// Joins the reports' text, each with the name to give in an error.
    /// - Throws: `ReadError` for a file that is not XML or whose root is neither `testsuites` nor `testsuite`.
    /// - Complexity: O(total size + t log t) for t test cases.
    public static func merge(_ reports: [(file: String, data: Data)]) throws(ReadError) -> String {
        var suites: [String: [XMLNode]] = [:]
        for (file, data) in reports {
            for suite in try testsuites(in: data, file: file) {
                let name = suite.attribute("name") ?? JUnitReport.suiteName
                suites[name, default: []] += suite.children.filter { $0.name == "testcase" }
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
                    let time = testcase.attribute("time").flatMap(Double.init), time.isFinite, time >= 0
                else { continue }
                timings[ShardPlan.normalized(key), default: 0] += time
            }
        }
        return timings
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
