import LayoutCore
import ScrollPhysics
import Testing

@testable import Simulation

/// The scroll view's state machine against UIKit's physics: the rubber band while dragging, the delegate
/// order, bounce-back, touch during motion.
@Suite struct ScrollViewTests {
    /// A 960-pt-tall viewport over content 3000 tall, at rest at the top.
    func scrollView(bounces: Bool = true) -> ScrollView {
        var settings = ScrollSettings()
        settings.bounces = bounces
        let bounds = ScrollBounds(
            viewport: Size(width: 375, height: 960), contentSize: Size(width: 375, height: 3000), contentInset: .zero,
            settings: settings)
        return ScrollView(settings: settings, bounds: bounds, contentOffset: .zero)
    }

    let keep: ScrollView.TargetProvider = { proposed, _, _ in proposed }

    /// V11: pulling 100 pt past the top of a 960-pt viewport shows 52.0197 pt of overscroll.
    @Test func theRubberBandFollowsTheFingerPastTheEdge() {
        var view = scrollView()
        _ = view.beginDrag(at: 0)
        view.moveDrag(to: Vector(dx: 0, dy: 100), at: 0.1)
        #expect(abs(view.contentOffset.y + 52.0197) < 1e-4)
        var stiff = scrollView(bounces: false)
        _ = stiff.beginDrag(at: 0)
        stiff.moveDrag(to: Vector(dx: 0, dy: 100), at: 0.1)
        #expect(stiff.contentOffset.y == 0)
    }

    /// V18: released 50 pt into the overscroll with no velocity, the spring brings it back as
    /// 50·e^(−10t)(1 + 10t): 20.3003 pt out after 0.2 s, settled after 1.21802 s.
    @Test func aReleaseInTheOverscrollBouncesBack() {
        var view = scrollView()
        _ = view.beginDrag(at: 0)
        let pull = RubberBand.fingerDistance(displaying: 50, dimension: 960)
        view.moveDrag(to: Vector(dx: 0, dy: pull), at: 0.1)
        view.moveDrag(to: Vector(dx: 0, dy: pull), at: 0.2)
        let events = view.endDrag(at: 0.2, target: keep)
        #expect(
            Array(events.prefix(2)) == [
                .willEndDragging(velocity: .zero, targetContentOffset: .zero), .didEndDragging(willDecelerate: true),
            ])
        guard case .willBeginDecelerating(let offset) = events.last else {
            Issue.record("expected willBeginDecelerating last, got \(events)")
            return
        }
        #expect(abs(offset.y + 50) < 1e-9)
        #expect(view.advance(to: 0.4).isEmpty)
        #expect(abs(view.contentOffset.y + 20.3003) < 1e-3)
        #expect(view.phase == .bouncing)
        #expect(view.advance(to: 0.2 + 1.21801).isEmpty)
        #expect(view.advance(to: 0.2 + 1.21803) == [.didEndDecelerating(contentOffset: .zero)])
        #expect(view.phase == .idle)
    }

    @Test func aStillReleaseInsideTheBoundsDoesNotDecelerate() {
        var view = scrollView()
        _ = view.beginDrag(at: 0)
        view.moveDrag(to: Vector(dx: 0, dy: -30), at: 0.05)
        view.moveDrag(to: Vector(dx: 0, dy: -30), at: 0.2)
        let events = view.endDrag(at: 0.2, target: keep)
        #expect(
            events == [
                .willEndDragging(velocity: .zero, targetContentOffset: Point(x: 0, y: 30)),
                .didEndDragging(willDecelerate: false),
            ])
        #expect(view.phase == .idle)
    }

    /// A touch during momentum stops it at once, with no didEndDecelerating.
    @Test func aTouchStopsTheMotion() {
        var view = scrollView()
        _ = view.fling(fingerVelocity: Vector(dx: 0, dy: -1000), at: 0, target: keep)
        _ = view.advance(to: 0.1)
        let offset = view.contentOffset
        #expect(abs(offset.y - 90.6259) < 1e-4)  // V7
        #expect(view.beginDrag(at: 0.1) == [.willBeginDragging(contentOffset: offset)])
        #expect(view.advance(to: 5).isEmpty)
        #expect(view.contentOffset == offset)
        #expect(view.phase == .dragging)
    }

    /// A layout target the momentum would not reach: the deceleration is re-aimed to rest on it exactly.
    @Test func aLayoutTargetReAimsTheMomentum() {
        var view = scrollView()
        let events = view.fling(fingerVelocity: Vector(dx: 0, dy: -1000), at: 0) { _, _, _ in Point(x: 0, y: 700) }
        #expect(
            events.contains(
                .willEndDragging(velocity: Vector(dx: 0, dy: 1000), targetContentOffset: Point(x: 0, y: 700))))
        _ = view.advance(to: 10)
        #expect(view.contentOffset == Point(x: 0, y: 700))
    }

    @Test func theReleaseVelocityComesFromTheLast50ms() {
        var view = scrollView()
        _ = view.beginDrag(at: 0)
        for tick in 1...12 { view.moveDrag(to: Vector(dx: 0, dy: -150 * Double(tick) / 12), at: Double(tick) / 120) }
        let events = view.endDrag(at: 0.1, target: keep)
        guard case .willEndDragging(let velocity, _) = events.first else {
            Issue.record("expected willEndDragging first, got \(events)")
            return
        }
        #expect(abs(velocity.dy - 1500) < 1e-6)
        #expect(velocity.dx == 0)
    }
}
