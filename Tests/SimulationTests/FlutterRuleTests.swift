import LayoutCore
import Layouts
import ScrollPhysics
import Testing

@testable import Simulation

/// Flutter's rules in the simulator: ClampingScrollPhysics' boundary conditions on a page spring and
/// BouncingScrollPhysics' carried momentum. Expected values are derived in each test from Flutter's formulas.
@Suite struct FlutterRuleTests {
    /// 10 pages of 300 pt side by side (the last rests at 2,700) under `profile` with paging, at `offset`.
    static func pages(_ profile: ScrollProfile, at offset: Double) -> ViewSpec {
        var flow = FlowLayoutConfiguration()
        flow.scrollDirection = .horizontal
        flow.itemSize = Size(width: 300, height: 200)
        flow.minimumLineSpacing = 0
        var spec = ViewSpec(
            viewport: Size(width: 300, height: 200), layout: .flow(flow),
            data: CollectionData(sections: [SectionData(itemCount: 10)]),
            physics: ProfileTests.physics(profile, paging: true))
        spec.contentOffset = Point(x: offset, y: 0)
        return spec
    }

    /// PageScrollPhysics from page 8.5 (2,550) at 5,000 pt/s: 8.5 + 0.5 rounds to page 9, the end (2,700).
    /// The scroll spring (m 0.5, k 100, c = 2·1.1·√50 = 15.5563; roots r1 = −22.0371, r2 = −9.0756) from
    /// x0 = −150 at v0 = 5,000: c2 = (v0 − r1·x0)/(r2 − r1) = (5000 − 3305.56)/12.9615 = 130.729,
    /// c1 = x0 − c2 = −280.729. It reaches the edge when c1·e^(r1·t) + c2·e^(r2·t) = 0:
    /// t = ln(−c2/c1)/(r1 − r2) = ln(0.46568)/(−12.9615) = 0.058964 s, and would overshoot 24.19 pt (at
    /// 0.1274 s). ClampingScrollPhysics' `applyBoundaryConditions` holds the position at 2,700 on the frame
    /// the spring passes it and the ballistic activity goes idle: at 1,000 Hz, the 59th ms.
    @Test func aClampingPageSpringStopsAtTheEdge() throws {
        let run = try ProfileTests.run(
            Self.pages(.flutterClamping, at: 2550), tickHz: 1000, command: ProfileTests.fling(Vector(dx: -5000, dy: 0)))
        #expect(try #require(run.rest).x == 2700)
        #expect(abs(try #require(run.endTime) - 0.059) < 1e-9)
        #expect(run.offsets.allSatisfy { $0.offset.x <= 2700 })
    }

    /// The same release under BouncingScrollPhysics keeps its overshoot (no boundary conditions).
    @Test func aBouncingPageSpringStillOvershoots() throws {
        let run = try ProfileTests.run(
            Self.pages(.flutter, at: 2550), tickHz: 1000, command: ProfileTests.fling(Vector(dx: -5000, dy: 0)))
        #expect(try #require(run.rest).x == 2700)
        #expect(run.offsets.contains { $0.offset.x > 2720 })
    }

    /// A 2,000-row list under `profile`, flung at 3,000 pt/s; after 24 ticks at 120 Hz (0.2 s) `second`
    /// touches it. Returns the velocities `willEndDragging` reported for the second release.
    static func secondRelease(_ profile: ScrollProfile, _ second: (String) -> Command) throws -> [Vector] {
        var simulator = Simulator(tickHz: 120)
        _ = try simulator.createView(listSpec(count: 2000, physics: ProfileTests.physics(profile)), id: "v")
        _ = try simulator.apply(.fling(view: "v", velocity: Vector(dx: 0, dy: -3000)))
        for _ in 0..<24 { _ = simulator.step() }
        var events = try simulator.apply(second("v"))
        for _ in 0..<120 { events += simulator.step() }
        return events.compactMap { event -> Vector? in
            if case .scroll(.willEndDragging(let velocity, _)) = event.kind { return velocity }
            return nil
        }
    }

    /// BouncingScrollPhysics' friction from 3,000 pt/s moves at 3000·0.135^0.2 = 2,009.963 pt/s after
    /// 0.2 s; a touch then carries `0.000816·2009.963^1.967` = 2,564.844 pt/s (`carriedMomentum`). A
    /// release the same way faster than half of it (1,282.4) adds it: 3,000 + 2,564.844 = 5,564.844. One
    /// the other way, or of 1,000 pt/s, does not; nor does ClampingScrollPhysics carry anything.
    @Test func bouncingCarriesMomentumIntoASameDirectionFling() throws {
        func fling(_ dy: Double) -> (String) -> Command { { .fling(view: $0, velocity: Vector(dx: 0, dy: dy)) } }
        let same = try Self.secondRelease(.flutter, fling(-3000))
        #expect(same.count == 1 && abs(same[0].dy - 5564.844) < 1e-3, "\(same)")
        #expect(try Self.secondRelease(.flutter, fling(3000)) == [Vector(dx: 0, dy: -3000)])
        #expect(try Self.secondRelease(.flutter, fling(-1000)) == [Vector(dx: 0, dy: 1000)])
        #expect(try Self.secondRelease(.flutterClamping, fling(-3000)) == [Vector(dx: 0, dy: 3000)])
    }

    /// A drag during the motion carries the momentum through its moves (300 pt in 0.1 s: 3,000 pt/s at the
    /// lift, + 2,564.844); one whose finger first stays still for 50 ms (more than the 20 ms
    /// `momentumRetainStationaryDurationThreshold`, at 120 Hz three still moves by 25 ms) loses it.
    @Test func aStillFingerLosesTheCarriedMomentum() throws {
        let moving = try Self.secondRelease(.flutter) {
            .drag(view: $0, path: TouchPath(linear: Vector(dx: 0, dy: -300), duration: 0.1))
        }
        #expect(moving.count == 1 && abs(moving[0].dy - 5564.844) < 1e-3, "\(moving)")
        let resting = TouchPath(samples: [(0.05, .zero), (0.15, Vector(dx: 0, dy: -300))])
        let still = try Self.secondRelease(.flutter) { .drag(view: $0, path: resting) }
        #expect(still.count == 1 && abs(still[0].dy - 3000) < 1e-6, "\(still)")
    }
}
