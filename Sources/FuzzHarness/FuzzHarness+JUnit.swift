import Foundation
import Reports

extension FuzzHarness {
    /// A JUnit report, as `merge-reports` and `run --timings` read one: its timings taken, then merged. The
    /// merged report must read back (what the writer escapes, the reader takes) with the same suites and
    /// counts; anything else stops the process.
    public static func runJUnit(_ body: [UInt8]) -> Outcome {
        let report = Data(body)
        let merged: String
        do {
            _ = try JUnitMerge.timings(report, file: "fuzz.xml")
            merged = try JUnitMerge.merge([("fuzz.xml", report)])
        } catch {
            return .refused(error.description)
        }
        let again: String
        do {
            again = try JUnitMerge.merge([("merged.xml", Data(merged.utf8))])
        } catch {
            preconditionFailure("the merged report does not read back: \(error.description)\n\(merged)")
        }
        precondition(
            suiteLines(again) == suiteLines(merged),
            "merging the merged report changed its counts:\n\(merged)\n\(again)")
        return .ran
    }

    /// The root's and the suites' start tags: their names and counts.
    private static func suiteLines(_ report: String) -> [Substring] {
        report.split(separator: "\n").filter { $0.hasPrefix("<testsuites") || $0.hasPrefix("  <testsuite ") }
    }
}
