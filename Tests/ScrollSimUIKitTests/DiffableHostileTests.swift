import Foundation
import ScrollSimTesting
import Synchronization
import Testing

@testable import ScrollSimUIKit

/// UIKit's index path: ScrollSimTesting's `[section, item]` one shares the name.
private typealias IndexPath = Foundation.IndexPath

/// An identifier that counts the equality tests made on it, so that a test can bound the work a snapshot
/// does without timing it.
private struct Counted: Hashable, Sendable {
    static let comparisons = Mutex(0)
    let value: Int

    static func == (left: Counted, right: Counted) -> Bool {
        comparisons.withLock { $0 += 1 }
        return left.value == right.value
    }

    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

/// An identifier whose equality and hash an app changes after adding it (a class keyed by a mutable
/// field), as diffable data sources forbid.
private final class Keyed: Hashable, @unchecked Sendable {
    var key: Int
    init(_ key: Int) { self.key = key }
    static func == (left: Keyed, right: Keyed) -> Bool { left.key == right.key }
    func hash(into hasher: inout Hasher) { hasher.combine(key) }
    var description: String { "Keyed(\(key))" }
}

/// `NSDiffableDataSourceSnapshot` and `UICollectionViewDiffableDataSource` misused as a hostile app would:
/// identifiers given twice or changed after they were added, huge snapshots, lone changes on a view a
/// diffable data source drives.
@Suite @MainActor struct DiffableHostileTests {
    /// A 375 × 350 view of 375 × 100 rows in a flow layout, its cells registered as "cell", and a diffable
    /// data source of `Section` and `Item` identifiers showing it.
    static func rows<Section, Item>(_: Section.Type, _: Item.Type)
        -> (UICollectionView, UICollectionViewDiffableDataSource<Section, Item>)
    {
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 350),
            collectionViewLayout: flowLayout(itemSize: CGSize(width: 375, height: 100)))
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = UICollectionViewDiffableDataSource<Section, Item>(collectionView: view) { view, path, _ in
            view.dequeueReusableCell(withReuseIdentifier: "cell", for: path)
        }
        return (view, dataSource)
    }

    /// The stderr of a process that stopped.
    static func message(_ exit: ExitTest.Result) -> String {
        String(decoding: exit.standardErrorContent, as: UTF8.self)
    }

    /// An item appended twice in one call stops with UIKit's message, naming it; the old code's message
    /// ("item identifiers are not unique: 7 is already in the snapshot") was not UIKit's.
    @Test func anItemGivenTwiceStopsWithUIKitsMessage() async throws {
        let exit = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["main"])
            snapshot.appendItems([1, 7, 7])
        }
        #expect(
            Self.message(exit).contains(
                "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    7\n)}"))
    }

    /// A section appended when the snapshot has it already stops with UIKit's message for sections; the
    /// old code said "section identifier main is already in the snapshot".
    @Test func aSectionGivenTwiceStopsWithUIKitsMessage() async throws {
        let exit = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["main", "side"])
            snapshot.appendSections(["main"])
        }
        #expect(
            Self.message(exit).contains(
                "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\n    main\n)}"))
    }

    /// Items appended to a snapshot with no section stop with UIKit's message; the old code's was its own
    /// ("there are no sections to append items to").
    @Test func itemsWithoutASectionStopWithUIKitsMessage() async throws {
        let exit = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendItems([1])
        }
        #expect(
            Self.message(exit).contains(
                "There are currently no sections in the data source. Please add a section first."))
    }

    /// Reconfiguring an item the snapshot does not have stops with UIKit's message, naming it; the old
    /// code's was "item identifier 9 is not in the snapshot".
    @Test func reconfiguringAMissingItemStopsWithUIKitsMessage() async throws {
        let exit = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["main"])
            snapshot.appendItems([1, 2])
            snapshot.reconfigureItems([2, 9])
        }
        #expect(
            Self.message(exit).contains(
                "Attempted to reconfigure item identifier that does not exist in the snapshot: 9"))
    }

    /// Reloading a section the snapshot does not have stops with UIKit's message, naming it.
    @Test func reloadingAMissingSectionStopsWithUIKitsMessage() async throws {
        let exit = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["main"])
            snapshot.reloadSections(["side"])
        }
        #expect(
            Self.message(exit).contains(
                "Attempted to reload section identifier that does not exist in the snapshot: side"))
    }

    /// Two items that have become equal since they were added (the app changed item 2's key to 1) are an
    /// identifier given twice when the snapshot is applied: it stops with UIKit's message. The old code
    /// gave both one simulator name and handed the simulator a snapshot naming one item twice.
    @Test func identifiersThatBecameEqualStopWhenApplied() async throws {
        let exit = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            try await MainActor.run {
                let (view, dataSource) = Self.rows(Int.self, Keyed.self)
                let items = (0..<5).map(Keyed.init)
                var snapshot = NSDiffableDataSourceSnapshot<Int, Keyed>()
                snapshot.appendSections([0])
                snapshot.appendItems(items)
                dataSource.apply(snapshot, animatingDifferences: false)
                let driver = try ScrollSimUIKitDriver(showing: view)
                items[2].key = 1
                dataSource.apply(snapshot)
                withExtendedLifetime(driver) {}
            }
        }
        #expect(Self.message(exit).contains("Fatal: supplied item identifiers are not unique. Duplicate identifiers"))
    }

    /// Deleting every tenth item of a 10,000-item section (1,000 items) filters the section once: about
    /// one equality test per item left (the deleted set's probe) and a few per item deleted (its lookup and
    /// insertion), so well under 100,000. The old code searched the section for each item from its start:
    /// about 1,000 × 4,500 = 4,500,000 tests (an hour for a tenth of 1,000,000 items).
    @Test func deletingManyItemsFiltersTheirSectionOnce() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Counted>()
        snapshot.appendSections([0])
        snapshot.appendItems((0..<10_000).map(Counted.init))
        Counted.comparisons.withLock { $0 = 0 }
        snapshot.deleteItems(stride(from: 0, to: 10_000, by: 10).map(Counted.init))
        #expect(Counted.comparisons.withLock { $0 } < 100_000)
        #expect(snapshot.numberOfItems == 9_000)
        #expect(snapshot.itemIdentifiers(inSection: 0).prefix(3).map(\.value) == [1, 2, 3])
        #expect(snapshot.indexOfItem(Counted(value: 11)) == 9)
    }

    /// Deleting every tenth of 10,000 sections renumbers the sections once: about one equality test per
    /// section left, well under 100,000. The old code renumbered the sections after each one deleted,
    /// about 1,000 × 5,000 dictionary writes, each with its tests (10,044,743 counted).
    @Test func deletingManySectionsRenumbersOnce() {
        var snapshot = NSDiffableDataSourceSnapshot<Counted, Int>()
        snapshot.appendSections((0..<10_000).map(Counted.init))
        snapshot.appendItems([1, 2], toSection: Counted(value: 10))
        Counted.comparisons.withLock { $0 = 0 }
        snapshot.deleteSections(stride(from: 0, to: 10_000, by: 10).map(Counted.init))
        #expect(Counted.comparisons.withLock { $0 } < 100_000)
        #expect(snapshot.numberOfSections == 9_000)
        #expect(snapshot.numberOfItems == 0)
        #expect(snapshot.indexOfSection(Counted(value: 11)) == 9)
    }

    /// A lone change on a view a diffable data source drives stops with UIKit's message; the old code
    /// applied it and stopped on the counts ("invalid number of items in section 0").
    @Test func aLoneChangeOnADiffableViewStops() async throws {
        let exit = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            try await MainActor.run {
                let feed = DiffableFeedTests.Feed()
                let driver = try ScrollSimUIKitDriver(showing: feed.collectionView)
                feed.collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
                withExtendedLifetime(driver) {}
            }
        }
        #expect(
            Self.message(exit).contains(
                "UICollectionView must be updated via the UICollectionViewDiffableDataSource APIs when acting as the"
                    + " UICollectionView's dataSource: please do not call mutation APIs directly on UICollectionView."))
        #expect(!Self.message(exit).contains("invalid number of items"))
    }

    /// A diffable data source that another has replaced as the view's data source stops when it applies,
    /// naming it: the view reads its counts and cells from the other. The old code changed the simulated
    /// view to the first's 12 items while the second (no section) answered its counts, silently; with items
    /// in the second, it stopped later with "the cell provider returned no cell for [0, 3]".
    @Test func anApplyByAReplacedDataSourceStops() async throws {
        let exit = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            try await MainActor.run {
                let (view, first) = Self.rows(Int.self, Int.self)
                var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
                snapshot.appendSections([0])
                snapshot.appendItems(Array(0..<10))
                first.apply(snapshot, animatingDifferences: false)
                let driver = try ScrollSimUIKitDriver(showing: view)
                let second = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) { view, path, _ in
                    view.dequeueReusableCell(withReuseIdentifier: "cell", for: path)
                }
                snapshot.appendItems([50, 51])
                first.apply(snapshot, animatingDifferences: false)
                withExtendedLifetime((driver, second)) {}
            }
        }
        #expect(
            Self.message(exit).contains("on a diffable data source that is no longer its collection view's dataSource"))
    }

    /// `reloadData()` on a diffable view is no mutation (UIKit allows it): it shows the snapshot again, and
    /// an apply after it still moves item 3's cell to the top (a cell kept, [0, 0] displayed once more).
    @Test func reloadDataOnADiffableViewKeepsTheSnapshot() throws {
        let feed = DiffableFeedTests.Feed()
        _ = try ScrollSimUIKitDriver(showing: feed.collectionView)
        feed.collectionView.reloadData()
        let cellOf3 = feed.collectionView.cellForItem(at: IndexPath(item: 3, section: 0))
        var snapshot = feed.dataSource.snapshot()
        snapshot.moveItem(3, beforeItem: 0)
        feed.dataSource.apply(snapshot, animatingDifferences: false)
        #expect(feed.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === cellOf3)
        #expect(feed.dataSource.itemIdentifier(for: IndexPath(item: 0, section: 0)) == 3)
    }
}
