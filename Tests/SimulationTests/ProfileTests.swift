import LayoutCore
import Layouts
import ScrollPhysics
import Testing

@testable import Simulation

/// The android, flutter and flutterClamping profiles in the simulator. Expected rest points and times
/// come from the vectors and formulas of `Docs/Physics.md` ("Physics profiles"), worked out in the comments.
@Suite struct ProfileTests {
    static func physics(_ profile: ScrollProfile, paging: Bool = false) -> ScrollSettings {
        var settings = ScrollSettings()
        settings.profile = profile
        settings.pagingEnabled = paging
        return settings
    }

    /// A strip of 100×100 items, `spacing` apart (none by default), in a view `width` wide (300 pt): the
    /// snap pitch is 100 pt plus the spacing.
    static func stripSpec(_ profile: ScrollProfile, spacing: Double = 0, width: Double = 300) -> ViewSpec {
        var strip = SnapToCenterConfiguration()
        strip.itemSize = Size(width: 100, height: 100)
        strip.interitemSpacing = spacing
        return ViewSpec(
            viewport: Size(width: width, height: 116), layout: .snapToCenter(strip),
            data: CollectionData(sections: [SectionData(itemCount: 40)]), physics: physics(profile))
    }

    /// What a run records: the offset after every tick, the last didEndDecelerating, and when it came.
    struct Run {
        var offsets: [(time: Double, offset: Point)] = []
        var rest: Point?
        var endTime: Double?
        /// Where the view is once idle (or after 10 s).
        var final = Point(x: 0, y: 0)
        var started: [Event] = []
        var phases: Set<ScrollPhase> = []
    }

    static func run(_ spec: ViewSpec, tickHz: Double = 120, command: (String) -> Command) throws -> Run {
        var simulator = Simulator(tickHz: tickHz)
        _ = try simulator.createView(spec, id: "v")
        var run = Run()
        run.started = try simulator.apply(command("v"))
        for _ in 0..<Int(10 * tickHz) where !simulator.isIdle {
            let events = simulator.step()
            let state = try #require(simulator.state(of: "v"))
            run.offsets.append((simulator.time, state.contentOffset))
            run.phases.insert(state.phase)
            for case .scroll(.didEndDecelerating(let offset)) in events.map(\.kind) {
                run.rest = offset
                run.endTime = simulator.time
            }
        }
        run.final = try #require(simulator.state(of: "v")).contentOffset
        return run
    }

    static func fling(_ velocity: Vector) -> (String) -> Command {
        { .fling(view: $0, velocity: velocity) }
    }

