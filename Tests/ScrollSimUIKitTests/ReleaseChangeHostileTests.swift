import Foundation
import Testing

@testable import ScrollSimUIKit

/// UIKit's index path: ScrollSimTesting's `[section, item]` one shares the name.
private typealias IndexPath = Foundation.IndexPath

/// Changes made from the callbacks of a release tick, which the simulator delivers mid-tick, are applied
/// once the tick's callbacks are: as on iOS, a batch from `scrollViewDidScroll` may come at any tick.
@Suite @MainActor struct ReleaseChangeHostileTests {
    /// The feed of `UIKitDriverTests.feed()` (50 items 375×100 in a 375×350 view) whose delegate deletes
    /// the first item in an animated batch at every `scrollViewDidScroll` of a drag (`isDragging`), the
    /// release tick's included, logging each completion.
    final class DeletingFeed: NSObject, UICollectionViewDelegate {
        let feed = UIKitDriverTests.feed()
        private(set) var completions: [Bool] = []
        private(set) var deletes = 0

        override init() {
            super.init()
            feed.collectionView.delegate = self
        }

        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            guard scrollView.isDragging else { return }
            feed.count -= 1
            deletes += 1
            let view = feed.collectionView
            view.performBatchUpdates {
                view.deleteItems(at: [IndexPath(item: 0, section: 0)])
            } completion: { [unowned self] in
                completions.append($0)
            }
        }
    }

    /// A drag of 300 pt over 100 ms, lifted moving: each of its ticks scrolls, the release tick too, and
    /// each scroll deletes an item. Every batch is applied (the view's count is the data source's, the
    /// content 100 pt an item left), each
    /// completion is called once: every batch but the last interrupted by the next (false), the last run
    /// to its end (true). The old code stopped the process at the release tick's batch ("cannot be
    /// scrolled or changed from scrollViewWillEndDragging or a callback before it").
    @Test func aBatchFromTheReleaseTicksScrollIsApplied() throws {
        let deleting = DeletingFeed()
        let driver = try ScrollSimUIKitDriver(showing: deleting.feed.collectionView)
        try driver.drag(by: CGPoint(x: 0, y: -300), duration: .milliseconds(100))
        try driver.runUntilIdle()
        try driver.advance(by: .seconds(1))
        let view = deleting.feed.collectionView
        #expect(deleting.deletes > 1)
        #expect(view.numberOfItems(inSection: 0) == 50 - deleting.deletes)
        #expect(view.contentSize.height == CGFloat(100 * (50 - deleting.deletes)))
        #expect(deleting.completions == Array(repeating: false, count: deleting.deletes - 1) + [true])
    }

    /// A fling of the feed at 1,000 pt/s, 100 ms on (decelerating), then `setContentOffset` to 0: the
    /// momentum stops there, without `scrollViewDidEndDecelerating` as in UIKit, and `isDecelerating` is
    /// false (the old code left it true until a later deceleration ended); the view rests at 0.
    @Test func aScrollStopsTheMomentumAndItsFlag() throws {
        let feed = UIKitDriverTests.feed()
        let driver = try ScrollSimUIKitDriver(showing: feed.collectionView)
        try driver.fling(velocity: CGPoint(x: 0, y: -1000))
        try driver.advance(by: .milliseconds(100))
        #expect(feed.collectionView.isDecelerating)
        feed.collectionView.setContentOffset(.zero, animated: false)
        #expect(!feed.collectionView.isDecelerating)
        try driver.runUntilIdle()
        #expect(feed.collectionView.contentOffset == .zero)
    }
}
