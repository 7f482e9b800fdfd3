import Foundation
import ScrollSimTesting
import Testing

@testable import ScrollSimUIKit

/// UIKit's index path: ScrollSimTesting's `[section, item]` one shares the name.
private typealias IndexPath = Foundation.IndexPath

/// A diffable feed: items 0–49 (Ints) in one section, 375×100 each in a 375×350 view, so positions 0–3
/// are on screen ([0, 350)). Cells come from a `CellRegistration`.
@Suite @MainActor struct DiffableFeedTests {
    @MainActor final class Feed {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 350),
            collectionViewLayout: flowLayout(itemSize: CGSize(width: 375, height: 100)))
        let tracker = ImpressionTracker()
        var dataSource: UICollectionViewDiffableDataSource<String, Int>!
        var configured: [Int] = []

        init() {
            let registration = UICollectionView.CellRegistration<FeedCell, Int> { [unowned self] _, _, item in
                configured.append(item)
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, path, item in
                view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
            }
            collectionView.delegate = tracker
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["main"])
            snapshot.appendItems(Array(0..<50))
            dataSource.apply(snapshot, animatingDifferences: false)
        }
    }

    /// Deleting item 0 and moving item 3 first shows 3, 1, 2, 4 at positions 0–3: item 0 ends displaying
    /// (at [0, 0], where it was), item 4 is displayed at [0, 3], and 3, 1, 2 keep their cells (no display
    /// callbacks, no new configuration). The tracker counts by index path, as an app's would: [0, 0] left
    /// and [0, 3] (item 4) was seen before (item 3), so no new impression. Applied without animation: at
    /// once, the completion before `apply` returns.
    @Test func anAppliedSnapshotKeepsTheCellsOfMovedItems() throws {
        let feed = Feed()
        let driver = try ScrollSimUIKitDriver(showing: feed.collectionView)
        #expect(feed.configured == [0, 1, 2, 3])
        let cellOf3 = feed.collectionView.cellForItem(at: IndexPath(item: 3, section: 0))
        var snapshot = feed.dataSource.snapshot()
        snapshot.deleteItems([0])
        snapshot.moveItem(3, beforeItem: 1)
        var completed = false
        feed.dataSource.apply(snapshot, animatingDifferences: false) { completed = true }
        #expect(completed)
        #expect(feed.tracker.onScreen == Set((1...3).map { IndexPath(item: $0, section: 0) }))
        #expect(feed.configured == [0, 1, 2, 3, 4])
        #expect(feed.tracker.impressions.count == 4)
        #expect(feed.collectionView.indexPathsForVisibleItems == (0...3).map { IndexPath(item: $0, section: 0) })
        #expect(feed.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === cellOf3)
        #expect(feed.dataSource.itemIdentifier(for: IndexPath(item: 0, section: 0)) == 3)
        #expect(feed.dataSource.indexPath(for: 4) == IndexPath(item: 3, section: 0))
        #expect(feed.collectionView.numberOfItems(inSection: 0) == 49)
        #expect(driver.scrollSim.events.filter { $0.name == "deleted" }.count == 1)
    }

    /// UIKit refuses an item identifier twice in a snapshot.
    @Test func aDuplicateItemIsRefused() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
                snapshot.appendSections(["main"])
                snapshot.appendItems([1, 2, 1])
            }
        }
    }

    /// Dequeueing an identifier never registered stops, as UIKit's exception does.
    @Test func anUnregisteredIdentifierStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let view = UICollectionView(
                    frame: CGRect(x: 0, y: 0, width: 10, height: 10),
                    collectionViewLayout: flowLayout(itemSize: CGSize(width: 10, height: 10)))
                _ = view.dequeueReusableCell(withReuseIdentifier: "nothing", for: IndexPath(item: 0, section: 0))
            }
        }
    }
}
