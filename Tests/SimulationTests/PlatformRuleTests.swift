import LayoutCore
import Layouts
import ScrollPhysics
import Testing

@testable import Simulation

/// Where the profiles follow their platform's own code to the frame: when RecyclerView goes idle, which
/// side of the minimum fling speed flings, and Flutter's overscroll friction applied per pointer move.
/// Expected values from Docs/Physics.md (V37–V39), each worked out in its test's comment.
@Suite struct PlatformRuleTests {
    static func physics(_ profile: ScrollProfile, rate: DecelerationRate = .normal) -> ScrollSettings {
        var settings = ScrollSettings()
        settings.profile = profile
        settings.decelerationRate = rate
        return settings
    }

    /// The release a fling command makes, and whether it decelerates.
    static func decelerates(_ profile: ScrollProfile, speed: Double) throws -> Bool {
        var simulator = Simulator(tickHz: 120)
        _ = try simulator.createView(listSpec(count: 200, physics: physics(profile)), id: "v")
        let events = try simulator.apply(.fling(view: "v", velocity: Vector(dx: 0, dy: -speed)))
        return events.map(\.kind).contains(.scroll(.didEndDragging(willDecelerate: true)))
    }

    /// V38: RecyclerView zeroes a velocity `< mMinFlingVelocity` (50 dp/s), so 50 flings; Flutter's drag
    /// recognizer flings only when `|v| > minFlingVelocity`: 100 pt/s (BouncingScrollPhysics' doubled
    /// `kMinFlingVelocity`) and 50 pt/s (ClampingScrollPhysics) do not, a hair above them does.
    @Test func theMinimumFlingSpeedFlingsOnAndroidAndNotOnFlutter() throws {
        #expect(try Self.decelerates(.android, speed: 50))
        #expect(try !Self.decelerates(.android, speed: 49.99))
        #expect(try !Self.decelerates(.flutter, speed: 100))
        #expect(try Self.decelerates(.flutter, speed: 100.01))
        #expect(try !Self.decelerates(.flutterClamping, speed: 50))
        #expect(try Self.decelerates(.flutterClamping, speed: 50.01))
    }

    /// The content offset after dragging `pull` points down from the top over `duration` seconds at
    /// `tickHz` (one pointer move per tick).
    static func pulled(
        _ pull: Double, over duration: Double, tickHz: Double, profile: ScrollProfile = .flutter,
        rate: DecelerationRate = .normal
    ) throws -> Double {
        var simulator = Simulator(tickHz: tickHz)
        _ = try simulator.createView(listSpec(physics: physics(profile, rate: rate)), id: "v")
        let path = TouchPath(linear: Vector(dx: 0, dy: pull), duration: duration)
        _ = try simulator.apply(.drag(view: "v", path: path))
        for _ in 0..<Int((duration * tickHz).rounded()) { _ = simulator.step() }
        return try #require(simulator.state(of: "v")).contentOffset.y
    }

    /// V39: Flutter scales each pointer move past the edge by `0.52·(1 − overscroll/667)²`; the first move
    /// starts at the edge, inside the range, so it applies whole. 100 pt over 200 ms at 120 Hz is 24 moves
    /// of 4.1667 pt: 4.1667, then 4.1667·0.52·(1 − 4.1667/667)² = 2.1397, … ending 50.111 pt out (the
    /// continuous curve gave 48.24). 400 pt over 400 ms at 60 Hz, 24 moves of 16.667 pt: 164.685 pt out.
    @Test func flutterAppliesItsFrictionToEachPointerMove() throws {
        #expect(abs(try Self.pulled(100, over: 0.2, tickHz: 120) + 50.111) < 0.001)
        #expect(abs(try Self.pulled(400, over: 0.4, tickHz: 60) + 164.685) < 0.001)
        let firstTwo = try Self.pulled(100.0 / 12, over: 2.0 / 120, tickHz: 120)
        #expect(abs(firstTwo + (100.0 / 24) * (1 + 0.52 * (1 - 100.0 / 24 / 667) * (1 - 100.0 / 24 / 667))) < 1e-9)
        // UIScrollView's band is the same at any rate.
        let ios = -RubberBand.displayed(100, dimension: 667)
        #expect(abs(try Self.pulled(100, over: 0.2, tickHz: 120, profile: .ios) - ios) < 1e-9)
        #expect(abs(try Self.pulled(100, over: 0.2, tickHz: 60, profile: .ios) - ios) < 1e-9)
    }

    /// Easing back toward the range: 10 pt of finger at 50 pt out of 500 moves the content
    /// 10·0.52·(1 − 40/500)² = 4.4013 pt (the factor at the overscroll less the move), at `fast` the whole
    /// 10; a move whose scaled part would cross the edge reaches it, and the rest applies whole: 30 pt at
    /// 10 out, factor 0.52·(1 − (10 − 30)/500)² = 0.56243, reaches the edge after 10/0.56243 = 17.780 pt of
    /// finger and goes 12.220 pt beyond it: 22.220 in all.
    @Test func easingBackAndCrossingTheEdge() {
        let range = 0.0...1000
        let easing = FlutterOverscroll.move(10, from: -50, range: range, viewport: 500, fast: false)
        #expect(abs(easing - 10 * 0.52 * 0.92 * 0.92) < 1e-12)
        #expect(FlutterOverscroll.move(10, from: -50, range: range, viewport: 500, fast: true) == 10)
        let tensing = FlutterOverscroll.move(-10, from: -50, range: range, viewport: 500, fast: false)
        #expect(abs(tensing + 10 * 0.52 * 0.9 * 0.9) < 1e-12)
        let crossing = FlutterOverscroll.move(30, from: -10, range: range, viewport: 500, fast: false)
        let factor = 0.52 * (1 - (10.0 - 30) / 500) * (1 - (10.0 - 30) / 500)
        #expect(abs(crossing - (10 + (30 - 10 / factor))) < 1e-12)
        #expect(FlutterOverscroll.move(5, from: 0, range: range, viewport: 500, fast: false) == 5)
        #expect(FlutterOverscroll.move(-5, from: 0, range: range, viewport: 500, fast: false) == -5)
    }
}
