import Foundation
import ScrollSimTesting
import Testing

@testable import ScrollSimUIKit

/// UIKit's index path: ScrollSimTesting's `[section, item]` one shares the name.
private typealias IndexPath = Foundation.IndexPath

/// A feed of 50 items 375×100 (a 375×350 view, as `UIKitDriverTests.feed()`) whose callbacks misbehave:
/// a `reloadData()` in `cellForItemAt`, a reload of the item in `willDisplay`, a release target that is not
/// a number from the layout or the delegate.
private final class HostileFeed: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    enum Misuse { case reloadDataInCell, reloadItemInWillDisplay, targetFromDelegate(CGFloat) }
    let collectionView: UICollectionView
    let misuse: Misuse

    init(_ misuse: Misuse, layout: UICollectionViewLayout = flowLayout(itemSize: CGSize(width: 375, height: 100))) {
        self.misuse = misuse
        collectionView = UICollectionView(frame: UIKitDriverTests.feedFrame, collectionViewLayout: layout)
        super.init()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = self
        collectionView.delegate = self
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 50 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        if case .reloadDataInCell = misuse { collectionView.reloadData() }
        return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        if case .reloadItemInWillDisplay = misuse { collectionView.reloadItems(at: [indexPath]) }
    }

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        if case .targetFromDelegate(let y) = misuse { targetContentOffset.pointee.y = y }
    }
}

/// A flow layout whose `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` answers `y`.
private final class FixedTargetLayout: UICollectionViewFlowLayout {
    var y: CGFloat = 0

    override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        CGPoint(x: proposedContentOffset.x, y: y)
    }
}

/// Callbacks that would never let a tick end, and release targets that are not numbers: each stops with a
/// message naming it, where the old code hung or scrolled to a made-up offset.
@Suite @MainActor struct CallbackHostileTests {
    /// The stderr of a process that stopped.
    static func message(_ exit: ExitTest.Result) -> String {
        String(decoding: exit.standardErrorContent, as: UTF8.self)
    }

    /// A `reloadData()` in `cellForItemAt` reloads the view, whose first cell is asked for again, which
    /// reloads again: it stops once the callbacks of the first screen's dispatch gave 1,000 commands,
    /// naming the reload. The old code looped at tick 0 without end, its queue of events growing.
    @Test func reloadDataInCellForItemAtStops() async throws {
        let exit = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            try await MainActor.run {
                let feed = HostileFeed(.reloadDataInCell)
                _ = try ScrollSimUIKitDriver(showing: feed.collectionView)
            }
        }
        #expect(Self.message(exit).contains("gave 1001 commands while their callbacks of one tick (0) were called"))
        #expect(Self.message(exit).contains("the last a reload"))
    }

    /// A reload of the item in its own `willDisplay` displays a new cell for it, whose `willDisplay`
    /// reloads it again: it stops the same way, naming the batch. The old code looped without end.
    @Test func reloadingTheDisplayedItemInWillDisplayStops() async throws {
        let exit = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            try await MainActor.run {
                let feed = HostileFeed(.reloadItemInWillDisplay)
                _ = try ScrollSimUIKitDriver(showing: feed.collectionView)
            }
        }
        #expect(Self.message(exit).contains("gave 1001 commands"))
        #expect(Self.message(exit).contains("the last a batchUpdates"))
    }

    /// A `scrollViewWillEndDragging` writing a target y that is not a number stops, naming it (UIKit
    /// raises on a layer position that is not a number); the old code rested the fling at y = 0.
    @Test func aTargetNotANumberFromTheDelegateStops() async throws {
        let exit = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            try await MainActor.run {
                let feed = HostileFeed(.targetFromDelegate(.nan))
                let driver = try ScrollSimUIKitDriver(showing: feed.collectionView)
                try driver.fling(velocity: CGPoint(x: 0, y: -2000))
            }
        }
        #expect(
            Self.message(exit).contains(
                "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:) gave the target content offset"))
        #expect(Self.message(exit).contains("nan), which is not a number"))
    }

    /// A layout's `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` answering a y
    /// that is not a number stops, naming it; the old code rested the fling at y = 0.
    @Test func aTargetNotANumberFromTheLayoutStops() async throws {
        let exit = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            try await MainActor.run {
                let layout = FixedTargetLayout()
                layout.itemSize = CGSize(width: 375, height: 100)
                layout.minimumLineSpacing = 0
                layout.y = .nan
                let feed = HostileFeed(.targetFromDelegate(0), layout: layout)
                feed.collectionView.delegate = nil
                let driver = try ScrollSimUIKitDriver(showing: feed.collectionView)
                try driver.fling(velocity: CGPoint(x: 0, y: -2000))
            }
        }
        #expect(Self.message(exit).contains("the layout's targetContentOffset(forProposedContentOffset:"))
        #expect(Self.message(exit).contains("which is not a number"))
    }

    /// Infinite and huge targets are kept, as UIKit keeps them: the fling rests at the content's end, y =
    /// 5,000 − 350 = 4,650, or its start, 0.
    @Test(arguments: [CGFloat.infinity, 1e308, -CGFloat.infinity, -1e308])
    func anInfiniteTargetRestsAtTheEdge(target: CGFloat) throws {
        let feed = HostileFeed(.targetFromDelegate(target))
        let driver = try ScrollSimUIKitDriver(showing: feed.collectionView)
        try driver.fling(velocity: CGPoint(x: 0, y: -2000))
        try driver.runUntilIdle()
        #expect(feed.collectionView.contentOffset.y == (target > 0 ? 4_650 : 0))
    }
}
