import EventEncoding
import Reports
import Testing

/// A transcript checked line by line as it is produced says what the whole-text comparison says
/// (`Transcript.firstDifference` and `TranscriptDiff.unified`), and keeps nothing while it matches.
@Suite struct TranscriptCheckTests {
    /// Lines `l1`…`lN`, each ending in a newline, as a transcript writes them.
    static func text(_ lines: [String]) -> String { lines.map { $0 + "\n" }.joined() }

    static func checked(_ actual: [String], against golden: String) -> (summary: String, diff: String)? {
        var check = TranscriptCheck(golden: golden)
        for line in actual { check.take(line: Array(line.utf8)) }
        return check.mismatch(goldenName: "g", actualName: "a")
    }

    static let golden = (1...1_000).map { "l\($0)" }

    /// Each case against the whole-text functions: equal; a line changed; lines added past the golden's
    /// end, a few and 5,000 (more than the diff shows: its head and the golden's tail are what it reads);
    /// the transcript ending early; both changed throughout.
    @Test(arguments: [
        golden,
        golden.map { $0 == "l500" ? "x500" : $0 },
        golden + ["l1001", "l1002"],
        golden + (1...5_000).map { "n\($0)" },
        Array(golden.prefix(700)),
        Array(golden.prefix(499)) + (1...5_000).map { "n\($0)" } + Array(golden.suffix(10)),
        (1...3_000).map { "n\($0)" },
    ])
    func aStreamedCheckSaysWhatTheWholeTextSays(_ actual: [String]) {
        let golden = Self.text(Self.golden)
        let whole = Self.text(actual)
        let result = Self.checked(actual, against: golden)
        guard let difference = Transcript.firstDifference(whole, golden) else {
            #expect(result == nil)
            return
        }
        #expect(result?.summary == difference)
        #expect(result?.diff == TranscriptDiff.unified(golden: golden, actual: whole, goldenName: "g", actualName: "a"))
    }

    /// Line 3 of 3 differs: `line 3: expected c, got x` (1-based), one hunk from line 1.
    @Test func theFirstDifferenceIsNamedByItsLine() {
        let result = Self.checked(["a", "b", "x"], against: "a\nb\nc\n")
        #expect(result?.summary == "line 3: expected c, got x")
        #expect(result?.diff == "--- g\n+++ a\n@@ -1,4 +1,4 @@\n a\n b\n-c\n+x\n \n")
    }

    @Test func aMatchingTranscriptMatchesSoFar() {
        var check = TranscriptCheck(golden: "a\nb\n")
        check.take(line: Array("a".utf8))
        #expect(check.matchesSoFar)
        check.take(line: Array("z".utf8))
        #expect(!check.matchesSoFar)
    }
}
