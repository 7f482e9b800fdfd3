import Daemon
import EventEncoding
import Foundation
import Simulation
import Testing

/// The daemon on the manual clock plays a scenario into exactly the bytes `scrollsim run` records for it
/// (the golden transcripts in Scenarios/Transcripts, which the CLI tests hold equal to `scrollsim run`).
@Suite struct TranscriptTests {
    /// Every simulator event a transcript holds: all but `didScroll` and `sectionDidScroll`.
    static let simulatorEvents = EventName.allCases.map(\.rawValue).filter {
        $0 != "didScroll" && $0 != "sectionDidScroll"
    }

    static var scenarioNames: [String] {
        let directory = DaemonProcess.repositoryRoot + "/Scenarios"
        return ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
            .filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
    }

    @Test(arguments: scenarioNames)
    func manualClockTranscriptMatchesScrollsimRun(_ name: String) throws {
        let golden = try String(
            contentsOfFile: DaemonProcess.repositoryRoot + "/Scenarios/Transcripts/\(name).ndjson", encoding: .utf8)
        let daemon = try DaemonProcess()
        let client = try daemon.connect()
        let events = "[" + Self.simulatorEvents.map { "\"\($0)\"" }.joined(separator: ",") + "]"
        try client.send("{\"id\":\"a\",\"cmd\":\"subscribe\",\"events\":\(events)}")
        try client.send("{\"id\":\"b\",\"cmd\":\"subscribe\",\"events\":[\"scenarioDone\"]}")
        try client.send("{\"id\":\"c\",\"cmd\":\"runScenario\",\"name\":\"\(name)\"}")
        var transcript = ""
        var done: String?
        var replies = 0
        var stepsSent = 0
        while done == nil {
            let line = try client.line()
            if line.contains("\"event\":\"scenarioDone\"") {
                done = line
            } else if line.hasPrefix("{\"id\":") || line.hasPrefix("{\"error\":") {
                #expect(line.contains("\"ok\":true"), "\(line)")
                replies += 1
                if replies >= 3 {
                    try client.send("{\"id\":\(stepsSent),\"cmd\":\"step\",\"ticks\":1}")
                    stepsSent += 1
                    #expect(stepsSent < 100_000)
                }
            } else {
                transcript += line + "\n"
            }
        }
        #expect(done?.contains("\"ok\":true") == true, "\(done ?? "")")
        #expect(transcript == golden, "\(Transcript.firstDifference(transcript, golden) ?? "")")
    }
}
