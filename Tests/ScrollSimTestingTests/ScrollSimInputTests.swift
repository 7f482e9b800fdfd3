import Foundation
import ScrollSimTesting
import Testing

/// Bad input to the testing API fails the step with what was wrong, and golden transcripts and scenario
/// files work as `scrollsim run` does.
@Suite struct ScrollSimInputTests {
    @Test func aBadSpecNamesTheLineAndKey() {
        let failure = #expect(throws: ScrollSimFailure.self) {
            try ScrollSim(yaml: "viewport: [375]\nlayout: {type: flow}\nsections: [{items: 3}]\n")
        }
        #expect(failure?.actual.contains("spec:1") == true)
        #expect(failure?.actual.contains("viewport") == true)
    }

    @Test(arguments: [
        [Double.infinity, 0], [0, 1e308], [1], [0, .nan],
    ])
    func absurdVelocitiesAreRefused(velocity: [Double]) throws {
        let sim = try ScrollSim(yaml: ScrollSimTests.feed)
        #expect(throws: ScrollSimFailure.self) { try sim.fling(velocity: velocity) }
        #expect(try sim.state().phase == .idle)
    }

    @Test func badIndexPathsViewsAndDurationsAreRefused() throws {
        let sim = try ScrollSim(yaml: ScrollSimTests.feed)
        #expect(throws: ScrollSimFailure.self) { try sim.select([0]) }
        #expect(throws: ScrollSimFailure.self) { try sim.select([0, 99]) }
        #expect(throws: ScrollSimFailure.self) { try sim.fling(velocity: [0, 1], view: "nowhere") }
        #expect(throws: ScrollSimFailure.self) { try sim.advance(by: .seconds(7_200)) }
        #expect(throws: ScrollSimFailure.self) { try sim.insertItems(at: [0, 0], count: 0) }
        #expect(throws: ScrollSimFailure.self) { try ScrollSim().state() }
        #expect(sim.milliseconds == 0)
    }

    /// A missing golden is recorded and the test fails once; then it matches; a changed run names the
    /// first line that differs.
    @Test func goldenTranscriptsRecordOnceThenCompare() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("scrollsim-golden-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let golden = "\(folder)/nested/feed.ndjson"
        let first = try ScrollSim(yaml: ScrollSimTests.feed)
        let recorded = #expect(throws: ScrollSimFailure.self) {
            try first.assertTranscript(matchesGolden: golden, record: false)
        }
        #expect(recorded?.actual.contains("because it was missing") == true)
        try first.assertTranscript(matchesGolden: golden, record: false)

        let changed = try ScrollSim(yaml: ScrollSimTests.feed)
        try changed.scrollTo([0, 300])
        let difference = #expect(throws: ScrollSimFailure.self) {
            try changed.assertTranscript(matchesGolden: golden, record: false)
        }
        #expect(difference?.actual.hasPrefix("line ") == true)
    }

    /// The project's impressions scenario plays to its end and gives its golden transcript.
    @Test func aScenarioFileRunsAsScrollsimRunDoes() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        let run = try ScenarioRun(file: "\(root)/Scenarios/impressions.yaml")
        let golden = try String(contentsOfFile: "\(root)/Scenarios/Transcripts/impressions.ndjson", encoding: .utf8)
        #expect(run.name == "impressions")
        #expect(run.transcript == golden)
    }

    /// A failing scenario step is thrown with its line.
    @Test func aFailingScenarioNamesItsStep() {
        let failure = #expect(throws: ScrollSimFailure.self) {
            try ScenarioRun(
                yaml: """
                    views:
                      - {id: feed, viewport: [375, 400], layout: {type: flow, itemSize: [375, 200]}, sections: [{items: 5}]}
                    steps:
                      - expect: {view: feed, contentOffset: [0, 50]}
                    """)
        }
        #expect(failure?.expected.contains("line 4") == true)
    }
}
