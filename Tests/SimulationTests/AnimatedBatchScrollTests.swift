import LayoutCore
import Testing

@testable import Simulation

/// An animated batch while something scrolls: as in UIKit, the motion goes on through it, re-aimed where
/// the new content asks, as an instant change re-aims it.
@Suite struct AnimatedBatchScrollTests {
    static let timing = try! UpdateTiming(duration: 0.3, curve: .easeInOut)

    /// OrthogonalSectionChangeTests' fling of section 0 (3,000 pt/s, continuous), then 100 ms later an
    /// animated batch deleting cards 4…19: the section keeps moving through the animation (not at rest
    /// after the batch), is re-aimed at its row's new end, 287 (derived there: 160 · 4 + 22 − 375), and
    /// rests there, as after the instant delete.
    @Test func anOrthogonalSectionsScrollGoesOnAndIsReAimed() throws {
        var simulator = Simulator()
        _ = try simulator.createView(OrthogonalSectionTests.feed(behavior: "continuous"), id: "feed")
        _ = try simulator.apply(.fling(view: "feed", velocity: Vector(dx: -3000, dy: 0), target: .section(0)))
        for _ in 0..<12 { _ = simulator.step() }
        let batch = BatchUpdate(deleteItems: (4...19).map { IndexPath(section: 0, item: $0) })
        _ = try simulator.apply(.batchUpdates(view: "feed", batch: batch, animated: true, timing: Self.timing))
        #expect(!simulator.views[0].movingSections.isEmpty)
        #expect(simulator.views[0].updateAnimation != nil)
        var ticks = 0
        while !simulator.isIdle && ticks < 2_000 {
            _ = simulator.step()
            ticks += 1
        }
        #expect(simulator.isIdle)
        #expect(abs(simulator.views[0].sectionOffset(0) - 287) < 1e-9)
    }

    /// A cell an animation holds moves with its orthogonal section's own scroll at once, as UIKit's embedded
    /// scroll view carries its subviews, whatever the animation's progress: the feed's card 0 (x = 16, the
    /// section's inset) is displayed when an animated batch (1 s, linear) deletes a list row off screen;
    /// the section then jumps 100 pt along before any tick (progress 0), and the card is at 16 − 100 = −84,
    /// its layout frame still at 16, and stays there when the animation has ended.
    @Test func aCellMovesWithItsSectionsScrollDuringAnAnimation() throws {
        var simulator = Simulator()
        _ = try simulator.createView(OrthogonalSectionTests.feed(behavior: "continuous"), id: "feed")
        let batch = BatchUpdate(deleteItems: [IndexPath(section: 1, item: 9)])
        let timing = try UpdateTiming(duration: 1, curve: .linear)
        _ = try simulator.apply(.batchUpdates(view: "feed", batch: batch, animated: true, timing: timing))
        _ = try simulator.apply(.scrollTo(view: "feed", offset: Point(x: 100, y: 0), animated: false, section: 0))
        let card = SimulatedView.ElementKey.cell(.positional(section: 0, item: 0))
        #expect(simulator.views[0].displayed[card]?.frame.minX == -84)
        #expect(simulator.views[0].displayed[card]?.layoutFrame?.minX == 16)
        for _ in 0..<120 { _ = simulator.step() }
        #expect(simulator.views[0].updateAnimation == nil)
        #expect(simulator.views[0].displayed[card]?.frame.minX == -84)
    }

    /// Eight Safari tabs, a slow swipe on tab 1 (120 pt left over 0.5 s, 240 pt/s and under half the tab:
    /// it springs back), then, 0.25 s in, an animated batch deleting `deleted`; the events so far.
    static func swipeThenDelete(_ deleted: Int) throws -> (Simulator, [Event]) {
        var simulator = Simulator(tickHz: 120)
        _ = try simulator.createView(LNZSimulationTests.safariSpec(), id: "tabs")
        let path = TouchPath(linear: Vector(dx: -120, dy: 0), duration: 0.5)
        var events = try simulator.apply(.swipe(view: "tabs", item: IndexPath(section: 0, item: 1), path: path))
        for _ in 0..<30 { events += simulator.step() }
        let batch = BatchUpdate(deleteItems: [IndexPath(section: 0, item: deleted)])
        events += try simulator.apply(.batchUpdates(view: "tabs", batch: batch, animated: true, timing: timing))
        return (simulator, events)
    }

    /// The batch deletes tab 0: the swipe goes on, on the tab's new place, tab 0, and springs back when the
    /// finger lifts; the only `deleted` is the batch's.
    @Test func aSafariSwipeSurvivesABatchThatKeepsItsTab() throws {
        var (simulator, events) = try Self.swipeThenDelete(0)
        #expect(simulator.isTouching("tabs"))
        #expect(simulator.views[0].swipe?.item == IndexPath(section: 0, item: 0))
        for _ in 0..<240 { events += simulator.step() }
        #expect(simulator.isIdle)
        let deleted = events.filter { $0.name == "deleted" }.map(\.kind)
        #expect(deleted == [.deleted(indexPath: IndexPath(section: 0, item: 0), id: .positional(section: 0, item: 0))])
        #expect(simulator.spec(of: "tabs")!.data.itemCount(inSection: 0) == 7)
    }

    /// The batch deletes the swiped tab itself: the swipe ends with it.
    @Test func aSafariSwipeEndsWithItsTabDeletedByABatch() throws {
        let (simulator, _) = try Self.swipeThenDelete(1)
        #expect(!simulator.isTouching("tabs"))
    }
}