    /// V21 at density 3: 5,000 pt/s is 15,000 px/s, 9,532.87 px truncated to 9,532 (3,177.333 pt), over
    /// 1,815 ms; RecyclerView goes idle once the spline has covered all but half a pixel (V37), 9,531.5 of
    /// 9,532 px, which SPLINE_POSITION reaches at 0.98894 of the duration: 1,794.92 ms, so at 120 Hz in
    /// the first tick at or after that, tick 216.
    @Test func anAndroidFlingRestsOnWholePixelsAfterWholeMilliseconds() throws {
        let run = try Self.run(
            listSpec(count: 2000, physics: Self.physics(.android)), command: Self.fling(Vector(dx: 0, dy: -5000)))
        let rest = try #require(run.rest)
        #expect(rest.y == 9532.0 / 3)
        #expect(abs(try #require(run.endTime) - 216.0 / 120) < 1e-9)
        #expect(
            run.started.map(\.kind).contains(
                .scroll(
                    .willEndDragging(velocity: Vector(dx: 0, dy: 5000), targetContentOffset: Point(x: 0, y: 9532.0 / 3))
                )))
    }

    /// V28: 3,177.6219 pt over T = 1.49869 s, ending at tick 180 at 120 Hz.
    @Test func aClampingFlingCoversTheSplineDistanceSooner() throws {
        let run = try Self.run(
            listSpec(count: 2000, physics: Self.physics(.flutterClamping)),
            command: Self.fling(Vector(dx: 0, dy: -5000)))
        #expect(abs(try #require(run.rest).y - 3177.6219) < 1e-3)
        #expect(abs(try #require(run.endTime) - 180.0 / 120) < 1e-9)
    }

    /// V30–V32: friction 0.135 from 1,000 pt/s is done at 2.5022 s, when 6.6667 pt/s remain, that is
    /// 6.6667/ln(1/0.135) = 3.3292 pt short of 499.3806: at 496.0514 (tick 301 at 120 Hz).
    @Test func aBouncingFlingStopsWhenSlowerThanTheTolerance() throws {
        let run = try Self.run(
            listSpec(count: 2000, physics: Self.physics(.flutter)), command: Self.fling(Vector(dx: 0, dy: -1000)))
        #expect(abs(try #require(run.rest).y - 496.0514) < 1e-3)
        #expect(abs(try #require(run.endTime) - 301.0 / 120) < 1e-9)
    }

    /// Each profile is a function of time: at the instants 60, 120 and 240 Hz share, the offsets agree,
    /// and the motions rest in the same place within a tick of each other — over open content, at an
    /// edge, and snapping.
    @Test(arguments: ScrollProfile.allCases)
    func everyProfileIsTickRateIndependent(_ profile: ScrollProfile) throws {
        let cases: [(ViewSpec, Vector)] = [
            (listSpec(count: 2000, physics: Self.physics(profile)), Vector(dx: 0, dy: -3000)),
            (listSpec(count: 20, physics: Self.physics(profile)), Vector(dx: 0, dy: -6000)),
            (listSpec(count: 20, physics: Self.physics(profile, paging: true)), Vector(dx: 0, dy: -800)),
            (Self.stripSpec(profile), Vector(dx: -1000, dy: 0)),
            (Self.stripSpec(profile), Vector(dx: -200, dy: 0)),
        ]
        for (spec, velocity) in cases {
            let runs = try [60.0, 120, 240].map { try Self.run(spec, tickHz: $0, command: Self.fling(velocity)) }
            let rests = runs.map(\.final)
            let ends = runs.map { $0.endTime ?? 0 }
            #expect(rests.allSatisfy { abs($0.x - rests[0].x) <= 0.5 && abs($0.y - rests[0].y) <= 0.5 }, "\(rests)")
            #expect(ends.max()! - ends.min()! < 1.0 / 60 + 1e-9, "\(ends)")
            for (index, sample) in runs[0].offsets.enumerated() {
                let finer = [runs[1].offsets[safe: 2 * index + 1], runs[2].offsets[safe: 4 * index + 3]]
                for case let other? in finer where other.time == sample.time || abs(other.time - sample.time) < 1e-9 {
                    #expect(
                        abs(other.offset.x - sample.offset.x) < 1e-6 && abs(other.offset.y - sample.offset.y) < 1e-6)
                }
            }
        }
    }

    /// RecyclerView stops a fling at the edge (the glow takes the rest): 5,000 pt/s would travel 3,177 pt,
    /// the list ends at 2,000 − 667 = 1,333.
    @Test(arguments: [ScrollProfile.android, .flutterClamping])
    func withoutOverscrollAFlingStopsAtTheEdge(_ profile: ScrollProfile) throws {
        let run = try Self.run(
            listSpec(count: 20, physics: Self.physics(profile)), command: Self.fling(Vector(dx: 0, dy: -5000)))
        #expect(try #require(run.rest).y == 1333)
        #expect(run.offsets.allSatisfy { $0.offset.y <= 1333 })
        #expect(!run.phases.contains(.bouncing))
    }

    /// BouncingScrollPhysics: friction would rest at 3000/2.0025 = 1,498.1, past 1,333; the spring takes
    /// over at the edge, overshoots and brings the list back.
    @Test func aBouncingFlingOvershootsAndSpringsBack() throws {
        let run = try Self.run(
            listSpec(count: 20, physics: Self.physics(.flutter)), command: Self.fling(Vector(dx: 0, dy: -3000)))
        #expect(try #require(run.rest).y == 1333)
        #expect(run.offsets.contains { $0.offset.y > 1340 })
        #expect(run.phases.contains(.bouncing))
    }

    /// Dragging 100 pt down at the top: UIKit's band (c 0.55), none on Android or with ClampingScrollPhysics
    /// (Flutter's friction per pointer move: `PlatformRuleTests`).
    @Test func aDragPastTheEdgeFollowsTheProfilesOverscroll() throws {
        let expected: [ScrollProfile: Double] = [
            .ios: -RubberBand.displayed(100, dimension: 667), .android: 0, .flutterClamping: 0,
        ]
        for (profile, offset) in expected {
            var simulator = Simulator(tickHz: 120)
            _ = try simulator.createView(listSpec(physics: Self.physics(profile)), id: "v")
            _ = try simulator.apply(.drag(view: "v", path: TouchPath(linear: Vector(dx: 0, dy: 100), duration: 0.5)))
            for _ in 0..<60 { _ = simulator.step() }
            #expect(abs(try #require(simulator.state(of: "v")).contentOffset.y - offset) < 1e-9, "\(profile)")
        }
    }

    /// V25: 1,000 pt/s at density 3 flings 194 pt; over 100-pt children that is a jump of round(1.94) = 2
    /// items, reached by SnapHelper's decelerating scroll: ⌈200·3·100/480⌉ = 125 ms, ⌈125/0.3356⌉ = 373 ms,
    /// idle once the whole-pixel position reaches the 600th pixel: 1 − (1 − u)² = 1 − 0.5/600, so
    /// u = 1 − √(0.5/600) = 0.971132, 362.232 ms (the first tick at or after it at 120 Hz).
    @Test func linearSnapHelperJumpsWholeItemsAheadOfAFling() throws {
        let spec = Self.stripSpec(.android)
        let start = SimulatedView(id: "v", spec: spec).scroll.contentOffset.x
        let run = try Self.run(spec, command: Self.fling(Vector(dx: -1000, dy: 0)))
        #expect(try #require(run.rest).x == start + 200)
        let end = try #require(run.endTime)
        #expect(end >= 0.362232 && end < 0.362232 + 1.0 / 120)
    }

    /// 200 pt/s at density 3 is 600 px/s: the spline flings 35 px (11.667 pt) in 169 ms, no jump
    /// (0.12 item); RecyclerView goes idle at 34.5 of the 35 px, 0.82004 of the duration (138.586 ms);
    /// then the idle snap brings the nearest item back to the centre along the quintic curve of
    /// ⌊(11.667/300 + 1)·300⌋ = 311 ms, idle once 1 − (1 − u)⁵ = 1 − 0.5/35: u = 1 − (0.5/35)^(1/5) =
    /// 0.572443, 178.034 ms; 316.620 ms in all.
    @Test func withoutAJumpTheFlingRunsAndTheIdleSnapCentres() throws {
        let spec = Self.stripSpec(.android)
        let start = SimulatedView(id: "v", spec: spec).scroll.contentOffset.x
        let run = try Self.run(spec, command: Self.fling(Vector(dx: -200, dy: 0)))
        #expect(try #require(run.rest).x == start)
        let peak = run.offsets.map(\.offset.x).max()!
        #expect(peak <= start + 35.0 / 3 + 1e-9 && peak > start + 11)
        let end = try #require(run.endTime)
        #expect(end >= 0.316620 && end < 0.316620 + 1.0 / 120)
    }

    /// PagerSnapHelper: from 100 pt into page 0, the page ahead of a fling, 567 pt = 1,701 px away: its
    /// scroll capped at 100 ms (⌈1701·100/480⌉ = 355), so ⌈100/0.3356⌉ = 298 ms, idle once the pixel
    /// arrives, 298·(1 − √(0.5/1701)) = 292.891 ms. A release under 50 pt/s is no fling.
    @Test func pagerSnapHelperTurnsOnePage() throws {
        var spec = listSpec(count: 20, physics: Self.physics(.android, paging: true))
        spec.contentOffset = Point(x: 0, y: 100)
        let run = try Self.run(spec, command: Self.fling(Vector(dx: 0, dy: -1000)))
        #expect(try #require(run.rest).y == 667)
        let end = try #require(run.endTime)
        #expect(end >= 0.292891 && end < 0.292891 + 1.0 / 120)
        let onPage = listSpec(count: 20, physics: Self.physics(.android, paging: true))
        let slow = try Self.run(onPage, command: Self.fling(Vector(dx: 0, dy: -49)))
        #expect(slow.started.map(\.kind).contains(.scroll(.didEndDragging(willDecelerate: false))))
    }

    /// PageScrollPhysics: half a page added ahead of a release faster than the tolerance, rounded, the
    /// spring to it; V36's backward release from page 3.125 rests on page 3.
    @Test func flutterPagesWithItsSpring() throws {
        let spec = listSpec(count: 40, physics: Self.physics(.flutter, paging: true))
        let run = try Self.run(spec, command: Self.fling(Vector(dx: 0, dy: -1000)))
        #expect(try #require(run.rest).y == 667)
        #expect(run.phases.contains(.bouncing), "the spring reports the bouncing phase")
        var scrolled = spec
        scrolled.contentOffset = Point(x: 0, y: 3.125 * 667)
        let back = try Self.run(scrolled, command: Self.fling(Vector(dx: 0, dy: 300)))
        #expect(try #require(back.rest).y == 3 * 667)
    }

    /// Android's gesture limits: under 50 pt/s no fling; over 8,000 pt/s clamped.
    @Test func androidsFlingLimits() throws {
        let spec = listSpec(count: 2000, physics: Self.physics(.android))
        let slow = try Self.run(spec, command: Self.fling(Vector(dx: 0, dy: -49)))
        #expect(slow.started.map(\.kind).contains(.scroll(.didEndDragging(willDecelerate: false))))
        let fast = try Self.run(spec, command: Self.fling(Vector(dx: 0, dy: -20000)))
        let reported = fast.started.compactMap { event -> Vector? in
            if case .scroll(.willEndDragging(let velocity, _)) = event.kind { return velocity }
            return nil
        }
        #expect(reported == [Vector(dx: 0, dy: 8000)])
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
