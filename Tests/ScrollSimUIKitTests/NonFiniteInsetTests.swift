import Foundation
import Testing

@testable import ScrollSimUIKit

/// A content inset that is not finite does not reach the simulator.
@Suite @MainActor struct NonFiniteInsetTests {
    /// The feed of `UIKitDriverTests` with a content inset of NaN on top and infinity on the left: each
    /// side is taken as 0, so the view starts where a view without insets does, at (0, 0), with items 0–3
    /// on screen (bounds [0, 350) over items 100 high). The old code started the view at y = −NaN = NaN
    /// and x = −∞, an offset every later event carried.
    @Test func aNonFiniteInsetIsTakenAsZero() throws {
        let feed = UIKitDriverTests.feed()
        feed.collectionView.contentInset = UIEdgeInsets(top: .nan, left: .infinity, bottom: -.infinity, right: .nan)
        let driver = try ScrollSimUIKitDriver(showing: feed.collectionView)
        #expect(feed.collectionView.contentOffset == CGPoint(x: 0, y: 0))
        #expect(feed.collectionView.indexPathsForVisibleItems == (0...3).map { IndexPath(item: $0, section: 0) })
        try driver.fling(velocity: CGPoint(x: 0, y: -1000))
        try driver.runUntilIdle()
        #expect(feed.collectionView.contentOffset.y.isFinite && feed.collectionView.contentOffset.x == 0)
    }
}
