/// A unified diff of two transcripts, for a report: the lines both share at the start and the end are
/// trimmed and what is left between is one hunk, with up to three lines of context either side.
/// Not a minimal diff: a change at each end shows everything between as changed.
public enum TranscriptDiff {
    /// The most changed lines a hunk shows per side; the rest is counted, not shown.
    public static let maximumLines = 200

    /// `--- golden` / `+++ actual` and one hunk; empty when the two are equal.
    /// - Complexity: O(lines).
    public static func unified(golden: String, actual: String, goldenName: String, actualName: String) -> String {
        guard golden != actual else { return "" }
        let old = golden.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        let start = max(prefix - 3, 0)
        let oldEnd = min(old.count - suffix + 3, old.count)
        let newEnd = min(new.count - suffix + 3, new.count)
        var text = "--- \(goldenName)\n+++ \(actualName)\n"
        text += "@@ -\(range(start, oldEnd)) +\(range(start, newEnd)) @@\n"
        for line in old[start..<prefix] { text += " \(line)\n" }
        text += lines(old[prefix..<(old.count - suffix)], marker: "-")
        text += lines(new[prefix..<(new.count - suffix)], marker: "+")
        for line in old[(old.count - suffix)..<oldEnd] { text += " \(line)\n" }
        return text
    }

    /// A hunk range, `first,count` with 1-based lines (`first-1,0` when empty, as diff writes it).
    private static func range(_ start: Int, _ end: Int) -> String {
        end > start ? "\(start + 1),\(end - start)" : "\(start),0"
    }

    private static func lines(_ lines: ArraySlice<Substring>, marker: String) -> String {
        var text = ""
        for line in lines.prefix(maximumLines) { text += "\(marker)\(line)\n" }
        if lines.count > maximumLines { text += "\(marker)… \(lines.count - maximumLines) more lines\n" }
        return text
    }
}
