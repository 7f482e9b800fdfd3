import EventEncoding
import Foundation
import LayoutCore
import Specs
import Testing

@testable import Simulation

/// The runner jumps over quiet ticks (every view at rest, nothing due) and gives the events of stepping
/// every tick, byte for byte.
@Suite struct QuietTickTests {
    /// Every event, `didScroll` included, as NDJSON: what both ways of running must agree on.
    static func transcript(_ scenario: Scenario, skipping: Bool) -> (text: String, summary: ScenarioRunner.Summary) {
        var bytes: [UInt8] = []
        let summary = ScenarioRunner.play(scenario, skippingQuiet: skipping) {
            EventEncoder.appendLines($0, to: &bytes)
        }
        return (String(decoding: bytes, as: UTF8.self), summary)
    }

    @Test(arguments: ScenarioTests.scenarioFiles)
    func skippingGivesTheTranscriptOfSteppingEveryTick(_ path: String) throws {
        let scenario = try SpecFile.loadScenario(path: path)
        let stepped = Self.transcript(scenario, skipping: false)
        let skipped = Self.transcript(scenario, skipping: true)
        #expect(!stepped.text.isEmpty)
        #expect(skipped.text == stepped.text, "\(Transcript.firstDifference(skipped.text, stepped.text) ?? "")")
        #expect(skipped.summary.milliseconds == stepped.summary.milliseconds)
        #expect(skipped.summary.failure == stepped.summary.failure)
        #expect(skipped.summary.ticksStepped <= stepped.summary.ticksStepped)
    }

    /// The comparison above is a real one: across the scenarios, skipping stepped fewer ticks (impressions'
    /// first `wait: 1000` at 120 Hz alone leaves ticks 1…118 quiet: its dwells end at tick 120).
    @Test func skippingSkipsTicksOfTheScenarios() throws {
        var stepped = 0
        var skipped = 0
        for path in ScenarioTests.scenarioFiles {
            let scenario = try SpecFile.loadScenario(path: path)
            stepped += ScenarioRunner.play(scenario, skippingQuiet: false) { _ in }.ticksStepped
            skipped += ScenarioRunner.play(scenario) { _ in }.ticksStepped
        }
        #expect(skipped + 118 <= stepped)
    }

    /// Three waits of an hour at 10 kHz on a view at rest: each is 36,000,000 ticks. The playback's wait
    /// ends in the first tick at or after its end; the ticks surely before it (less a microsecond, 1/100 of
    /// a tick) are 36,000,000 − 2 from its start, so the runner jumps over those and steps the last two:
    /// 3 × 2 = 6 ticks stepped, ending at 3 × 3,600,000 ms.
    @Test func hourLongWaitsOnAViewAtRestStepAFewTicks() throws {
        let scenario = try SpecFile.decodeScenario(
            """
            name: idle-hours
            tickHz: 10000
            maxWait: 3600000
            views:
              - id: feed
                viewport: [375, 667]
                layout: {type: flow, itemSize: [375, 100]}
                sections: [{items: 20}]
            steps:
              - wait: 3600000
              - wait: 3600000
              - wait: 3600000
            """)
        var events = 0
        let summary = ScenarioRunner.play(scenario) { events += $0.count }
        #expect(summary.failure == nil)
        #expect(summary.ticksStepped == 6)
        #expect(summary.milliseconds == 10_800_000)
        // The 7 rows of 100 pt a 667-pt viewport shows, announced at creation; nothing after.
        #expect(events == 7)
    }

    /// A view decelerating is never quiet; at rest with no dwell under way, it is quiet for good.
    @Test func aMovingViewIsNeverQuiet() throws {
        var simulator = Simulator(tickHz: 120)
        _ = try simulator.createView(listSpec(), id: "feed")
        #expect(simulator.quietTicks == .max)
        _ = try simulator.apply(.fling(view: "feed", velocity: Vector(dx: 0, dy: -1000)))
        _ = simulator.step()
        #expect(simulator.quietTicks == 0)
    }

    /// A dwell of 1,000 ms begun at tick 0 at 120 Hz ends at tick 120: ticks 1…118 are surely before it
    /// (tick 119 is left to step, for rounding), so 118 are quiet; after skipping them, none is.
    @Test func aDwellUnderWayBoundsTheQuietTicks() throws {
        var spec = listSpec(rowHeight: 200)
        spec.visibility = VisibilitySettings(viewable: .display)
        var simulator = Simulator(tickHz: 120)
        _ = try simulator.createView(spec, id: "feed")
        #expect(simulator.quietTicks == 118)
        simulator.skip(118)
        #expect(simulator.quietTicks == 0)
        #expect(simulator.step().isEmpty)
        #expect(simulator.step().map(\.name) == ["viewable", "viewable", "viewable"])
    }
}
