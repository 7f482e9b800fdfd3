import Foundation
import ScrollSimTesting
import Testing

@testable import ScrollSimUIKit

/// A prefetch data source hears of exactly the simulator's `prefetchItems` and `cancelPrefetching`, in
/// order, as UIKit's index paths; none of the items it is asked to prefetch is displayed then.
@Suite @MainActor struct PrefetchingTests {
    final class Prefetcher: NSObject, UICollectionViewDataSourcePrefetching {
        private(set) var calls: [(cancel: Bool, items: [Int])] = []
        weak var view: UICollectionView?
        private(set) var prefetchedWhileShown = false

        func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [Foundation.IndexPath]) {
            calls.append((false, indexPaths.map(\.item)))
            if !Set(indexPaths).isDisjoint(with: collectionView.indexPathsForVisibleItems) {
                prefetchedWhileShown = true
            }
        }

        func collectionView(
            _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [Foundation.IndexPath]
        ) {
            calls.append((true, indexPaths.map(\.item)))
        }
    }

    @Test func aFlingsPrefetchesReachThePrefetchDataSource() throws {
        let feed = UIKitDriverTests.feed()
        let prefetcher = Prefetcher()
        feed.collectionView.prefetchDataSource = prefetcher
        let driver = try ScrollSimUIKitDriver(showing: feed.collectionView)
        try driver.fling(velocity: CGPoint(x: 0, y: -3000))
        try driver.runUntilIdle()
        try driver.fling(velocity: CGPoint(x: 0, y: 3000))
        try driver.runUntilIdle()
        let simulated = driver.scrollSim.events.compactMap { event -> (cancel: Bool, items: [Int])? in
            guard event.name == "prefetchItems" || event.name == "cancelPrefetching" else { return nil }
            guard case .list(let paths)? = event.fields["indexPaths"] else { return nil }
            return (event.name == "cancelPrefetching", paths.compactMap { $0.integers?[1] })
        }
        #expect(!simulated.isEmpty)
        #expect(prefetcher.calls.map(\.cancel) == simulated.map(\.cancel))
        #expect(prefetcher.calls.map(\.items) == simulated.map(\.items))
        #expect(!prefetcher.prefetchedWhileShown)
    }
}
