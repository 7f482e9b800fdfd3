import Testing

@testable import ScrollPhysics

/// The reference vectors V40–V44 of `Docs/Physics.md`: when RecyclerView's smooth scrolls go idle, which
/// flings SnapHelper takes, PagerSnapHelper's page, Flutter's carried momentum and ClampingScrollPhysics'
/// stop at an edge. Each expected value is worked out from the platform's formula in the comment.
@Suite struct SnapRuleVectorTests {
    func close(_ actual: Double, _ expected: Double, within tolerance: Double = 1e-6) -> Bool {
        abs(actual - expected) <= tolerance
    }

    /// V40. OverScroller draws `round(q·d)` whole pixels; the scroll is idle once `q = 1 − 0.5/d`:
    /// - 667 pt at density 3 = 2,001 px over 298 ms along `1 − (1 − u)²`: u = 1 − √(0.5/2001) = 0.984193,
    ///   293.289 ms;
    /// - 250 pt = 750 px over 412 ms along `1 − (1 − u)⁵`: u = 1 − (1/1500)^(1/5) = 0.768377, 316.571 ms;
    /// - 0.1 pt = 0.3 px rounds to no pixel: no scroll.
    @Test func v40SmoothScrollsIdleWhenThePixelArrives() {
        let pager = AndroidSmoothScroll.idleTime(distance: 667, density: 3, duration: 0.298, power: 2)
        #expect(close(pager, 0.293289, within: 1e-6))
        let settle = AndroidSmoothScroll.idleTime(distance: -250, density: 3, duration: 0.412, power: 5)
        #expect(close(settle, 0.316571, within: 1e-6))
        #expect(AndroidSmoothScroll.idleTime(distance: 0.1, density: 3, duration: 0.3, power: 5) == 0)
    }

    /// V41. `SnapHelper.onFling` needs `|v| > 50` dp/s: 50 itself is left to RecyclerView.
    @Test func v41SnapHelperTakesOnlyFlingsAboveTheMinimum() {
        #expect(!AndroidSnapHelper.takesFling(speed: 50))
        #expect(AndroidSnapHelper.takesFling(speed: 50.001))
    }

    /// V42. PagerSnapHelper with 667-pt pages at density 3: from 667 (page 1 on the centre, both before
    /// and after it) either way page 1; from 700 forward page 2, backward page 1; from 667.1 (0.3 px off,
    /// on the page in whole pixels) page 1; without velocity from 333.5 (half way) the lower, page 0.
    @Test func v42PagerSnapHelpersPage() {
        func page(_ offset: Double, _ velocity: Double) -> Double {
            AndroidSnapHelper.pagerTarget(offset: offset, pageSize: 667, velocity: velocity, density: 3)
        }
        #expect(page(667, 1000) == 1 && page(667, -1000) == 1)
        #expect(page(700, 1000) == 2 && page(700, -1000) == 1)
        #expect(page(667.1, 1000) == 1)
        #expect(page(333.5, 0) == 0)
    }

    /// V43 (was V34, not modelled before). `carriedMomentum(2000)` = 0.000816·2000^1.967 =
    /// 0.000816·e^(1.967·7.600902) = 2,539.897, signed as the velocity, at most 40,000; a release of 1,500
    /// the same way (over half of 2,539.897) gains it, one of 1,200 (under half) or the other way does not.
    @Test func v43CarriedMomentum() {
        #expect(close(CarriedMomentum.carried(from: 2000), 2539.897, within: 1e-3))
        #expect(close(CarriedMomentum.carried(from: -2000), -2539.897, within: 1e-3))
        #expect(CarriedMomentum.carried(from: 1e6) == 40000)
        #expect(CarriedMomentum.carried(from: 0) == 0)
        #expect(close(CarriedMomentum.release(1500, carrying: 2539.897), 4039.897))
        #expect(CarriedMomentum.release(1200, carrying: 2539.897) == 1200)
        #expect(CarriedMomentum.release(-1500, carrying: 2539.897) == -1500)
    }

    /// V44. The scroll spring (roots −22.0371, −9.0756 per s) from 2,550 to 2,700 at 5,000 pt/s:
    /// c2 = (5000 − 22.0371·150)/12.9615 = 130.729, c1 = −150 − c2 = −280.729; it reaches 2,700 at
    /// ln(−c2/c1)/(r1 − r2) = 0.058964 s. Started on the edge moving out it leaves at once; a spring to 1,000
    /// from 900 at rest never leaves [0, 2700].
    @Test func v44ASpringLeavesTheRangeWhereItCrossesTheEdge() {
        let tolerance = FlutterTolerance(screenScale: 3)
        let range = 0.0...2700
        let page = DampedSpring(.scroll, position: 2550, velocity: 5000, rest: 2700, tolerance: tolerance)
        #expect(close(page.time(leaving: range) ?? -1, 0.058964, within: 1e-6))
        let outward = DampedSpring(.scroll, position: 2700, velocity: 500, rest: 2700, tolerance: tolerance)
        #expect(outward.time(leaving: range) == 0)
        let inside = DampedSpring(.scroll, position: 900, velocity: 0, rest: 1000, tolerance: tolerance)
        #expect(inside.time(leaving: range) == nil)
    }
}
