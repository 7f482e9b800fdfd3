import LayoutCore
import Layouts
import ScrollPhysics
import Testing

@testable import Simulation

/// androidx's SnapHelper rules in the simulator: when its smooth scrolls go idle, which flings it takes,
/// PagerSnapHelper's page and LinearSnapHelper's span per child. Runs at 1,000 Hz, so an end falls on the
/// first whole millisecond at or after it. Expected values are derived in each test from the source's formula.
@Suite struct AndroidSnapRuleTests {
    static let tickHz = 1000.0

    /// A paging list (20 rows of 100 pt, a 667-pt page) at `offset`.
    static func pager(at offset: Double) -> ViewSpec {
        var spec = listSpec(count: 20, physics: ProfileTests.physics(.android, paging: true))
        spec.contentOffset = Point(x: 0, y: offset)
        return spec
    }

    static func run(_ spec: ViewSpec, finger velocity: Vector) throws -> ProfileTests.Run {
        try ProfileTests.run(spec, tickHz: tickHz, command: ProfileTests.fling(velocity))
    }

    /// The offset `willEndDragging` reported.
    static func target(_ run: ProfileTests.Run) -> Point? {
        for case .scroll(.willEndDragging(_, let target)) in run.started.map(\.kind) { return target }
        return nil
    }

    /// From 100 pt into page 0 a fling of 1,000 pt/s turns to page 1 (667): 567 pt = 1,701 px, its
    /// scroll capped at 100 ms, ⌈100/0.3356⌉ = 298 ms along `1 − (1 − u)²`. OverScroller draws
    /// `round(q·1701)` pixels; the ViewFlinger stops when that is 1,701, at q = 1 − 0.5/1701:
    /// u = 1 − √(0.5/1701) = 0.982856, 292.891 ms: idle at the 293rd ms, not the 298th.
    @Test func aSnapScrollGoesIdleWhenThePixelArrives() throws {
        let run = try Self.run(Self.pager(at: 100), finger: Vector(dx: 0, dy: -1000))
        #expect(try #require(run.rest).y == 667)
        #expect(abs(try #require(run.endTime) - 0.293) < 1e-9)
    }

    /// A release without velocity 250 pt into page 0 is no fling: the idle snap's `smoothScrollBy` back
    /// to page 0, 750 px over ⌊(250/667 + 1)·300⌋ = ⌊412.44⌋ = 412 ms along `1 − (1 − u)⁵`, is idle once
    /// `1 − (1 − u)⁵ = 1 − 0.5/750`: u = 1 − (1/1500)^(1/5) = 0.768377, 316.571 ms, so at the 317th ms.
    @Test func theIdleSnapGoesIdleWhenThePixelArrives() throws {
        let run = try Self.run(Self.pager(at: 250), finger: .zero)
        #expect(try #require(run.rest).y == 0)
        #expect(abs(try #require(run.endTime) - 0.317) < 1e-9)
    }

    /// `SnapHelper.onFling` takes a fling only when `|v| > minFlingVelocity`: at exactly 50 pt/s (150 px/s
    /// at density 3, which RecyclerView's `|v| < min` test lets fling) RecyclerView flings freely, 3.2114 px
    /// truncated to 3 px (1 pt) in 61 ms (V23), then the idle snap brings page 0 back: 3 px over
    /// ⌊(1/667 + 1)·300⌋ = 300 ms, idle at u = 1 − (0.5/3)^(1/5) = 0.301173, 90.352 ms. So the list moves
    /// forward by more than the 2.5 px at which RecyclerView idles, at most 1 pt, and rests on page 0 after
    /// 90.352 ms and at most 61 + 90.352 + 1 ms.
    @Test func atExactlyTheMinimumThePagerLetsRecyclerViewFling() throws {
        let run = try Self.run(Self.pager(at: 0), finger: Vector(dx: 0, dy: -50))
        #expect(Self.target(run) == Point(x: 0, y: 0))
        let peak = run.offsets.map(\.offset.y).max()!
        #expect(peak > 2.5 / 3 && peak <= 1)
        #expect(try #require(run.rest).y == 0)
        let end = try #require(run.endTime)
        #expect(end >= 0.090352 && end <= 0.061 + 0.090352 + 0.001)
    }

    /// PagerSnapHelper (androidx's current `findTargetSnapPosition`) takes the child closest to the centre
    /// at or after it for a forward fling, at or before it for a backward one; a child on the centre is
    /// both, so from a page at rest (667) either fling picks that page: zero distance, no scroll. From 700
    /// the pages around the centre are 1 (before) and 2 (after, 1,334, clamped to the end, 1,333).
    @Test func aFlingFromAPageAtRestStaysOnIt() throws {
        for finger in [-1000.0, 1000] {
            let run = try Self.run(Self.pager(at: 667), finger: Vector(dx: 0, dy: finger))
            #expect(Self.target(run) == Point(x: 0, y: 667), "\(finger)")
            #expect(run.started.map(\.kind).contains(.scroll(.didEndDragging(willDecelerate: false))))
        }
        let forward = try Self.run(Self.pager(at: 700), finger: Vector(dx: 0, dy: -1000))
        #expect(try #require(forward.rest).y == 1333)
        let backward = try Self.run(Self.pager(at: 700), finger: Vector(dx: 0, dy: 1000))
        #expect(try #require(backward.rest).y == 667)
    }

    /// LinearSnapHelper's `computeDistancePerChild` spans the decorated children, the spacing included:
    /// 100-pt items 8 pt apart step 108 pt per child. At density 3 (P = 155,670.6, F·P = 2,335.06):
    /// - 475 pt/s = 1,425 px/s: l = ln(0.35·1425/2335.06) = −1.54366, distance 2335.06·e^(1.73627·l) =
    ///   160.06 px, 160 px = 53.333 pt: round(53.333/108) = round(0.494) = 0, no jump, and the idle snap
    ///   brings the start item back (the item frames alone, 108 − 8/n ≤ 104 pt per child, gave 0.513: 1);
    /// - 900 pt/s = 2,700 px/s: 485.49 px, 485 px = 161.667 pt: round(1.497) = 1 item, to start + 108 (the
    ///   frames alone gave 1.5 or more: 2 items).
    @Test func linearSnapHelperCountsTheSpacingInEachChild() throws {
        let spec = ProfileTests.stripSpec(.android, spacing: 8, width: 375)
        let start = SimulatedView(id: "v", spec: spec).scroll.contentOffset.x
        let slow = try Self.run(spec, finger: Vector(dx: -475, dy: 0))
        #expect(try #require(slow.rest).x == start)
        #expect(slow.offsets.map(\.offset.x).max()! > start + 53)
        let fast = try Self.run(spec, finger: Vector(dx: -900, dy: 0))
        #expect(try #require(fast.rest).x == start + 108)
    }
}
