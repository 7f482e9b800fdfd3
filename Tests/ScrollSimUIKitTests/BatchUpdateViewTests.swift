import Foundation
import Testing

@testable import ScrollSimUIKit

/// `performBatchUpdates` on the feed of `FeedApp.swift`: 50 items, 375×100 each in a 375×350 view,
/// positions 0–3 on screen. The data source holds only a count.
@Suite @MainActor struct BatchUpdateViewTests {
    /// Deleting [0, 0] and inserting at [0, 2] (new index paths) shows 1, 2, new, 3: item 0's cell ends
    /// at [0, 0] and goes to the pool, the new item takes it at [0, 2] (one `prepareForReuse`, still four
    /// cells), item 3's cell stays and is now at [0, 3]; without animation, the completion runs with `true`
    /// before the batch returns. The driver is not kept: the view keeps its simulation, as a window keeps
    /// its views.
    @Test func aBatchEndsTheDeletedAndReusesItsCell() throws {
        let feed = UIKitDriverTests.feed()
        let view = feed.collectionView
        _ = try ScrollSimUIKitDriver(showing: view)
        let cellOf3 = view.cellForItem(at: IndexPath(item: 3, section: 0))
        var finished: Bool?
        UIView.performWithoutAnimation {
            view.performBatchUpdates {
                view.deleteItems(at: [IndexPath(item: 0, section: 0)])
                view.insertItems(at: [IndexPath(item: 2, section: 0)])
            } completion: {
                finished = $0
            }
        }
        #expect(finished == true)
        #expect(view.numberOfItems(inSection: 0) == 50)
        #expect(feed.cells.count == 4)
        #expect(feed.cells.map(\.reuseCount).reduce(0, +) == 1)
        #expect(view.cellForItem(at: IndexPath(item: 3, section: 0)) === cellOf3)
        #expect(view.indexPathsForVisibleItems == (0...3).map { IndexPath(item: $0, section: 0) })
        // The tracker counts by index path, as an app's would: [0, 0] ended, [0, 2] was on screen already.
        #expect(feed.tracker.onScreen == Set((1...3).map { IndexPath(item: $0, section: 0) }))
    }

    /// Deleting an item without taking it out of the data source leaves 50 items where 49 are due: UIKit's
    /// "invalid number of items" stops the process.
    @Test func aBatchTheDataSourceDisagreesWithStops() async throws {
        let exit = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            try await MainActor.run {
                let feed = UIKitDriverTests.feed()
                _ = try ScrollSimUIKitDriver(showing: feed.collectionView)
                feed.collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
            }
        }
        let message = String(decoding: exit.standardErrorContent, as: UTF8.self)
        #expect(message.contains("invalid number of items in section 0"))
    }
}
