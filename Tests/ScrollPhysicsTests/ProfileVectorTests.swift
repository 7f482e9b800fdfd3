import Testing

@testable import ScrollPhysics

/// The reference vectors V19–V35 of `Docs/Physics.md` (Android's OverScroller and SnapHelper, Flutter's
/// scroll simulations), computed in double precision from the published formulas. Android's own
/// constants are `float`s, so its values are compared within a hundredth of a pixel.
@Suite struct ProfileVectorTests {
    func close(_ actual: Double, _ expected: Double, within tolerance: Double = 1e-4) -> Bool {
        abs(actual - expected) <= tolerance
    }

    @Test func v19toV23SplineDistancesAndDurations() {
        let cases: [(pixelsPerSecond: Double, density: Double, distance: Double, milliseconds: Double)] = [
            (1000, 1, 194.3136, 555), (3000, 3, 582.9409, 555), (5000, 1, 3177.6219, 1815),
            (24000, 3, 21559.0883, 2566), (150, 3, 3.2114, 61),
        ]
        for example in cases {
            let spline = AndroidFling.spline(pixelsPerSecond: example.pixelsPerSecond, density: example.density)
            #expect(close(spline.distance, example.distance, within: 0.01), "\(example)")
            #expect(spline.milliseconds.rounded(.towardZero) == example.milliseconds, "\(example)")
        }
    }

    /// V19, V20 in points: whole pixels and whole milliseconds, the same motion at any density.
    @Test func v19v20TheFlingInPointsTruncatesToPixels() {
        let atOne = AndroidFling(start: 0, velocity: 1000, density: 1)
        #expect(atOne.distance == 194)
        #expect(atOne.duration == 0.555)
        let atThree = AndroidFling(start: 0, velocity: 1000, density: 3)
        #expect(atThree.distance == 582.0 / 3)
        #expect(atThree.duration == 0.555)
        let backward = AndroidFling(start: 500, velocity: -1000, density: 1)
        #expect(backward.restingPoint == 306)
    }

    /// The spline's tangent at the start is 1/INFLEXION, and distance/duration is 0.35·v, so the fling
    /// leaves at its release velocity (the first of the 100 linear pieces a little under it: 997.5 of
    /// 1,000 px/s for V19); it only slows, covers 86 % of the way in half the time, and ends on its rest.
    @Test func theSplineLeavesAtTheReleaseVelocityAndOnlySlows() {
        let fling = AndroidFling(start: 0, velocity: 1000, density: 1)
        #expect(abs(fling.velocity(at: 0) - 1000) < 10)
        var previous = fling.velocity(at: 0)
        for step in 1...555 {
            let speed = fling.velocity(at: Double(step) / 1000)
            #expect(speed <= previous + 1e-9)
            previous = speed
        }
        #expect(abs(AndroidSpline.positions[50] - 0.8584) < 1e-4)
        #expect(fling.position(at: fling.duration) == fling.restingPoint)
        #expect(abs(AndroidSpline.fraction(reaching: AndroidSpline.sample(at: 0.4321).distance) - 0.4321) < 1e-12)
    }

    @Test func v24SpringBackTakesTheSquareRootOfTheDistance() {
        #expect(AndroidSpringBack(from: -100, to: 0, density: 1).duration == 0.316)
        #expect(AndroidSpringBack(from: -100.0 / 3, to: 0, density: 3).duration == 0.316)
    }

    @Test func v26v27SnapHelperTimings() {
        #expect(close(AndroidSmoothScroll.snapDuration(distance: 50, density: 3, paging: false), 0.096, within: 1e-12))
        #expect(close(AndroidSmoothScroll.snapDuration(distance: 300, density: 3, paging: false), 0.561, within: 1e-12))
        #expect(close(AndroidSmoothScroll.snapDuration(distance: 300, density: 3, paging: true), 0.298, within: 1e-12))
    }

