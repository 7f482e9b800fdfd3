import LayoutCore
import Specs
import Testing
import Wire

@testable import Simulation

/// The daemon's scenario playing without the daemon: runs start, advance with the ticks, end with a seq of
/// their own between the events around them, repeat, and are cancelled with their owner.
@Suite struct ScenarioHostTests {
    /// A list scenario: a fling, then waiting until idle, then an expectation on where it rests.
    static func scenario(name: String, expectedOffset: Double) throws -> Scenario {
        try SpecFile.decodeScenario(
            """
            name: \(name)
            views: [{id: \(name), viewport: [375, 667], layout: {type: flow, itemSize: [375, 100], minimumLineSpacing: 0}, sections: [{items: 20}]}]
            steps:
              - fling: {view: \(name), velocity: [0, -1000]}
              - waitUntil: idle
              - expect: {view: \(name), contentOffset: [0, \(expectedOffset)], tolerance: 0.5}
            """)
    }

    /// Runs ticks until the host reports an end; every output on the way, ticks' events included.
    static func runUntilEnd(_ host: inout ScenarioHost, _ simulator: inout Simulator) -> [ScenarioHost.Output] {
        var outputs: [ScenarioHost.Output] = []
        for _ in 0..<2_000 {
            let events = simulator.step()
            outputs.append(.events(events))
            let advanced = host.advance(observing: events, on: &simulator)
            outputs += advanced
            if advanced.contains(where: { if case .ended = $0 { true } else { false } }) { break }
        }
        return outputs
    }

    static func ends(_ outputs: [ScenarioHost.Output]) -> [ScenarioHost.Ended] {
        outputs.compactMap { if case .ended(let ended) = $0 { ended } else { nil } }
    }

    @Test func aRunEndsWithItsOwnSeqBetweenTheEventsAroundIt() throws {
        var simulator = Simulator()
        var host = ScenarioHost()
        // 1000 pt/s at the normal rate rests at 1000/2.002 = 499.5 pt.
        let (number, started) = host.start(
            try Self.scenario(name: "a", expectedOffset: 499.5), owner: 7, repeats: false, on: &simulator)
        #expect(number == 1 && Self.ends(started).isEmpty)
        let outputs = started + Self.runUntilEnd(&host, &simulator)
        let ended = try #require(Self.ends(outputs).first)
        #expect(ended.scenario == "a" && ended.run == 1 && ended.failure == nil)
        var seqs: [Int] = []
        for output in outputs {
            switch output {
            case .events(let events): seqs += events.map(\.seq)
            case .ended(let end): seqs.append(end.seq)
            }
        }
        #expect(seqs == seqs.sorted() && Set(seqs).count == seqs.count)
        #expect(host.runs.isEmpty)
    }

    @Test func aFailedExpectationIsTheEndsFailure() throws {
        var simulator = Simulator()
        var host = ScenarioHost()
        _ = host.start(try Self.scenario(name: "b", expectedOffset: 100), owner: nil, repeats: false, on: &simulator)
        let ended = try #require(Self.ends(Self.runUntilEnd(&host, &simulator)).first)
        #expect(ended.failure != nil)
    }

    @Test func aRepeatingRunStartsAgainWithTheSameNumber() throws {
        var simulator = Simulator()
        var host = ScenarioHost()
        _ = host.start(try Self.scenario(name: "c", expectedOffset: 499.5), owner: nil, repeats: true, on: &simulator)
        let first = try #require(Self.ends(Self.runUntilEnd(&host, &simulator)).first)
        #expect(host.runs.map(\.number) == [first.run])
        #expect(simulator.state(of: "c")?.contentOffset == .zero, "its view was made again")
        let second = try #require(Self.ends(Self.runUntilEnd(&host, &simulator)).first)
        #expect(second.run == first.run && second.seq > first.seq)
    }

    @Test func closingAnOwnerCancelsOnlyItsRuns() throws {
        var simulator = Simulator()
        var host = ScenarioHost()
        _ = host.start(try Self.scenario(name: "d", expectedOffset: 499.5), owner: 1, repeats: false, on: &simulator)
        _ = host.start(try Self.scenario(name: "e", expectedOffset: 499.5), owner: 2, repeats: false, on: &simulator)
        _ = host.start(try Self.scenario(name: "f", expectedOffset: 499.5), owner: nil, repeats: false, on: &simulator)
        host.cancelRuns(of: 1)
        #expect(host.runs.map(\.scenario.name) == ["e", "f"])
    }
}
