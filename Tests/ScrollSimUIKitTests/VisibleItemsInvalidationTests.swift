import Foundation
import ScrollSimTesting
import ScrollSimUIKit
import Simulation
import Testing

private typealias IndexPath = Foundation.IndexPath

/// `ScalingCarousel` (cards scaled by their distance from the centre by `visibleItemsInvalidationHandler`)
/// run by the driver.
@Suite @MainActor struct VisibleItemsInvalidationTests {
    /// A drag of the section by 50 pt over 100 ms (12 ticks at 120 Hz), lifted still: the handler is
    /// called once per tick the section moves, with the section's own offset, and the last call's scales
    /// are, at offset 50: card 0 (midX 100) distance 150, scale 1.1 − 0.375 = 0.725; card 1 (midX 300)
    /// distance 50, scale 0.975; card 2 (midX 500) distance 250, scale max(0.475, 0.7) = 0.7.
    @Test func scalesCardsByDistanceFromCentre() throws {
        let carousel = ScalingCarousel()
        let driver = try ScrollSimUIKitDriver(showing: carousel.collectionView)
        #expect(carousel.calls.count == 1)
        try driver.scrollSim.drag(by: [-50, 0], duration: .milliseconds(100), release: .still, section: 0)
        try driver.runUntilIdle()
        let last = try #require(carousel.calls.last)
        #expect(last.offset == CGPoint(x: 50, y: 0))
        #expect(Set(last.scales.keys) == [0, 1, 2])
        #expect(abs(try #require(last.scales[0]) - 0.725) < 1e-12)
        #expect(abs(try #require(last.scales[1]) - 0.975) < 1e-12)
        #expect(try #require(last.scales[2]) == 0.7)
        let middle = try #require(
            carousel.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? CarouselCard)
        let attributes = try #require(middle.applied)
        #expect(abs(attributes.transform.a - 0.975) < 1e-12 && abs(attributes.transform.d - 0.975) < 1e-12)
        #expect(abs(attributes.alpha - 0.975) < 1e-12 && attributes.zIndex == 10)
        // Card 1's frame is its own, untransformed, 50 pt left of its place at rest: x 150.
        #expect(attributes.frame == CGRect(x: 150, y: 0, width: 200, height: 200))
    }

    /// Once when shown, then once per tick that moves the section (the 12 ticks of the drag), none at rest:
    /// 500 ms more add none.
    @Test func calledOncePerScrollingTickNotAtRest() throws {
        let carousel = ScalingCarousel()
        let driver = try ScrollSimUIKitDriver(showing: carousel.collectionView)
        try driver.advance(by: .milliseconds(500))
        #expect(carousel.calls.count == 1)
        try driver.scrollSim.drag(by: [-50, 0], duration: .milliseconds(100), release: .still, section: 0)
        try driver.runUntilIdle()
        #expect(carousel.calls.count == 13)
        try driver.advance(by: .milliseconds(500))
        #expect(carousel.calls.count == 13)
    }

    /// As UIKit calls it on every layout pass of the section: when the view is first shown, before any
    /// tick, and after `reloadData`. Both times with cards 0 and 1 (x 0…400, the view's width; card 2 at
    /// 400 is outside) at offset 0: distance |100 − 200| = |300 − 200| = 100, scale 1.1 − 100/400 = 0.85.
    /// Card 0's `willDisplay` finds alpha 0.85 and zIndex 9 (8.5 rounded away from zero). The old code
    /// called it on scrolling ticks only: no call at show, none after the reload.
    @Test func calledWhenShownAndAfterReloadData() throws {
        let carousel = ScalingCarousel()
        _ = try ScrollSimUIKitDriver(showing: carousel.collectionView)
        #expect(carousel.calls.count == 1)
        let shown = try #require(carousel.calls.first)
        #expect(shown.offset == .zero)
        #expect(Set(shown.scales.keys) == [0, 1])
        for scale in shown.scales.values { #expect(abs(scale - 0.85) < 1e-12) }
        let card0 = try #require(carousel.displayed[0])
        #expect(abs(card0.alpha - 0.85) < 1e-12 && card0.zIndex == 9)
        carousel.collectionView.reloadData()
        #expect(carousel.calls.count == 2)
        #expect(Set(try #require(carousel.calls.last).scales.keys) == [0, 1])
    }

    /// Card 2 (x 400…600 at rest) enters as soon as the section moves: at an offset below 140 its distance
    /// from the centre, 300 − offset, is over 160, so its scale is the minimum, 0.7; `willDisplay` finds
    /// alpha 0.7, zIndex 7 and the 0.7 scale on the cell's attributes.
    @Test func adjustedAttributesReachWillDisplay() throws {
        let carousel = ScalingCarousel()
        let driver = try ScrollSimUIKitDriver(showing: carousel.collectionView)
        #expect(carousel.displayed[2] == nil)
        try driver.scrollSim.drag(by: [-50, 0], duration: .milliseconds(100), release: .still, section: 0)
        let entered = try #require(carousel.displayed[2])
        #expect(entered.alpha == 0.7 && entered.zIndex == 7)
        #expect(entered.transform == CGAffineTransform(scaleX: 0.7, y: 0.7))
    }
}
