import Foundation
import ScrollSimTesting
import Testing

@testable import ScrollSimUIKit

/// UIKit's index path: ScrollSimTesting's `[section, item]` one shares the name.
private typealias IndexPath = Foundation.IndexPath

/// The feed of `UIKitDriverTests.feed()` (50 items 375×100 in a 375×350 view at 120 Hz; content 5,000
/// high) given what a hostile caller gives it: a second driver, absurd frames and offsets, a batch that
/// reloads its data midway.
@Suite @MainActor struct ViewHostileTests {
    /// A view is shown by one driver: the second throws, naming it. The old code showed it again on a
    /// second simulation while the first's animated batch was under way, and the first batch's completion
    /// was called at the second batch's end, the second's never.
    @Test func aViewIsShownByOneDriver() throws {
        let feed = UIKitDriverTests.feed()
        _ = try ScrollSimUIKitDriver(showing: feed.collectionView)
        #expect(throws: ScrollSimFailure.self) { try ScrollSimUIKitDriver(showing: feed.collectionView) }
    }

    /// A frame side outside 0.001…100,000 pt (what a view spec's viewport holds) throws: the old code showed
    /// the view and exported a viewport the decoder refuses (NaN and infinity written as `null`).
    @Test(arguments: [CGFloat.nan, .infinity, -375, 1e308, 0.0004])
    func anAbsurdFrameThrows(width: CGFloat) {
        let feed = FeedController(
            frame: CGRect(x: 0, y: 0, width: width, height: 350),
            layout: flowLayout(itemSize: CGSize(width: 375, height: 100)), count: 50)
        #expect(throws: ScrollSimFailure.self) { try ScrollSimUIKitDriver(showing: feed.collectionView) }
    }

    /// An offset set before showing that is not finite throws; the old code showed the view at NaN.
    @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
    func aStartOffsetNotFiniteThrows(y: CGFloat) {
        let feed = UIKitDriverTests.feed()
        feed.collectionView.contentOffset = CGPoint(x: 0, y: y)
        #expect(throws: ScrollSimFailure.self) { try ScrollSimUIKitDriver(showing: feed.collectionView) }
    }

    /// A start offset of 1e308 is taken as 1e13 (a spec's largest coordinate), which the export writes and
    /// the decoder reads back: the replay is shown at [0, 1e13] too. The old code exported 1e308 in 309
    /// digits, which no decoder takes.
    @Test func aHugeStartOffsetIsTakenAsTheLargestCoordinate() throws {
        let feed = UIKitDriverTests.feed()
        feed.collectionView.contentOffset = CGPoint(x: 0, y: 1e308)
        let driver = try ScrollSimUIKitDriver(showing: feed.collectionView)
        #expect(feed.collectionView.contentOffset == CGPoint(x: 0, y: 1e13))
        let replay = try ScrollSim(yaml: try driver.exportedViewSpec())
        #expect(try replay.state().contentOffset == [0, 1e13])
    }

    /// On the shown view, `setContentOffset` past ±1e13 pt is taken as 1e13 pt (the old code scrolled to
    /// 1e308, which a transcript cannot print); back to 0 it scrolls back.
    @Test func aHugeOffsetIsTakenAsTheLargestCoordinate() throws {
        let feed = UIKitDriverTests.feed()
        let driver = try ScrollSimUIKitDriver(showing: feed.collectionView)
        feed.collectionView.setContentOffset(CGPoint(x: -1e308, y: 1e308), animated: false)
        #expect(feed.collectionView.contentOffset == CGPoint(x: -1e13, y: 1e13))
        #expect(try driver.scrollSim.state().contentOffset == [-1e13, 1e13])
        feed.collectionView.contentOffset = .zero
        #expect(feed.collectionView.indexPathsForVisibleItems.count == 4)
    }

    /// A negative content inset, which UIKit takes (the view starts at y = 5, under the −5 top inset's
    /// rest), has no spec: the export throws naming it. The old code wrote `[-5,0,0,0]`, which the decoder
    /// refuses (a spec's insets are lengths).
    @Test func aNegativeContentInsetIsNotExported() throws {
        let feed = UIKitDriverTests.feed()
        feed.collectionView.contentInset = UIEdgeInsets(top: -5, left: 0, bottom: 0, right: 0)
        let driver = try ScrollSimUIKitDriver(showing: feed.collectionView)
        #expect(feed.collectionView.contentOffset == CGPoint(x: 0, y: 5))
        #expect(throws: ScrollSimFailure.self) { try driver.exportedViewSpec() }
    }

    /// On the shown view, an offset that is not a number stops, naming it (UIKit raises on a layer
    /// position that is not a number); the old code gave it to the simulator.
    @Test func anOffsetNotFiniteStops() async throws {
        let exit = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            try await MainActor.run {
                let feed = UIKitDriverTests.feed()
                _ = try ScrollSimUIKitDriver(showing: feed.collectionView)
                feed.collectionView.contentOffset = CGPoint(x: 0, y: CGFloat.nan)
            }
        }
        let message = String(decoding: exit.standardErrorContent, as: UTF8.self)
        #expect(message.contains("contentOffset (0.0, nan) is not finite"))
    }

    /// `reloadData()` inside `performBatchUpdates`' updates: the batch goes on from the reloaded data and
    /// completes once, with true, at its own end (made at 0 ms: 300 ms); a batch at 500 ms completes at
    /// 800 ms. The old code dropped the batch and its completion, which was called at the next batch's
    /// end (800 ms) beside that batch's own.
    @Test func reloadDataInsideABatchCompletesItOnce() throws {
        let feed = UIKitDriverTests.feed()
        let driver = try ScrollSimUIKitDriver(showing: feed.collectionView)
        var calls: [String] = []
        let view = feed.collectionView
        view.performBatchUpdates {
            view.reloadData()
        } completion: {
            calls.append("first \($0) @\(Int(driver.milliseconds.rounded()))")
        }
        try driver.advance(by: .milliseconds(500))
        #expect(calls == ["first true @300"])
        feed.count -= 1
        view.performBatchUpdates {
            view.deleteItems(at: [IndexPath(item: 0, section: 0)])
        } completion: {
            calls.append("second \($0) @\(Int(driver.milliseconds.rounded()))")
        }
        try driver.advance(by: .milliseconds(500))
        #expect(calls == ["first true @300", "second true @800"])
    }
}
