import LayoutCore
import Layouts
import Testing

@testable import Simulation

/// An animated `deleteSections` fades the section's header out with its cells, as UIKit does with
/// `finalLayoutAttributesForDisappearingSupplementaryElement` (nil: the view fades where it is), and the
/// header ends (`didEndDisplaying`) when the animation does. Geometry: `ReloadedSectionViewsTests.spec()`
/// (header 0 at y 0…50, rows "0-0"…"0-2" at y 50…350, header 1 at y 350…400, rows "1-0"…"1-2" at
/// y 400…700, all displayed), the animation linear over 0.1 s: 12 ticks at 120 Hz, progress k/12 at tick k.
@Suite struct DeletedSectionViewsTests {
    static func delete(_ sections: [Int], animated: Bool = true) -> Command {
        .batchUpdates(
            view: "list", batch: BatchUpdate(deleteSections: sections), animated: animated,
            timing: AnimatedBatchTests.linear)
    }

    /// Section 1 deleted: nothing ends at tick 0 (its three cells and its header stay shown, fading); at
    /// tick 12 they end at alpha 0 where they were, in canonical order (cells, then the header), then the
    /// completion: the lines with which a reload of section 1 ends its old views. Before, the header ended at
    /// tick 0, at alpha 1, while its cells faded.
    @Test func aDeletedSectionsHeaderFadesWithItsCells() throws {
        var simulator = try ReloadedSectionViewsTests.view()
        #expect(AnimatedBatchTests.lines(try simulator.apply(Self.delete([1]))) == [])
        #expect(AnimatedBatchTests.run(&simulator, ticks: 13) == ReloadedSectionViewsTests.section1Reloaded.ended)
    }

    /// Halfway (tick 6, progress 1/2) the view's layout lists the old header among the disappearing elements
    /// at alpha 0.5, at y 350: what the daemon's `layout` and the replay page draw. Before, it was gone.
    @Test func theLayoutShowsTheHeaderFadingHalfway() throws {
        var simulator = try ReloadedSectionViewsTests.view()
        _ = try simulator.apply(Self.delete([1]))
        _ = AnimatedBatchTests.run(&simulator, ticks: 6)
        let animation = try #require(simulator.layoutSnapshot(of: "list")?.animation)
        let old = animation.disappearing.filter { $0.category == .supplementary }
        #expect(old.map(\.alpha) == [0.5] && old.map(\.frame.minY) == [350])
    }

    /// Without animation the section's elements end at once, in the diff after the change, as before:
    /// cells, then the header, as laid out (no animation: alpha "-").
    @Test func anInstantDeletionEndsTheHeaderAtOnce() throws {
        var simulator = try ReloadedSectionViewsTests.view()
        #expect(
            AnimatedBatchTests.lines(try simulator.apply(Self.delete([1], animated: false))) == [
                "0 didEndDisplaying [1, 0] 1-0 400.0 -", "0 didEndDisplaying [1, 1] 1-1 500.0 -",
                "0 didEndDisplaying [1, 2] 1-2 600.0 -", "0 didEndDisplaying [1, 0] header 350.0 -",
            ])
    }
}
