import Foundation
import LayoutCore
import Simulation

/// A data source that shows snapshots of identifiers, as UIKit's `UICollectionViewDiffableDataSource`:
/// `apply(_:animatingDifferences:completion:)` changes the view by the difference from the snapshot it
/// shows, as the simulator's `applySnapshot` does it (an item keeps its cell through a move).
@MainActor
open class UICollectionViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: NSObject, UICollectionViewDataSource {
    /// A main-actor closure, as the iOS 17 and 18 SDKs declare it; so is `SupplementaryViewProvider`.
    public typealias CellProvider =
        @MainActor (
            _ collectionView: UICollectionView, _ indexPath: Foundation.IndexPath, _ itemIdentifier: ItemIdentifierType
        )
        -> UICollectionViewCell?
    public typealias SupplementaryViewProvider =
        @MainActor (
            _ collectionView: UICollectionView, _ elementKind: String, _ indexPath: Foundation.IndexPath
        ) -> UICollectionReusableView?

    /// Makes the view of each supplementary element the layout displays.
    public var supplementaryViewProvider: SupplementaryViewProvider?
    private let cellProvider: CellProvider
    private weak var collectionView: UICollectionView?
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// The simulator's names of the identifiers shown.
    var names = IdentifierNames()

    /// Becomes `collectionView`'s data source (weakly held by it, as in UIKit: keep a reference).
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.cellProvider = cellProvider
        self.collectionView = collectionView
        super.init()
        collectionView.dataSource = self
    }

    /// The snapshot shown (without its reloads and reconfigures, which apply once).
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Shows `snapshot`: the view changes by the difference. Animated when `animatingDifferences` is true
    /// and `UIView.areAnimationsEnabled`, as `performBatchUpdates(_:completion:)` animates (the cells of
    /// deleted and reloaded items fade out, inserted ones are displayed at once; a reloaded section's header
    /// and footer crossfade, as `reloadSections(_:)` makes them), `completion` called when
    /// the animation ends (interrupted by another data change too); otherwise at once, `completion` called
    /// before this returns. Before a driver shows the view, only the snapshot is kept.
    public func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        UICollectionView.onDriverClock(of: collectionView) {
            show(snapshot, animatingDifferences: animatingDifferences, completion: completion)
        }
    }

    /// `apply(_:animatingDifferences:completion:)`, with the driver's clock bound.
    private func show(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool, completion: (() -> Void)?
    ) {
        let old = current
        var shown = snapshot
        shown.clearUpdates()
        current = shown
        guard let collectionView, let engine = collectionView.engine else {
            names.update(to: snapshot)
            completion?()
            return
        }
        // The view reads its counts and cells from its data source: another one's would disagree.
        precondition(
            collectionView.dataSource === self,
            "apply(_:animatingDifferences:completion:) on a diffable data source that is no longer its collection"
                + " view's dataSource (\(collectionView.dataSource.map { "\($0)" } ?? "nil") is): the view's counts"
                + " and cells come from that one")
        collectionView.itemCounts = collectionView.readItemCounts()
        let inserted = names.newItems(of: snapshot)
        names.update(to: snapshot)
        let animated = animatingDifferences && UIView.areAnimationsEnabled
        let (reloadItems, reconfigureItems) = updatedItems(of: snapshot)
        let application = SnapshotApplication(
            view: engine.id, snapshot: names.engineSnapshot(of: snapshot),
            reloadItems: reloadItems, reconfigureItems: reconfigureItems,
            reloadSections: Self.reloadedSections(of: snapshot).map(names.section),
            answers: answers(for: inserted, in: snapshot, of: collectionView), animated: animated)
        collectionView.applyingChange {
            Self.showChange(application, from: old, to: snapshot, on: collectionView, completion: completion)
        }
    }

    /// Applies `application`, the change from `old` to `snapshot` (their identifiers' names), to
    /// `collectionView`: the displayed elements it ends set aside (when animated), the headers of moved
    /// sections rekeyed, the simulator's change, the selection moved; `completion` is called at its end (at
    /// once when not animated). - Complexity: the change.
    private static func showChange(
        _ application: SnapshotApplication,
        from old: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        to snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        on collectionView: UICollectionView, completion: (() -> Void)?
    ) {
        let animated = application.animated
        var shown = snapshot
        shown.clearUpdates()
        if animated {
            // Queued before the change: a change its callbacks make interrupts this one, after it.
            collectionView.batchCompletions.append(completion.map { completion in { _ in completion() } })
            let ending = Set(
                snapshot.reloadedItemIdentifiers
                    + snapshot.reloadedSectionIdentifiers.flatMap { snapshot.itemIdentifiers(inSection: $0) })
            collectionView.setLeavingCellsAside { path in
                guard let item = old.item(at: Foundation.IndexPath(path)) else { return false }
                return ending.contains(item) || snapshot.sectionIdentifier(containingItem: item) == nil
            }
        }
        let oldSections = old.sectionIdentifiers
        if oldSections != snapshot.sectionIdentifiers {
            collectionView.followSections { section in
                oldSections.indices.contains(section) ? snapshot.indexOfSection(oldSections[section]) : nil
            }
        }
        collectionView.change(.applySnapshot(application))
        if !collectionView.selection.isEmpty {
            collectionView.moveSelection { path in old.item(at: path).flatMap(shown.indexPath(of:)) }
        }
        if !animated { completion?() }
    }

    /// The names of the items `snapshot` reloads and of those it reconfigures that it has (one deleted
    /// after it was named, alone or with its section, is not updated), each once, in the order first named;
    /// an item named in both is reloaded (its new cell is configured anew), as the sections reloaded are
    /// taken. - Complexity: O(r + c) for the r items reloaded and c reconfigured.
    private func updatedItems(
        of snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) -> (reload: [String], reconfigure: [String]) {
        var reloaded = Set<ItemIdentifierType>()
        var reload: [String] = []
        for item in snapshot.reloadedItemIdentifiers where names.has(item) && reloaded.insert(item).inserted {
            reload.append(names.item(item))
        }
        var named = reloaded
        var reconfigure: [String] = []
        for item in snapshot.reconfiguredItemIdentifiers where names.has(item) && named.insert(item).inserted {
            reconfigure.append(names.item(item))
        }
        return (reload, reconfigure)
    }

    /// The sections `snapshot` reloads that it has, each once, in the order first named.
    /// - Complexity: O(s) for s sections named.
    private static func reloadedSections(
        of snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) -> [SectionIdentifierType] {
        var named = Set<SectionIdentifierType>()
        return snapshot.reloadedSectionIdentifiers.filter {
            snapshot.indexOfSection($0) != nil && named.insert($0).inserted
        }
    }

    /// Shows `snapshot` by reloading the view's data (every element ends and is displayed again).
    public func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        UICollectionView.onDriverClock(of: collectionView) {
            var shown = snapshot
            shown.clearUpdates()
            current = shown
            names.update(to: snapshot)
            collectionView?.reloadData()
            completion?()
        }
    }

    /// The item shown at `indexPath`; nil when there is none. - Complexity: O(1).
    public func itemIdentifier(for indexPath: Foundation.IndexPath) -> ItemIdentifierType? {
        current.item(at: indexPath)
    }

    /// Where the item is shown; nil when it is not. - Complexity: O(1).
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> Foundation.IndexPath? {
        current.indexPath(of: itemIdentifier)
    }

    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sections.indices.contains(index) ? current.sections[index].id : nil
    }

    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(sectionIdentifier)
    }

    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.sections.indices.contains(section) ? current.sections[section].items.count : 0
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: Foundation.IndexPath)
        -> UICollectionViewCell
    {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
            preconditionFailure("the cell provider returned no cell for \(indexPath)")
        }
        return cell
    }

    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: Foundation.IndexPath
    ) -> UICollectionReusableView {
        guard let view = supplementaryViewProvider?(collectionView, kind, indexPath) else {
            preconditionFailure("the supplementary view provider returned no view of kind \(kind) at \(indexPath)")
        }
        return view
    }

    /// The layout's answers (sizes, insets) for the inserted items, by their simulator names, from the
    /// layout asked about the new data. - Complexity: the layout's questions for every item.
    private func answers(
        for inserted: Set<ItemIdentifierType>,
        in snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        of collectionView: UICollectionView
    ) -> [String: ItemAnswers] {
        guard !inserted.isEmpty else { return [:] }
        let sections = collectionView.collectionViewLayout.simulatedLayout(
            for: collectionView, itemCounts: collectionView.itemCounts
        ).sections
        var answers: [String: ItemAnswers] = [:]
        for (section, content) in snapshot.sections.enumerated() where sections.indices.contains(section) {
            let listed = sections[section].listed
            for (item, identifier) in content.items.enumerated()
            where inserted.contains(identifier) && listed.indices.contains(item) {
                answers[names.item(identifier)] = listed[item]
            }
        }
        return answers
    }
}
