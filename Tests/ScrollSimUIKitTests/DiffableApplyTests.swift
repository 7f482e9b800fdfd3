import Foundation
import ScrollSimTesting
import Testing

@testable import ScrollSimUIKit

/// UIKit's index path: ScrollSimTesting's `[section, item]` one shares the name.
private typealias IndexPath = Foundation.IndexPath

/// `apply(_:animatingDifferences:completion:)` on the diffable feed of `DiffableFeedTests` (items 0–49,
/// 375×100 each in a 375×350 view at 120 Hz): animated, it ends 0.3 s later, at the tick of 300 ms
/// (36 ticks of 1000/120 ms).
@Suite @MainActor struct DiffableApplyTests {
    /// Animated (the default), deleting item 0 at 0 ms: the completion is not called before `apply`
    /// returns, and is called once at 300 ms; item 0's cell is no visible item from the start and ends then.
    /// The old code called it before returning.
    @Test func anAnimatedApplyCompletesAtTheEnd() throws {
        let feed = DiffableFeedTests.Feed()
        let driver = try ScrollSimUIKitDriver(showing: feed.collectionView)
        let cellOf0 = feed.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        var snapshot = feed.dataSource.snapshot()
        snapshot.deleteItems([0])
        var completions: [Int] = []
        feed.dataSource.apply(snapshot) { completions.append(Int(driver.milliseconds.rounded())) }
        #expect(completions.isEmpty)
        #expect(!feed.collectionView.visibleCells.contains { $0 === cellOf0 })
        try driver.advance(by: .milliseconds(400))
        #expect(completions == [300])
        #expect(driver.scrollSim.events.filter { $0.name == "didEndBatchUpdates" }.count == 1)
    }

    /// Not animated: the change is instant and the completion runs before `apply` returns; the simulator
    /// reports no `didEndBatchUpdates`. The tracker counts by index path: [0, 0] ended, item 4 entered at
    /// [0, 3], seen already.
    @Test func anApplyWithoutAnimationCompletesAtOnce() throws {
        let feed = DiffableFeedTests.Feed()
        let driver = try ScrollSimUIKitDriver(showing: feed.collectionView)
        var snapshot = feed.dataSource.snapshot()
        snapshot.deleteItems([0])
        var completed = false
        feed.dataSource.apply(snapshot, animatingDifferences: false) { completed = true }
        #expect(completed)
        #expect(feed.tracker.onScreen == Set((1...3).map { IndexPath(item: $0, section: 0) }))
        #expect(!driver.scrollSim.events.contains { $0.name == "didEndBatchUpdates" })
    }

    /// Identifiers of any length: the simulator's ids are names the data source gives (`i0`, `i1`, …),
    /// never the identifiers' descriptions, so two 1,026-byte identifiers that share their first 1,025
    /// bytes (1,023 × "a", then "é", two bytes across the 1,024-byte id bound) stay two items, within the
    /// bound. Deleting the first leaves the second its cell, now at [0, 0].
    @Test func longIdentifiersStayDistinct() throws {
        let stem = String(repeating: "a", count: 1_023) + "é"
        let (first, second) = (stem + "1", stem + "2")
        #expect(first.utf8.count == 1_026)
        let (view, dataSource) = DiffableHostileTests.rows(String.self, String.self)
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections([stem + "s"])
        snapshot.appendItems([first, second])
        dataSource.apply(snapshot, animatingDifferences: false)
        let driver = try ScrollSimUIKitDriver(showing: view)
        #expect(view.indexPathsForVisibleItems.count == 2)
        let cellOfSecond = view.cellForItem(at: IndexPath(item: 1, section: 0))
        snapshot.deleteItems([first])
        dataSource.apply(snapshot, animatingDifferences: false)
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) === cellOfSecond)
        let deleted = driver.scrollSim.events.filter { $0.name == "deleted" }
        #expect(deleted.count == 1)
        #expect(try driver.exportedViewSpec().contains("\"i1\""))
    }

    /// UIKit raises "Invalid update: destination for item move is the same as the source" for an item
    /// moved relative to itself, before it or after it; the old code stopped with a message about an item
    /// it did not have.
    @Test func anItemMovedRelativeToItselfStops() async {
        let before = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["main"])
            snapshot.appendItems([1, 2])
            snapshot.moveItem(1, beforeItem: 1)
        }
        let after = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["main"])
            snapshot.appendItems([1, 2])
            snapshot.moveItem(2, afterItem: 2)
        }
        for exit in [before, after] {
            let message = String(decoding: exit?.standardErrorContent ?? [], as: UTF8.self)
            #expect(message.contains("destination for item move is the same as the source"))
        }
    }

    /// The same for a section moved relative to itself.
    @Test func aSectionMovedRelativeToItselfStops() async {
        let before = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["a", "b"])
            snapshot.moveSection("a", beforeSection: "a")
        }
        let after = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["a", "b"])
            snapshot.moveSection("b", afterSection: "b")
        }
        for exit in [before, after] {
            let message = String(decoding: exit?.standardErrorContent ?? [], as: UTF8.self)
            #expect(message.contains("destination for section move is the same as the source"))
        }
    }
}
