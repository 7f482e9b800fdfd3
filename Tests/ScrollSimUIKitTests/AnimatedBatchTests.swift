import Foundation
import Testing

@testable import ScrollSimUIKit

/// UIKit's index path: ScrollSimTesting's `[section, item]` one shares the name.
private typealias IndexPath = Foundation.IndexPath

/// The feed of `UIKitDriverTests.feed()` (50 items, 375×100 each in a 375×350 view at 120 Hz: positions
/// 0–3 on screen, bounds [0, 350)), its delegate logging the display callbacks with the virtual time they
/// came at.
private final class TimedFeed: NSObject, UICollectionViewDelegate {
    private let feed = UIKitDriverTests.feed()
    var collectionView: UICollectionView { feed.collectionView }
    /// The data source's item count.
    var count: Int {
        get { feed.count }
        set { feed.count = newValue }
    }
    var driver: ScrollSimUIKitDriver!
    /// "willDisplay 0-2 @0", "didEnd 0-0 @300": callback, section-item, milliseconds.
    private(set) var log: [String] = []

    override init() {
        super.init()
        feed.collectionView.delegate = self
    }

    func show() throws { driver = try ScrollSimUIKitDriver(showing: collectionView) }

    /// The virtual clock now, in whole milliseconds (rounded: a tick's time is a sum of 1000/120 ms).
    var now: Int { Int(driver.milliseconds.rounded()) }
    /// The completions of `deleteInBatch`, "first false @100": name, finished, milliseconds.
    private(set) var completions: [String] = []

    /// `performBatchUpdates` deleting [0, `item`] (out of the data source first), its completion logged in
    /// `completions` under `name`.
    func deleteInBatch(_ item: Int, as name: String) {
        count -= 1
        collectionView.performBatchUpdates {
            self.collectionView.deleteItems(at: [IndexPath(item: item, section: 0)])
        } completion: { [unowned self] in
            completions.append("\(name) \($0) @\(now)")
        }
    }

    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        if driver != nil { log.append("willDisplay \(indexPath.section)-\(indexPath.item) @\(now)") }
    }

    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        log.append("didEnd \(indexPath.section)-\(indexPath.item) @\(now)")
    }
}

/// `performBatchUpdates` and the lone changes animated as UIKit animates them: the simulator's default
/// timing, 0.3 s, is 36 ticks at 120 Hz (36 × 1000/120 ms = 300 ms), so a change made at 0 ms ends at the
/// tick of 300 ms.
@Suite @MainActor struct AnimatedBatchTests {
    /// Deleting [0, 0] at 0 ms: the completion is called once, with true, at 300 ms, not before; item 0's
    /// cell ends (`didEndDisplaying` at [0, 0]) at 300 ms too. Inserting at [0, 0] in the same batch
    /// displays the new item at once (0 ms). The old code called the completion before returning.
    @Test func completionRunsOnceWithTrueAtTheEndTick() throws {
        let feed = TimedFeed()
        try feed.show()
        var calls: [(finished: Bool, at: Int)] = []
        feed.collectionView.performBatchUpdates {
            feed.collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
            feed.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        } completion: { finished in
            calls.append((finished, feed.now))
        }
        #expect(calls.isEmpty)
        #expect(feed.log == ["willDisplay 0-0 @0"])
        try feed.driver.advance(by: .milliseconds(290))
        #expect(calls.isEmpty)
        try feed.driver.runUntilIdle()
        try feed.driver.advance(by: .milliseconds(100))
        #expect(calls.count == 1)
        #expect(calls.first?.finished == true && calls.first?.at == 300)
        #expect(feed.log == ["willDisplay 0-0 @0", "didEnd 0-0 @300"])
    }

    /// A batch at 0 ms, a second at 100 ms (tick 12): the first's completion is called with false at
    /// 100 ms, when the second interrupts it; the second's with true at 100 + 300 = 400 ms.
    @Test func aSecondBatchInterruptsTheFirst() throws {
        let feed = TimedFeed()
        try feed.show()
        feed.deleteInBatch(5, as: "first")
        try feed.driver.advance(by: .milliseconds(100))
        feed.deleteInBatch(6, as: "second")
        #expect(feed.completions == ["first false @100"])
        try feed.driver.advance(by: .milliseconds(400))
        #expect(feed.completions == ["first false @100", "second true @400"])
    }

