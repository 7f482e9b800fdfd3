import Foundation
import Testing

@testable import ScrollSimUIKit

/// `performBatchUpdates` on a list whose data source holds its items: items 0–49, 375×100 each in a
/// 375×350 view, positions 0–3 on screen.
@Suite struct BatchUpdateViewTests {
    final class List: NSObject, UICollectionViewDataSource {
        var items = Array(0..<50)
        var cells: [FeedCell] = []

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            items.count
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: Foundation.IndexPath)
            -> UICollectionViewCell
        {
            let cell =
                collectionView.dequeueReusableCell(withReuseIdentifier: FeedCell.reuseIdentifier, for: indexPath)
                as! FeedCell
            if !cells.contains(where: { $0 === cell }) { cells.append(cell) }
            return cell
        }
    }

    /// Deleting [0, 0] and inserting at [0, 2] (new index paths) shows 1, 2, new, 3: item 0's cell ends
    /// at [0, 0] and goes to the pool, the new item takes it at [0, 2] (one `prepareForReuse`, still four
    /// cells), item 3's cell stays and is now at [0, 3]; the completion runs with `true`. The driver is not
    /// kept: the view keeps its simulation, as a window keeps its views.
    @Test func aBatchEndsTheDeletedAndReusesItsCell() throws {
        let list = List()
        let tracker = ImpressionTracker()
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 350),
            collectionViewLayout: TestFlowLayout(itemSize: CGSize(width: 375, height: 100)))
        view.register(FeedCell.self, forCellWithReuseIdentifier: FeedCell.reuseIdentifier)
        view.dataSource = list
        view.delegate = tracker
        _ = try ScrollSimUIKitDriver(showing: view)
        let cellOf3 = view.cellForItem(at: IndexPath(item: 3, section: 0))
        var finished: Bool?
        view.performBatchUpdates {
            list.items.remove(at: 0)
            list.items.insert(100, at: 2)
            view.deleteItems(at: [IndexPath(item: 0, section: 0)])
            view.insertItems(at: [IndexPath(item: 2, section: 0)])
        } completion: {
            finished = $0
        }
        #expect(finished == true)
        #expect(view.numberOfItems(inSection: 0) == 50)
        #expect(list.cells.count == 4)
        #expect(list.cells.map(\.reuseCount).reduce(0, +) == 1)
        #expect(view.cellForItem(at: IndexPath(item: 3, section: 0)) === cellOf3)
        #expect(view.indexPathsForVisibleItems == (0...3).map { IndexPath(item: $0, section: 0) })
        // The tracker counts by index path, as an app's would: [0, 0] ended, [0, 2] was on screen already.
        #expect(tracker.onScreen == Set((1...3).map { IndexPath(item: $0, section: 0) }))
    }
}

extension BatchUpdateViewTests {
    /// Deleting an item without taking it out of the data source leaves 50 items where 49 are due: UIKit's
    /// "invalid number of items" stops the process.
    @Test func aBatchTheDataSourceDisagreesWithStops() async throws {
        let exit = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let list = List()
            let view = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 375, height: 350),
                collectionViewLayout: TestFlowLayout(itemSize: CGSize(width: 375, height: 100)))
            view.register(FeedCell.self, forCellWithReuseIdentifier: FeedCell.reuseIdentifier)
            view.dataSource = list
            _ = try ScrollSimUIKitDriver(showing: view)
            view.deleteItems(at: [IndexPath(item: 0, section: 0)])
        }
        let message = String(decoding: exit.standardErrorContent, as: UTF8.self)
        #expect(message.contains("invalid number of items in section 0"))
    }
}
