import EventEncoding

/// A transcript compared with its golden file line by line as it is produced, keeping none of it while
/// it matches: from the first difference on, only what the report shows (`DivergentLines`), so memory
/// follows the golden file, not the run. `mismatch` says what `Transcript.firstDifference` and
/// `TranscriptDiff.unified` say of the whole transcript.
public struct TranscriptCheck: Sendable {
    private let golden: [Substring]
    /// Lines taken so far.
    private var count = 0
    /// Where the transcript first departed from the golden file, once it has, and the line it had there.
    private var departure: (index: Int, line: String)?
    private var head: [Substring] = []
    /// The last lines since the departure, up to as many as the golden file has after it.
    private var tail = RecentLines(capacity: 0)

    /// A check against `golden`, the golden file's text. - Complexity: O(its size).
    public init(golden: String) {
        self.golden = golden.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// Whether every line so far matched. - Complexity: O(1).
    public var matchesSoFar: Bool { departure == nil }

    /// Takes the next line of the transcript (its UTF-8 bytes, without the newline).
    /// - Complexity: O(line), and O(1) memory while the lines match.
    public mutating func take<Bytes: Collection<UInt8>>(line bytes: Bytes) {
        let index = count
        count += 1
        guard let departure else {
            // Compared as bytes: a line that matches is never decoded.
            if index < golden.count, golden[index].utf8.elementsEqual(bytes) { return }
            let line = String(decoding: bytes, as: UTF8.self)
            self.departure = (index, line)
            tail = RecentLines(capacity: golden.count - min(index, golden.count))
            keep(Substring(line), at: index)
            return
        }
        if index - departure.index < TranscriptDiff.maximumLines || tail.capacity > 0 {
            keep(Substring(String(decoding: bytes, as: UTF8.self)), at: index)
        }
    }

    /// What did not match once the transcript ended: the summary (`line N: expected …, got …`) and the
    /// unified diff; nil when it equals the golden file.
    public mutating func mismatch(goldenName: String, actualName: String) -> (summary: String, diff: String)? {
        take(line: EmptyCollection())  // the text after the last newline
        if departure == nil, count < golden.count { departure = (count, "(end of transcript)") }
        guard let departure else { return nil }
        let want = departure.index < golden.count ? String(golden[departure.index]) : "(end of transcript)"
        let summary = "line \(departure.index + 1): expected \(want), got \(departure.line)"
        let lines = DivergentLines(
            matched: departure.index, count: count, head: head,
            tail: tail.inOrder)
        let diff = TranscriptDiff.unified(old: golden, new: lines, goldenName: goldenName, actualName: actualName)
        return (summary, diff)
    }

    private mutating func keep(_ line: Substring, at index: Int) {
        if index - departure!.index < TranscriptDiff.maximumLines { head.append(line) }
        tail.append(line)
    }
}