    /// Under `UIView.performWithoutAnimation` the batch is instant: item 0's cell ends and the completion
    /// runs with true before `performBatchUpdates` returns, at 0 ms; item 4 enters at [0, 3].
    @Test func withoutAnimationTheBatchIsInstant() throws {
        let feed = TimedFeed()
        try feed.show()
        UIView.performWithoutAnimation {
            #expect(!UIView.areAnimationsEnabled)
            feed.deleteInBatch(0, as: "batch")
        }
        #expect(UIView.areAnimationsEnabled)
        #expect(feed.completions == ["batch true @0"])
        #expect(feed.log == ["didEnd 0-0 @0", "willDisplay 0-3 @0"])
    }

    /// Deleting [0, 1] and inserting at [0, 3]: item 1's cell stays on screen, fading, until 300 ms, but is
    /// no longer a visible item: right after the batch the visible items are the new layout's, [0, 0]–[0, 3]
    /// (old items 0, 2, 3 and the new one, displayed at once at [0, 3]), and [0, 1] holds old item 2's cell.
    /// The old code ended item 1's cell before returning.
    @Test func aFadingCellIsNotAVisibleItem() throws {
        let feed = TimedFeed()
        try feed.show()
        let view = feed.collectionView
        let cellOf1 = view.cellForItem(at: IndexPath(item: 1, section: 0))
        let cellOf2 = view.cellForItem(at: IndexPath(item: 2, section: 0))
        view.performBatchUpdates {
            view.deleteItems(at: [IndexPath(item: 1, section: 0)])
            view.insertItems(at: [IndexPath(item: 3, section: 0)])
        }
        #expect(view.indexPathsForVisibleItems == (0...3).map { IndexPath(item: $0, section: 0) })
        #expect(view.visibleCells.count == 4)
        #expect(!view.visibleCells.contains { $0 === cellOf1 })
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0)) === cellOf2)
        // The layout's attributes are the final ones at once: [0, 1] at y 100.
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minY == 100)
        #expect(feed.log == ["willDisplay 0-3 @0"])
        try feed.driver.advance(by: .milliseconds(400))
        #expect(feed.log == ["willDisplay 0-3 @0", "didEnd 0-1 @300"])
    }

    /// A lone `deleteItems` outside a batch animates as well: item 1's cell ends at 300 ms, not at once.
    @Test func aLoneDeleteAnimates() throws {
        let feed = TimedFeed()
        try feed.show()
        feed.count -= 1
        feed.collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
        #expect(!feed.log.contains { $0.hasPrefix("didEnd") })
        try feed.driver.advance(by: .milliseconds(400))
        #expect(feed.log.filter { $0.hasPrefix("didEnd") } == ["didEnd 0-1 @300"])
    }

    /// An instant change interrupts an animated one too: a batch deleting [0, 1] at 0 ms, then one without
    /// animation at 100 ms: the first's fading cell ends then (at [0, 1], where it was), and its completion
    /// is called with false at 100 ms; the second's with true before it returns, at 100 ms too.
    @Test func anInstantChangeInterruptsAnAnimatedOne() throws {
        let feed = TimedFeed()
        try feed.show()
        feed.deleteInBatch(1, as: "first")
        try feed.driver.advance(by: .milliseconds(100))
        UIView.performWithoutAnimation { feed.deleteInBatch(10, as: "second") }
        #expect(feed.completions == ["first false @100", "second true @100"])
        #expect(feed.log.filter { $0.hasPrefix("didEnd") } == ["didEnd 0-1 @100"])
    }

    /// A batch nested in another's `updates` joins it: both completions are called once, with true, when
    /// the one animation ends at 300 ms (the old code never called the nested one).
    @Test func aNestedBatchCompletesWithTheOuter() throws {
        let feed = TimedFeed()
        try feed.show()
        let view = feed.collectionView
        var calls: [String] = []
        feed.count -= 2
        view.performBatchUpdates {
            view.deleteItems(at: [IndexPath(item: 10, section: 0)])
            view.performBatchUpdates {
                view.deleteItems(at: [IndexPath(item: 11, section: 0)])
            } completion: {
                calls.append("inner \($0) @\(feed.now)")
            }
        } completion: {
            calls.append("outer \($0) @\(feed.now)")
        }
        #expect(calls.isEmpty)
        try feed.driver.advance(by: .milliseconds(400))
        #expect(calls == ["inner true @300", "outer true @300"])
    }
}