    @Test func v28v29ClampingFling() {
        let fast = ClampingFling(start: 0, velocity: 5000)
        #expect(close(fast.distance, 3177.6219, within: 0.01))
        #expect(close(fast.duration, 1.49869, within: 1e-5))
        let slow = ClampingFling(start: 0, velocity: 1000)
        #expect(close(slow.duration, 0.45823, within: 1e-5))
        #expect(close(slow.position(at: 0.1), 85.5807, within: 1e-3))
        #expect(close(slow.velocity(at: 0.1), 715.7794, within: 1e-3))
        #expect(slow.velocity(at: 0) == 1000)
        #expect(slow.position(at: slow.duration) == slow.restingPoint)
    }

    @Test func v30v31FrictionRestAndTimeAtAPosition() throws {
        let friction = FrictionSimulation(
            drag: FrictionSimulation.bouncingDrag, start: 0, velocity: 1000, tolerance: 1 / (0.05 * 3))
        #expect(close(friction.finalPosition, 499.3806))
        let time = try #require(friction.time(toTravel: 400))
        #expect(close(time, 0.80621, within: 1e-5))
        #expect(close(friction.position(at: time), 400, within: 1e-9))
    }

    @Test func v32ToleranceAndDoneTime() {
        let tolerance = FlutterTolerance(screenScale: 3)
        #expect(close(tolerance.velocity, 6.6667))
        #expect(close(tolerance.distance, 0.3333))
        let friction = FrictionSimulation(
            drag: FrictionSimulation.bouncingDrag, start: 0, velocity: 1000, tolerance: tolerance.velocity)
        #expect(close(friction.duration, 2.5022, within: 1e-4))
        #expect(close(abs(friction.velocity(at: friction.duration)), tolerance.velocity, within: 1e-9))
    }

    /// V33: Flutter applies `0.52·(1 − f)²` per pointer event; 10 px of finger at 50 px out of 500 moves
    /// the content 4.2120 px further out.
    @Test func v33OverscrollFrictionPerPointerEvent() {
        let step = 10 * 0.52 * (1 - 50.0 / 500) * (1 - 50.0 / 500)
        #expect(close(step, 4.2120))
        let moved = FlutterOverscroll.move(-10, from: -50, range: 0...1000, viewport: 500, fast: false)
        #expect(close(moved, -4.2120))
    }

    /// V37: RecyclerView goes idle once OverScroller's rounded position reaches the final pixel, before the
    /// spline's duration; the platform's own runs idle at 286, 884 and 2,534 ms for flings of 500, 2,000
    /// and 8,000 px/s at density 1 (of 333, 924 and 2,566 ms).
    @Test func v37RecyclerViewIdlesOnTheFinalPixel() {
        let cases: [(pixelsPerSecond: Double, idle: Double, duration: Double)] = [
            (500, 286, 333), (2000, 884, 924), (8000, 2534, 2566),
        ]
        for example in cases {
            let fling = AndroidFling(start: 0, velocity: example.pixelsPerSecond, density: 1)
            #expect(fling.duration * 1000 == example.duration, "\(example)")
            #expect((fling.idleTime(density: 1) * 1000).rounded() == example.idle, "\(example)")
            let pixels = abs(fling.distance)
            #expect(abs(fling.position(at: fling.idleTime(density: 1)) - (pixels - 0.5)) < 1e-9, "\(example)")
        }
        #expect(AndroidFling(start: 0, velocity: 0, density: 1).idleTime(density: 1) == 0)
    }

    @Test func v35TheScrollSpringsRoots() {
        let description = DampedSpring.Description.scroll
        #expect(close(description.damping, 15.5563))
        let solution = DampedSpring.solve(description, displacement: 10, velocity: 0)
        guard case .overdamped(let r1, let r2, let c1, let c2) = solution else {
            Issue.record("expected an overdamped spring, got \(solution)")
            return
        }
        #expect(close(r1, -22.0371))
        #expect(close(r2, -9.0756))
        #expect(close(c1 + c2, 10, within: 1e-12))
    }
}
