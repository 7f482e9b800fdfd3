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
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        return unified(
            old: golden.split(separator: "\n", omittingEmptySubsequences: false),
            new: DivergentLines(matched: 0, count: new.count, head: new, tail: []), goldenName: goldenName,
            actualName: actualName)
    }

    /// The same of an actual transcript kept only where the diff reads it (`DivergentLines`).
    /// - Complexity: O(lines of `old` + lines shown).
    static func unified(old: [Substring], new: DivergentLines, goldenName: String, actualName: String) -> String {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix, old] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix, old]
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
        let added = new.count - suffix - prefix
        text += lines(
            (prefix..<(prefix + min(added, maximumLines))).map { new[$0, old] }[...], count: added, marker: "+")
        for line in old[(old.count - suffix)..<oldEnd] { text += " \(line)\n" }
        return text
    }

    /// A hunk range, `first,count` with 1-based lines (`first-1,0` when empty, as diff writes it).
    private static func range(_ start: Int, _ end: Int) -> String {
        end > start ? "\(start + 1),\(end - start)" : "\(start),0"
    }

    /// The first `maximumLines` of `lines`, each after `marker`, and how many more of `count` there are.
    private static func lines(_ lines: ArraySlice<Substring>, count: Int? = nil, marker: String) -> String {
        let count = count ?? lines.count
        var text = ""
        for line in lines.prefix(maximumLines) { text += "\(marker)\(line)\n" }
        if count > maximumLines { text += "\(marker)… \(count - maximumLines) more lines\n" }
        return text
    }
}

/// An actual transcript's lines as far as a diff against a golden one reads them: the first `matched`
/// equal the golden's and are read from it, then `head` follows them, and `tail` holds the last lines
/// (it may overlap `head`). A diff reads the lines from the first difference for `maximumLines` and the
/// last as many as the golden has after it; the rest need not be kept.
struct DivergentLines {
    var matched: Int
    /// How many lines the transcript has.
    var count: Int
    var head: [Substring]
    var tail: [Substring]

    /// Line `index`, read from `old` (the golden's lines) below `matched`. - Complexity: O(1).
    subscript(index: Int, old: [Substring]) -> Substring {
        if index < matched { return old[index] }
        if index - matched < head.count { return head[index - matched] }
        let fromTail = index - (count - tail.count)
        precondition(fromTail >= 0 && fromTail < tail.count, "a line the diff keeps")
        return tail[fromTail]
    }
}
