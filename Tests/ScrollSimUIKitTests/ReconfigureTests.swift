import Foundation
import ScrollSimTesting
import Testing

@testable import ScrollSimUIKit

/// UIKit's index path: ScrollSimTesting's `[section, item]` one shares the name.
private typealias IndexPath = Foundation.IndexPath

/// A cell that counts its `prepareForReuse()` calls.
private final class CountingCell: UICollectionViewCell {
    var prepared = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        prepared += 1
    }
}

/// 50 items 375×100 in a 375×350 view (items 0…3 on screen), whose data source logs each `cellForItemAt`
/// by item and the cell it returned; with `wrongIdentifier`, an item asked for again is dequeued with
/// another identifier.
private final class LoggingFeed: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    let collectionView = UICollectionView(
        frame: UIKitDriverTests.feedFrame, collectionViewLayout: flowLayout(itemSize: CGSize(width: 375, height: 100)))
    var count = 50
    var wrongIdentifier = false
    private(set) var asked: [(item: Int, cell: UICollectionViewCell)] = []
    private(set) var displays: [String] = []

    override init() {
        super.init()
        collectionView.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(CountingCell.self, forCellWithReuseIdentifier: "other")
        collectionView.dataSource = self
        collectionView.delegate = self
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let again = asked.contains { $0.item == indexPath.item }
        let identifier = wrongIdentifier && again ? "other" : "cell"
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        asked.append((indexPath.item, cell))
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        displays.append("willDisplay \(indexPath.item)")
    }

    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        displays.append("didEndDisplaying \(indexPath.item)")
    }
}

/// `reconfigureItems` asks the data source again for the displayed cells of the items it names, as UIKit
/// does ("Updates the data for the items at the index paths you specify, preserving the existing cells
/// for the items"; the provider "must return the same existing cell"): the dequeue gives the cell back
/// without `prepareForReuse()`, and nothing ends or is displayed. The old code kept the cell and never
/// asked, so a cell's content never changed on a reconfigure.
@Suite @MainActor struct ReconfigureTests {
    /// A batch reconfiguring item 1 (displayed) and 20 (not): item 1 is asked for once more and given
    /// its own cell, unprepared; item 20 is not asked for; no display change.
    @Test func aReconfiguredItemIsAskedForWithItsCell() throws {
        let feed = LoggingFeed()
        let driver = try ScrollSimUIKitDriver(showing: feed.collectionView)
        let cell = try #require(feed.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? CountingCell)
        let displayed = feed.displays
        feed.collectionView.reconfigureItems(at: [IndexPath(item: 1, section: 0), IndexPath(item: 20, section: 0)])
        try driver.runUntilIdle()
        #expect(feed.asked.map(\.item) == [0, 1, 2, 3, 1])
        #expect(feed.asked.last?.cell === cell)
        #expect(cell.prepared == 0)
        #expect(feed.displays == displayed)
    }

    /// Item 0 deleted by an animated batch, then item 0 (old item 1) reconfigured while the deleted cell
    /// fades out: old item 1 is asked for first, at [0, 0], with its cell (later asks are old item 4's
    /// display as it travels in), not the fading cell, which still ends, once, as item 0.
    @Test func aReconfigureDuringAnAnimationSkipsTheLeavingCell() throws {
        let feed = LoggingFeed()
        let driver = try ScrollSimUIKitDriver(showing: feed.collectionView)
        let leaving = feed.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        let kept = feed.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        feed.count = 49
        feed.collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
        try driver.advance(by: .milliseconds(100))
        let asked = feed.asked.count
        feed.collectionView.reconfigureItems(at: [IndexPath(item: 0, section: 0)])
        try driver.advance(by: .milliseconds(400))
        let after = Array(feed.asked.dropFirst(asked))
        #expect(after.first?.item == 0 && after.first?.cell === kept)
        #expect(after.first?.cell !== leaving)
        #expect(feed.displays.filter { $0 == "didEndDisplaying 0" }.count == 1)
        #expect(!feed.collectionView.visibleCells.contains { $0 === leaving })
    }

    /// In one batch, an item inserted at 0 and old item 1 reconfigured: it is asked for at its new index
    /// path, [0, 2], with its cell (the insert's new item 0 displayed first).
    @Test func aReconfiguredItemIsAskedForAtItsNewPath() throws {
        let feed = LoggingFeed()
        _ = try ScrollSimUIKitDriver(showing: feed.collectionView)
        let cell = feed.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        feed.count = 51
        UIView.performWithoutAnimation {
            feed.collectionView.performBatchUpdates {
                feed.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
                feed.collectionView.reconfigureItems(at: [IndexPath(item: 1, section: 0)])
            }
        }
        #expect(feed.asked.last?.item == 2)
        #expect(feed.asked.last?.cell === cell)
    }

    /// A diffable snapshot reconfiguring item "b" (displayed at [0, 1]): the provider is asked for it
    /// once more, with its cell, unprepared.
    @Test func aSnapshotsReconfiguredItemIsAskedForWithItsCell() throws {
        let view = UICollectionView(
            frame: UIKitDriverTests.feedFrame,
            collectionViewLayout: flowLayout(itemSize: CGSize(width: 375, height: 100)))
        view.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
        var asked: [(String, UICollectionViewCell)] = []
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) { view, path, item in
            let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: path)
            asked.append((item, cell))
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c", "d", "e"])
        dataSource.apply(snapshot, animatingDifferences: false)
        let driver = try ScrollSimUIKitDriver(showing: view)
        let cell = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)) as? CountingCell)
        snapshot.reconfigureItems(["b"])
        dataSource.apply(snapshot)
        try driver.runUntilIdle()
        #expect(asked.map(\.0) == ["a", "b", "c", "d", "b"])
        #expect(asked.last?.1 === cell)
        #expect(cell.prepared == 0)
    }

    /// A data source dequeuing a reconfigured item's cell with another identifier stops, naming both
    /// (UIKit requires the same type: a reload changes it).
    @Test func aReconfiguredCellDequeuedWithAnotherIdentifierStops() async throws {
        let exit = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            try await MainActor.run {
                let feed = LoggingFeed()
                feed.wrongIdentifier = true
                _ = try ScrollSimUIKitDriver(showing: feed.collectionView)
                feed.collectionView.reconfigureItems(at: [IndexPath(item: 1, section: 0)])
            }
        }
        let message = String(decoding: exit.standardErrorContent, as: UTF8.self)
        #expect(
            message.contains(
                "reconfigureItems: the cell of [0, 1] was dequeued with cell, and is dequeued again with other"))
    }
}
