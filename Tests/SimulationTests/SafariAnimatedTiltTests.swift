import Foundation
import LayoutCore
import Testing

@testable import Simulation

/// A Safari tab an update animation carries tilts as a tab at its shown y does, not as one at its final slot.
@Suite struct SafariAnimatedTiltTests {
    /// `SafariUpdateAnimationTests.halfWayThroughASwipedDeletion()`: at tick 24, old tab 2 ("0-2", now the
    /// second of three tabs, slot 229) is shown half-way from 333.5, at y 281.25, the view at offset 0. The
    /// tilt grows from the top angle a0 = −π/10 − (π/10)·(3 − 1)/4 = −3π/20 for three tabs to −π/2.5 at the
    /// bottom, over the 667-pt viewport, from y 20 (the top inset): at 281.25, a = −3π/20 + (−π/2.5 + 3π/20) ·
    /// (281.25 − 20)/667 = −0.7788630, where its slot's tilt is at (229 − 20)/667 of the way, −0.7173382. The
    /// transform is a rotation about x by a, then a translation and the perspective (`SafariGeometry`), which
    /// leave its m22 at cos a: 0.7117 (0.7536 at the slot, what was shown before). Both the displayed set
    /// and the view's layout snapshot (what the replay page draws) have it.
    @Test func aTravellingTabTiltsForWhereItIsShown() throws {
        let (simulator, _) = try SafariUpdateAnimationTests.halfWayThroughASwipedDeletion()
        let top = -3 * Double.pi / 20
        let angle = top + (-Double.pi / 2.5 - top) * (281.25 - 20) / 667
        #expect(abs(angle - -0.7788630) < 1e-7)
        let shown = try #require(SafariDeletionTests.shown(simulator, "0-2"))
        #expect(abs(shown.frame.minY - 281.25) < 1e-9)
        #expect(abs(shown.transform.m22 - cos(angle)) < 1e-12)
        let displayed = try #require(simulator.views[0].displayed.values.first { $0.id?.description == "0-2" })
        #expect(abs(displayed.transform.m22 - cos(angle)) < 1e-12)
    }
}
