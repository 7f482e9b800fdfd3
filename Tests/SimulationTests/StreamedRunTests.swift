import EventEncoding
import Specs
import Testing

@testable import Simulation

/// A streamed run hands its events on as they come and keeps none beyond what its `expectEvent` steps need.
@Suite struct StreamedRunTests {
    /// A fling of 5,000 pt/s at 1 kHz on a list of 10,000 rows: the momentum (rate 0.998/ms) runs until
    /// under 0.5 pt remains, ln(0.5·2.002/5000)/ln(0.998) ≈ 4,254 ms, a `didScroll` per tick, so more than
    /// 4,000 events while `waitUntil` holds; an `expectEvent` follows, whose window opens where the
    /// `waitUntil` began (tick 0, so 5,000 ms covers the end), so the playback watches through it. It keeps
    /// one tick's events (a `didScroll`, the rows entering and leaving: at under 5 pt a tick one enters and
    /// one leaves at most, and the lifecycle's end: at most 8) and at most 3 + 3 candidates per window (two
    /// open). The old playback kept every event since the step before the `expectEvent` began.
    static let scenario = """
        name: long-fling
        tickHz: 1000
        views:
          - id: feed
            viewport: [375, 667]
            layout: {type: flow, itemSize: [375, 100], minimumLineSpacing: 0}
            sections: [{items: 10000}]
        steps:
          - fling: {view: feed, velocity: [0, -5000]}
          - waitUntil: idle
          - expectEvent: {event: didEndDecelerating, view: feed, within: 5000}
          - expectEvent: {event: willBeginDragging, view: feed, within: 10}
        """

    @Test func theRunnerKeepsABoundedNumberOfEvents() throws {
        let scenario = try SpecFile.decodeScenario(Self.scenario)
        var streamed = 0
        let summary = ScenarioRunner.play(scenario) { streamed += $0.count }
        #expect(summary.events == streamed)
        #expect(streamed > 4_000)
        #expect(summary.peakRetainedEvents <= 8 + 2 * 2 * EventMatch.candidatesShown)
        // The first expectEvent passed; the last window (10 ms after the first began) saw no drag: it failed.
        #expect(summary.failure?.step == 4)
        #expect(summary.failure?.actual == "no willBeginDragging event")
    }

    /// The streamed events are those a collecting run keeps, in order.
    @Test func streamingHandsOnTheEventsACollectingRunKeeps() throws {
        let scenario = try SpecFile.decodeScenario(Self.scenario)
        var streamed: [Event] = []
        _ = ScenarioRunner.play(scenario) { streamed += $0 }
        let collected = ScenarioRunner.run(scenario).events
        #expect(Transcript.text(streamed, includeDidScroll: true) == Transcript.text(collected, includeDidScroll: true))
    }
}
