import EventEncoding
import Foundation
import Specs

/// Golden transcripts, as snapshot-testing libraries keep them: the transcript so far compared byte for
/// byte with a file; a missing file is recorded and the test fails once, saying so.
extension ScrollSim {
    /// The environment variable that, set to anything but `0` or empty, records every golden anew.
    ///
    /// ```swift
    /// // SCROLLSIM_RECORD=1 swift test
    /// ```
    public static let recordVariable = "SCROLLSIM_RECORD"

    /// Compares ``transcript(includeDidScroll:)`` with the golden file at `path`. When the file is
    /// missing, or when recording (`record`, or by default ``recordVariable`` set), writes it (creating
    /// its folder) and fails, so a recording never passes unseen; run the test again to compare.
    /// - Throws: ``ScrollSimFailure`` with the first line that differs, or saying what was recorded.
    ///
    /// ```swift
    /// try sim.fling(velocity: [0, -1000])
    /// try sim.runUntilIdle()
    /// try sim.assertTranscript(matchesGolden: "Tests/FeedTests/Goldens/fling.ndjson")
    /// ```
    public func assertTranscript(matchesGolden path: String, record: Bool? = nil) throws(ScrollSimFailure) {
        let actual = transcript()
        let recording = record ?? Self.recordingFromEnvironment
        let existing = try? String(contentsOfFile: path, encoding: .utf8)
        if let existing, !recording {
            guard let difference = Transcript.firstDifference(actual, existing) else { return }
            throw failure(expected: "the golden transcript \(path)", actual: difference)
        }
        do {
            let folder = (path as NSString).deletingLastPathComponent
            if !folder.isEmpty {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
            try actual.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw failure(expected: "the golden transcript \(path) recorded", actual: "\(error)")
        }
        let reason = existing == nil ? "it was missing" : "recording was asked (\(Self.recordVariable) or record:)"
        throw failure(
            expected: "the golden transcript \(path)",
            actual:
                "recorded it, \(actual.split(separator: "\n").count) events, because \(reason); run again to compare")
    }

    private static var recordingFromEnvironment: Bool {
        guard let value = ProcessInfo.processInfo.environment[recordVariable] else { return false }
        return !value.isEmpty && value != "0"
    }
}
