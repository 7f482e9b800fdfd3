import EventEncoding
import Foundation
import Rendering
import Reports
import Simulation
import Specs

/// Where `scrollsim run` sends a scenario's events as they are produced: each line of the transcript is
/// printed (in chunks), checked against the golden file and written to the recorded file at once, and
/// dropped. Kept are only what a report asks for: the last lines for a failure's context, the transcript
/// for `--html` (its lines, not the events), and for `--plot` the points it draws.
struct TranscriptSink {
    /// What the sink does with the lines.
    struct Options {
        var printing: Bool
        var includeDidScroll: Bool
        var golden: String?
        var record: String?
        var keepsPageTranscript: Bool
        var plotting: Bool
    }

    /// Bytes gathered before they are written to standard output.
    static let chunkSize = 1 << 16

    private let options: Options
    private var check: TranscriptCheck?
    private var recordFile: StreamedFile?
    private var pending: [UInt8] = []
    /// The first error writing the recorded file met; the run goes on and it is thrown at the end.
    private var recordError: (any Error)?
    /// The printed transcript's last lines.
    private var context = RecentLines(capacity: ScenarioResult.contextLines)
    private(set) var printedCount = 0
    /// The transcript `--html` shows (`didScroll` left out whatever `--did-scroll` says).
    private(set) var pageTranscript: [UInt8] = []
    /// What `--plot` draws, when it is asked for.
    private(set) var plot: PlotRecorder?

    /// - Throws: exit 73 when the recorded file cannot be opened.
    init(_ options: Options) throws {
        self.options = options
        check = options.golden.map(TranscriptCheck.init(golden:))
        plot = options.plotting ? PlotRecorder() : nil
        recordFile = try options.record.map(StreamedFile.init(path:))
    }

    /// Takes a batch of events. - Complexity: O(size of their lines).
    mutating func take(_ events: [Event]) {
        guard !events.isEmpty else { return }
        plot?.add(events)
        let start = pending.count
        let includeDidScroll = options.includeDidScroll
        var lines: [(range: Range<Int>, isDidScroll: Bool)] = []
        EventEncoder.appendLines(events, to: &pending, including: { includeDidScroll || !$0.kind.isDidScroll }) {
            lines.append(($1, $0.kind.isDidScroll))
        }
        printedCount += lines.count
        for line in lines { lineTaken(line.range) }
        if options.keepsPageTranscript {
            for line in lines where !line.isDidScroll { pageTranscript += pending[line.range] }
        }
        if recordFile != nil, recordError == nil {
            do { try recordFile!.write(Array(pending[start...])) } catch { recordError = error }
        }
        if !options.printing { pending.removeAll(keepingCapacity: true) }
        if pending.count >= Self.chunkSize { flush() }
    }

    /// Writes what is pending to standard output.
    mutating func flush() {
        guard !pending.isEmpty else { return }
        if options.printing { FileHandle.standardOutput.write(Data(pending)) }
        pending.removeAll(keepingCapacity: true)
    }

    /// The printed transcript's last `ScenarioResult.contextLines` lines, in order.
    var contextLines: [Substring] { context.inOrder }

    /// What did not match the golden file; nil when there is no check or it matched.
    mutating func mismatch(goldenName: String, actualName: String) -> (summary: String, diff: String)? {
        check?.mismatch(goldenName: goldenName, actualName: actualName)
    }

    /// Renames the recorded file into place. - Throws: what writing it met, exit 73.
    mutating func commitRecord() throws {
        if let recordError {
            recordFile?.discard()
            throw recordError
        }
        try recordFile?.commit()
    }

    /// Removes the recorded file's temporary (a failed run records nothing).
    mutating func discardRecord() { recordFile?.discard() }

    /// A printed line (its range in `pending`, newline included): checked and kept for the context.
    private mutating func lineTaken(_ range: Range<Int>) {
        let bytes = pending[range.lowerBound..<(range.upperBound - 1)]
        check?.take(line: bytes)
        context.append(Substring(String(decoding: bytes, as: UTF8.self)))
    }
}
