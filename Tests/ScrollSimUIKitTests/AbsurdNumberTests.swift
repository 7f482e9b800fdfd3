import Foundation
import ScrollSimUIKit
import Testing

/// Finite but absurd numbers from the app are bounded as a view spec's are: lengths at most 100,000 pt,
/// none under 0.001 pt but 0, insets within ±100,000 pt, a deceleration rate in (0, 1).
@Suite @MainActor struct AbsurdNumberTests {
    /// 50 items 1e308 pt high: each is taken as 100,000 pt, so the content is 50 × 100,000 = 5,000,000 pt
    /// high (it was infinite), and a fling still comes to rest at a finite offset.
    @Test func aHugeItemSizeIsTakenAsTheLargestLength() throws {
        let feed = FeedController(
            frame: UIKitDriverTests.feedFrame, layout: flowLayout(itemSize: CGSize(width: 375, height: 1e308)),
            count: 50)
        let driver = try ScrollSimUIKitDriver(showing: feed.collectionView)
        #expect(feed.collectionView.contentSize == CGSize(width: 375, height: 5_000_000))
        try driver.fling(velocity: CGPoint(x: 0, y: -1000))
        try driver.runUntilIdle()
        #expect(feed.collectionView.contentOffset.y.isFinite)
    }

    /// A top inset of 1e308 is taken as 100,000: the view starts at its rest under the inset, y = −100,000
    /// (it started at −1e308).
    @Test func aHugeInsetIsTakenAsTheLargestLength() throws {
        let feed = UIKitDriverTests.feed()
        feed.collectionView.contentInset = UIEdgeInsets(top: 1e308, left: 0, bottom: 0, right: 0)
        _ = try ScrollSimUIKitDriver(showing: feed.collectionView)
        #expect(feed.collectionView.contentOffset == CGPoint(x: 0, y: -100_000))
    }

    /// A rate of 1.5 a millisecond would speed a fling up for ever: it stops, naming the rate.
    @Test func aDecelerationRateOutsideZeroToOneStops() async throws {
        let exit = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            try await MainActor.run {
                let feed = UIKitDriverTests.feed()
                feed.collectionView.decelerationRate = UIScrollView.DecelerationRate(rawValue: 1.5)
                _ = try ScrollSimUIKitDriver(showing: feed.collectionView)
            }
        }
        let message = String(decoding: exit.standardErrorContent, as: UTF8.self)
        #expect(message.contains("decelerationRate 1.5 is outside (0, 1)"))
    }
}
