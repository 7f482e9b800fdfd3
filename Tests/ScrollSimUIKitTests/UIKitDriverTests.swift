import Foundation
import ScrollSimTesting
import Testing

@testable import ScrollSimUIKit

/// UIKit's index path: ScrollSimTesting's `[section, item]` one shares the name.
private typealias IndexPath = Foundation.IndexPath

/// The app-style feed and carousel of `FeedApp.swift`, run by the driver. Feed: a 375×350 view of 50
/// items 375×100 stacked with no spacing, so the bounds at offset y show the items whose [100i, 100i+100)
/// meets [y, y+350). Carousel: a 375×200 view of 10 cards 300×200, 20 apart (a pitch of 320), content
/// 10·300 + 9·20 = 3,180 wide.
@Suite @MainActor struct UIKitDriverTests {
    static let feedFrame = CGRect(x: 0, y: 0, width: 375, height: 350)

    static func feed() -> FeedController {
        FeedController(frame: feedFrame, layout: flowLayout(itemSize: CGSize(width: 375, height: 100)), count: 50)
    }

    static func carousel() -> CarouselController {
        let layout = flowLayout(itemSize: CGSize(width: 300, height: 200), lineSpacing: 20, horizontal: true)
        return CarouselController(frame: CGRect(x: 0, y: 0, width: 375, height: 200), layout: layout, pitch: 320)
    }

    fileprivate static func items(_ range: ClosedRange<Int>) -> [IndexPath] {
        range.map { IndexPath(item: $0, section: 0) }
    }

    /// Shown, the feed displays items 0–3 (bounds [0, 350)), four new cells. A jump to y = 1,000 (bounds
    /// [1,000, 1,350)) ends 0–3, whose four cells go to the pool, and displays 10–13 from it: four
    /// `prepareForReuse` calls and no new cell.
    @Test func aJumpReusesTheCellsThatEnded() throws {
        let feed = Self.feed()
        let driver = try ScrollSimUIKitDriver(showing: feed.collectionView)
        #expect(feed.collectionView.indexPathsForVisibleItems == Self.items(0...3))
        #expect(feed.cells.count == 4)
        feed.collectionView.setContentOffset(CGPoint(x: 0, y: 1000), animated: false)
        #expect(feed.collectionView.contentOffset == CGPoint(x: 0, y: 1000))
        #expect(feed.collectionView.indexPathsForVisibleItems == Self.items(10...13))
        #expect(feed.tracker.onScreen == Set(Self.items(10...13)))
        #expect(feed.tracker.impressions == Self.items(0...3) + Self.items(10...13))
        #expect(feed.cells.count == 4)
        #expect(feed.cells.map(\.reuseCount).reduce(0, +) == 4)
        #expect(driver.milliseconds == 0)
    }

    /// A fling at 1,000 pt/s rests where UIKit's momentum does, 1,000 / (1,000 · ln(1/0.998)) = 499.4998 pt
    /// down (bounds [499.5, 849.5): items 4–8 on screen). Scrolling one way, each of items 0–8 is
    /// displayed once: nine displays, each a new cell or one from the pool, so the reuses plus the cells
    /// made are nine.
    @Test func aFlungFeedCountsEachImpressionOnce() throws {
        let feed = Self.feed()
        let driver = try ScrollSimUIKitDriver(showing: feed.collectionView)
        try driver.fling(velocity: CGPoint(x: 0, y: -1000))
        try driver.runUntilIdle()
        #expect(abs(feed.collectionView.contentOffset.y - 1 / -log(0.998)) < 0.001)
        #expect(feed.tracker.impressions == Self.items(0...8))
        #expect(feed.tracker.onScreen == Set(Self.items(4...8)))
        #expect(feed.collectionView.visibleCells.count == 5)
        #expect(feed.cells.map(\.reuseCount).reduce(0, +) + feed.cells.count == 9)
        #expect(!feed.collectionView.isDecelerating && !feed.collectionView.isDragging)
    }

    /// The carousel's `scrollViewWillEndDragging` rounds the target to a card: a fling at 1,000 pt/s
    /// (1 pt/ms, as UIKit passes it) would rest at 499.5 (card 1.56), and rests at card 2, x = 640. UIKit's
    /// order: willBeginDragging, willEndDragging, didEndDragging(willDecelerate: true),
    /// willBeginDecelerating, then didScroll each tick until didEndDecelerating.
    @Test func aCarouselSnapsAFlingToACard() throws {
        let carousel = Self.carousel()
        let driver = try ScrollSimUIKitDriver(showing: carousel.collectionView)
        try driver.fling(velocity: CGPoint(x: -1000, y: 0))
        try driver.runUntilIdle()
        #expect(carousel.releaseVelocity == CGPoint(x: 1, y: 0))
        #expect(carousel.collectionView.contentOffset == CGPoint(x: 640, y: 0))
        #expect(try driver.scrollSim.state().contentOffset == [640, 0])
        #expect(
            carousel.log == [
                "willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating", "didScroll",
                "didEndDecelerating",
            ])
    }

    /// A drag of 200 pt over 300 ms lifting at 666.7 pt/s: the content follows the finger (didScroll),
    /// and at the tick the finger lifts the last move's didScroll comes before willEndDragging, as in UIKit.
    /// The free rest, 200 + 666.7 · 0.4995 ≈ 533 (card 1.67), snaps to card 2, x = 640.
    @Test func aDragCallsItsDelegateInUIKitsOrder() throws {
        let carousel = Self.carousel()
        let driver = try ScrollSimUIKitDriver(showing: carousel.collectionView)
        try driver.drag(by: CGPoint(x: -200, y: 0))
        #expect(carousel.collectionView.isDecelerating && !carousel.collectionView.isDragging)
        try driver.runUntilIdle()
        #expect(carousel.collectionView.contentOffset == CGPoint(x: 640, y: 0))
        #expect(
            carousel.log == [
                "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
                "didScroll", "didEndDecelerating",
            ])
    }

    /// A tap at (100, 150) lands on item 1 ([100, 200) down): UIKit highlights, unhighlights, asks, then
    /// selects; the simulator records the `didSelect`.
    @Test func aTapSelectsTheCellUnderIt() throws {
        let feed = Self.feed()
        let log = SelectionLog()
        feed.collectionView.delegate = log
        let driver = try ScrollSimUIKitDriver(showing: feed.collectionView)
        driver.tap(at: CGPoint(x: 100, y: 150))
        #expect(
            log.calls == ["shouldHighlight 1", "didHighlight 1", "didUnhighlight 1", "shouldSelect 1", "didSelect 1"])
        #expect(feed.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(feed.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
        #expect(driver.scrollSim.events.filter { $0.name == "didSelect" }.count == 1)
    }

    /// A view shown with a content inset rests at UIKit's `(-left, -top)`: (-5, -20) for insets of 20 at
    /// the top and 5 at the left.
    @Test func aShownViewStartsAtItsInsetsRest() throws {
        let feed = Self.feed()
        feed.collectionView.contentInset = UIEdgeInsets(top: 20, left: 5, bottom: 0, right: 0)
        _ = try ScrollSimUIKitDriver(showing: feed.collectionView)
        #expect(feed.collectionView.contentOffset == CGPoint(x: -5, y: -20))
    }
}
