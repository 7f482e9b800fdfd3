import EventEncoding
import Foundation
import LayoutCore
import Specs
import Testing

@testable import Simulation

/// Every scenario in Scenarios/ runs, keeps its expectations and matches its golden transcript byte for
/// byte; runs keep the simulator's invariants.
@Suite struct ScenarioTests {
    static let scenarioFiles: [String] = {
        let directory = repositoryRoot + "/Scenarios"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted().map { directory + "/" + $0 }
    }()

    @Test func thereAreScenarios() {
        #expect(Self.scenarioFiles.count >= 4)
    }

    @Test(arguments: scenarioFiles)
    func scenarioMatchesItsGoldenTranscript(_ path: String) throws {
        let scenario = try SpecFile.loadScenario(path: path)
        let outcome = ScenarioRunner.run(scenario)
        #expect(outcome.failure == nil, "\(outcome.failure?.description ?? "")")
        let golden = try String(
            contentsOfFile: repositoryRoot + "/Scenarios/Transcripts/\(scenario.name).ndjson", encoding: .utf8)
        let difference = Transcript.firstDifference(Transcript.text(outcome.events), golden)
        #expect(difference == nil, "\(difference ?? "")")
    }

    @Test(arguments: scenarioFiles)
    func sequenceNumbersIncreaseAndDisplayEventsBalance(_ path: String) throws {
        let events = ScenarioRunner.run(try SpecFile.loadScenario(path: path)).events
        #expect(zip(events, events.dropFirst()).allSatisfy { $0.seq < $1.seq && $0.tick <= $1.tick })
        var displayed: Set<String> = []
        for event in events {
            switch event.kind {
            case .willDisplay(let attributes):
                let key = Self.displayKey(event.view, attributes)
                #expect(displayed.insert(key).inserted, "willDisplay twice for \(key)")
            case .didEndDisplaying(let attributes):
                let key = Self.displayKey(event.view, attributes)
                #expect(displayed.remove(key) != nil, "didEndDisplaying without willDisplay for \(key)")
            default: break
            }
        }
    }

    /// Cells are known by their stable ids (insertions and deletions move their index paths), other
    /// elements by kind and index path.
    static func displayKey(_ view: String, _ attributes: LayoutAttributes) -> String {
        attributes.category == .cell
            ? "\(view) cell \(attributes.id?.description ?? "")" : "\(view) \(attributes.kind) \(attributes.indexPath)"
    }

    /// Where motions come to rest does not depend on the tick rate.
    @Test(arguments: ["fling-bounce", "table-diagonal", "paging", "profiles", "profiles-snap"])
    func restPointsAreTickRateIndependent(_ name: String) throws {
        let scenario = try SpecFile.loadScenario(path: repositoryRoot + "/Scenarios/\(name).yaml")
        var rests: [Point] = []
        for tickHz in [60.0, 120, 240] {
            let events = ScenarioRunner.run(scenario, tickHz: tickHz).events
            let ends = events.compactMap { event -> Point? in
                if case .scroll(.didEndDecelerating(let offset)) = event.kind { return offset }
                return nil
            }
            rests.append(try #require(ends.last))
        }
        #expect(rests.allSatisfy { abs($0.x - rests[0].x) <= 0.5 && abs($0.y - rests[0].y) <= 0.5 }, "\(rests)")
    }

    /// Sampled every tick, the speed never grows while decelerating (before the spring takes over).
    @Test func velocityNeverGrowsWhileDecelerating() throws {
        let scenario = try SpecFile.loadScenario(path: repositoryRoot + "/Scenarios/table-diagonal.yaml")
        let speeds = ScenarioRunner.run(scenario).events.compactMap { event -> Double? in
            guard case .didScroll(_, let velocity) = event.kind, event.milliseconds > 100 else { return nil }
            return (velocity.dx * velocity.dx + velocity.dy * velocity.dy).squareRoot()
        }
        #expect(speeds.count > 100)
        #expect(zip(speeds, speeds.dropFirst()).allSatisfy { $1 <= $0 })
    }

    @Test func aViewThatNeverRestsTimesOut() throws {
        let scenario = try SpecFile.decodeScenario(
            """
            maxWait: 500
            views: [{viewport: [375, 667], layout: {type: flow, itemSize: [375, 100]}, sections: [{items: 100}]}]
            steps:
              - fling: {view: main, velocity: [0, -5000]}
              - waitUntil: idle
            """, file: "slow.yaml")
        let failure = try #require(ScenarioRunner.run(scenario).failure)
        #expect(
            failure.description
                == "line 5, step 2 (waitUntil) at 500 ms: expected every view idle, got still moving after 500 ms (the scenario's maxWait)"
        )
    }

    @Test func aFailedExpectationNamesStepTimeExpectedAndActual() throws {
        let scenario = try SpecFile.decodeScenario(
            """
            views: [{id: list, viewport: [375, 667], layout: {type: flow, itemSize: [375, 100]}, sections: [{items: 100}]}]
            steps:
              - scrollTo: {view: list, offset: [0, 250]}
              - wait: 100
              - expect: {view: list, contentOffset: [0, 300]}
            """, file: "x.yaml")
        let failure = try #require(ScenarioRunner.run(scenario).failure)
        #expect(
            failure.description
                == "line 5, step 3 (expect) at 100 ms: expected contentOffset [0, 300] ± 0.5, got contentOffset [0, 250]"
        )
    }
}

/// A scenario behaves the same whenever it starts: the daemon plays scenarios on a simulator that has been
/// ticking for a while, where absolute times like 21.158 s are not exact in binary.
@Suite struct ScenarioStartTimeTests {
    @Test(arguments: [1, 7, 1000, 2539, 12_345])
    func everyScenarioPassesAfterAnyNumberOfIdleTicks(_ idleTicks: Int) throws {
        let directory = repositoryRoot + "/Scenarios"
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".yaml") }
        #expect(names.count >= 5)
        for name in names.sorted() {
            let scenario = try SpecFile.loadScenario(path: directory + "/" + name)
            var simulator = Simulator(tickHz: scenario.tickHz)
            for _ in 0..<idleTicks { _ = simulator.step() }
            var playback = ScenarioPlayback(scenario)
            var events: [Event] = []
            var progress = playback.start(on: &simulator, into: &events)
            while case .waiting = progress {
                playback.observe(simulator.step())
                progress = playback.resume(on: &simulator, into: &events)
            }
            #expect(progress == .finished(nil), "\(name) after \(idleTicks) idle ticks")
        }
    }
}
