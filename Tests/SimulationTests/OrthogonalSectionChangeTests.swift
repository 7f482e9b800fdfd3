import LayoutCore
import Testing
import Wire

import func Foundation.log

@testable import Simulation

/// A data change that shortens an orthogonal section's row while the section moves re-aims the section as
/// the view itself is re-aimed: its momentum no longer rests where the old row ended.
///
/// The feed of `OrthogonalSectionTests` (375 × 600): section 0 is 20 cards 150 wide, 10 apart, inside 16-pt
/// side insets, so a row of n cards is 16 + 160n − 10 + 16 = 160n + 22 pt long and its largest offset is
/// max(0, 160n + 22 − 375); centred group paging adds (375 − 32 − 150) / 2 = 96.5 pt at each end
/// (160n + 215 long). Group k rests at 160k.
///
/// The fling: 3,000 pt/s on section 0 at UIKit's normal rate (k = 1000 · ln 0.998 = −2.002/s). Free momentum
/// would rest 3,000 / 2.002 = 1,498.5 on; the grouped behaviours aim at group 9 (1,498.5 / 160 = 9.37), 1,440;
/// paging at one page, 375, at the fast rate (k = −10.05/s). 100 ms later (12 ticks at 120 Hz) the section is at
/// 3,000 · (1 − 0.998^100) / 2.002 = 271.9 (continuous), 1,440 · (1 − 0.998^100) = 261.3 (grouped) or
/// 375 · (1 − 0.99^100) = 237.7 (paging).
@Suite struct OrthogonalSectionChangeTests {
    static let behaviours = [
        "continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging", "groupPagingCentered",
    ]

    /// Flings section 0 at 3,000 pt/s, deletes `deleted` of its items 100 ms later, then ticks until
    /// everything rests (at most 2,000 ticks). The simulator and whether it came to rest.
    static func flingThenDelete(_ behavior: String, deleted: ClosedRange<Int>) throws -> (Simulator, Bool) {
        var simulator = Simulator()
        _ = try simulator.createView(OrthogonalSectionTests.feed(behavior: behavior), id: "feed")
        _ = try simulator.apply(.fling(view: "feed", velocity: Vector(dx: -3000, dy: 0), target: .section(0)))
        for _ in 0..<12 { _ = simulator.step() }
        _ = try simulator.apply(
            .deleteItems(view: "feed", items: deleted.map { IndexPath(section: 0, item: $0) }))
        var ticks = 0
        while !simulator.isIdle && ticks < 2_000 {
            _ = simulator.step()
            ticks += 1
        }
        return (simulator, simulator.isIdle)
    }

    /// One card left: a row of 182 pt (375 for centred paging), shorter than the view, so the largest
    /// offset is 0. The section, past it at 100 ms (237.7 to 271.9 > 0), moves back inside at once as the
    /// view does, rests at 0 and shows its card; on the old code it went on to 1,498.5 (or 1,440, 375) and
    /// showed nothing.
    @Test(arguments: behaviours)
    func aRowShorterThanTheViewBringsTheSectionBackToItsStart(_ behavior: String) throws {
        let (simulator, idle) = try Self.flingThenDelete(behavior, deleted: 1...19)
        #expect(idle)
        #expect(simulator.views[0].sectionOffset(0) == 0)
        let state = try #require(simulator.state(of: "feed"))
        #expect(state.visibleCells.contains(IndexPath(section: 0, item: 0)), "\(state.visibleCells)")
    }

    /// Four cards left: a row of 662 pt, the largest offset 287 (centred paging: 855 pt, 480). At 100 ms
    /// the section is still inside (at most 271.9), but its rest lies past the new end, so it is re-aimed
    /// from where it is: free momentum (continuous) crosses 287 and bounces back to it; the grouped
    /// behaviours' nearest group to the clamped proposal is past the end (287 / 160 = 1.8: group 2 at
    /// 320), clamped to 287; centred paging's group 3 is exactly its end, 480; paging's next page (375) is
    /// clamped to 287 as well.
    @Test(arguments: zip(behaviours, [287.0, 287, 287, 287, 480]))
    func aShorterRowReAimsTheSectionAtItsNewEnd(_ behavior: String, rest: Double) throws {
        let (simulator, idle) = try Self.flingThenDelete(behavior, deleted: 4...19)
        #expect(idle)
        #expect(abs(simulator.views[0].sectionOffset(0) - rest) < 1e-9, "\(simulator.views[0].sectionOffset(0))")
    }

    /// A row that still holds the rest is left alone: with 15 cards (a row of 2,422 pt, the largest offset
    /// 2,047) the continuous section rests at 1,498.5 as if nothing had changed.
    @Test func aRowThatStillHoldsTheRestDoesNotChangeIt() throws {
        let (simulator, idle) = try Self.flingThenDelete("continuous", deleted: 15...19)
        #expect(idle)
        #expect(abs(simulator.views[0].sectionOffset(0) - 3000 / -(1000 * log(0.998))) < 1e-6)
    }

    /// With `orthogonalScrollingBehavior: none` the section is part of the view's own scroll: cards of 200
    /// stacked 10 apart, then section 1's ten rows of 100, so the content is 20 · 210 − 10 + 1,000 = 5,190
    /// tall. A fling of the view at 3,000 pt/s would rest at 1,498.5; deleting 19 cards 100 ms later (the
    /// view at 271.9) leaves 200 + 1,000 = 1,200, the largest offset 1,200 − 600 = 600: the view is
    /// re-aimed, crosses 600 and bounces back to rest there (the old code rested at 1,498.5, past the end).
    @Test func theViewItselfIsReAimedWhenTheRowsUnderItShrink() throws {
        var simulator = Simulator()
        _ = try simulator.createView(OrthogonalSectionTests.feed(behavior: "none"), id: "feed")
        _ = try simulator.apply(.fling(view: "feed", velocity: Vector(dx: 0, dy: -3000)))
        for _ in 0..<12 { _ = simulator.step() }
        _ = try simulator.apply(.deleteItems(view: "feed", items: (1...19).map { IndexPath(section: 0, item: $0) }))
        var ticks = 0
        while !simulator.isIdle && ticks < 2_000 {
            _ = simulator.step()
            ticks += 1
        }
        #expect(simulator.isIdle)
        let state = try #require(simulator.state(of: "feed"))
        #expect(state.contentOffset == Point(x: 0, y: 600))
    }
}
