import Simulation

/// A run's events as an NDJSON transcript, and the comparison of two transcripts.
public enum Transcript {
    /// One canonical line per event, each ending in a newline; `didScroll` only when asked for, as a
    /// socket subscription gets it.
    /// - Complexity: O(total size), one growing buffer.
    public static func text(_ events: [Event], includeDidScroll: Bool = false) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(events.count * 160)
        EventEncoder.appendLines(events, to: &bytes, including: { includeDidScroll || !$0.kind.isDidScroll })
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Where `actual` first departs from `expected`: `line 12: expected …, got …`; nil when identical.
    public static func firstDifference(_ actual: String, _ expected: String) -> String? {
        guard actual != expected else { return nil }
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(actualLines.count, expectedLines.count) {
            let got = index < actualLines.count ? String(actualLines[index]) : "(end of transcript)"
            let want = index < expectedLines.count ? String(expectedLines[index]) : "(end of transcript)"
            if got != want { return "line \(index + 1): expected \(want), got \(got)" }
        }
        return "the transcripts differ in their line endings"
    }
}
