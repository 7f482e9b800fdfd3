import Foundation
import Reports

extension FuzzHarness {
    /// The most reports one input holds (split at NUL bytes, which XML text cannot contain).
    static let maximumReports = 4

    /// JUnit reports, as `merge-reports` and `run --timings` read them: the body split at NUL bytes into
    /// up to four reports (the shards of a suite), each one's timings taken, then all merged. When the merge
    /// succeeds, each report merges alone too; the merged report reads back (what the writer escapes, the
    /// reader takes) with the same suites and counts; the shards merged in the other order give the same
    /// suites and counts; and the merged report counts as many test cases as the shards do. Anything else
    /// stops the process.
    public static func runJUnit(_ body: [UInt8]) -> Outcome {
        let reports = body.split(separator: 0, maxSplits: maximumReports - 1, omittingEmptySubsequences: false)
            .enumerated().map { (file: "shard-\($0.offset).xml", data: Data($0.element)) }
        let merged: String
        do {
            for report in reports { _ = try JUnitMerge.timings(report.data, file: report.file) }
            merged = try JUnitMerge.merge(reports)
        } catch {
            return .refused(error.description)
        }
        var shardTests = 0
        for report in reports {
            do {
                shardTests += testCount(try JUnitMerge.merge([report]))
            } catch {
                preconditionFailure("\(report.file) merges with the others but not alone: \(error.description)")
            }
        }
        precondition(
            testCount(merged) == shardTests,
            "the merged report counts \(testCount(merged)) tests, its shards \(shardTests)")
        let again: String
        let reversed: String
        do {
            again = try JUnitMerge.merge([("merged.xml", Data(merged.utf8))])
            reversed = try JUnitMerge.merge(reports.reversed())
        } catch {
            preconditionFailure("the merged report does not read back: \(error.description)\n\(merged)")
        }
        precondition(
            suiteLines(again) == suiteLines(merged),
            "merging the merged report changed its counts:\n\(merged)\n\(again)")
        precondition(
            suiteLines(reversed) == suiteLines(merged),
            "the shards merged in the other order give other counts:\n\(merged)\n\(reversed)")
        return .ran
    }

    /// The root's and the suites' start tags: their names and counts.
    private static func suiteLines(_ report: String) -> [Substring] {
        report.split(separator: "\n").filter { $0.hasPrefix("<testsuites") || $0.hasPrefix("  <testsuite ") }
    }

    /// The `tests` count of a merged report's root.
    private static func testCount(_ report: String) -> Int {
        guard let root = report.split(separator: "\n").first(where: { $0.hasPrefix("<testsuites") }),
            let start = root.range(of: " tests=\"")?.upperBound,
            let end = root[start...].firstIndex(of: "\""), let count = Int(root[start..<end])
        else { preconditionFailure("a merged report without its root's tests count:\n\(report)") }
        return count
    }
}
