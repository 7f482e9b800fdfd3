import Foundation
import Reports
import Testing

/// The diff a report carries when a transcript differs from its golden file.
@Suite struct TranscriptDiffTests {
    static let golden = (1...10).map { "l\($0)" }.joined(separator: "\n")

    /// One line changed in ten: lines 2–4 and 6–8 are the context, the hunk starts at line 2 on both sides.
    @Test func oneChangedLineIsOneHunkWithThreeLinesOfContext() {
        let actual = Self.golden.replacingOccurrences(of: "l5", with: "x5")
        #expect(
            TranscriptDiff.unified(golden: Self.golden, actual: actual, goldenName: "g", actualName: "a") == """
                --- g
                +++ a
                @@ -2,7 +2,7 @@
                 l2
                 l3
                 l4
                -l5
                +x5
                 l6
                 l7
                 l8

                """)
    }

    @Test func linesAddedAtTheEndShowAnEmptyOldSide() {
        let actual = Self.golden + "\nl11"
        let diff = TranscriptDiff.unified(golden: Self.golden, actual: actual, goldenName: "g", actualName: "a")
        #expect(diff.hasSuffix("@@ -8,3 +8,4 @@\n l8\n l9\n l10\n+l11\n"))
    }

    @Test func equalTranscriptsHaveNoDiff() {
        #expect(TranscriptDiff.unified(golden: "a\n", actual: "a\n", goldenName: "g", actualName: "a").isEmpty)
    }

    @Test func aLongChangeIsCutAndCounted() {
        let old = (1...500).map { "o\($0)" }.joined(separator: "\n")
        let new = (1...500).map { "n\($0)" }.joined(separator: "\n")
        let diff = TranscriptDiff.unified(golden: old, actual: new, goldenName: "g", actualName: "a")
        #expect(diff.contains("-… 300 more lines\n"))
        #expect(diff.contains("+… 300 more lines\n"))
        #expect(diff.split(separator: "\n").count == 3 + 2 * (TranscriptDiff.maximumLines + 1))
    }
}
