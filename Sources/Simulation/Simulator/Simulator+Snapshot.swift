import LayoutCore

extension Simulator {
    /// Applies a diffable snapshot to view `index` (`apply(_:animatingDifferences:)`): the
    /// `SnapshotDifference` from the view's current snapshot (`CollectionData.snapshotIdentifiers()`) to
    /// the new one, applied as one batch through `applyBatch` (same events, refusals and limits). An item
    /// both moved and reloaded or reconfigured is moved by that batch, then updated at its new place by a
    /// second one (as UIKit's data source does, a batch refusing an update of an item it moves): its old
    /// cell ends and a new one is displayed where it landed. Animated, the two batches run as one
    /// animation (one `didEndBatchUpdates`). A reloaded section (`reloadSections`) is reloaded alike, by the
    /// second batch at its new place: the items the new snapshot gives it get new cells. The application's
    /// `anchor` applies to each of the two batches (the second, whose updates move no item, anchors only as
    /// their sizes change).
    /// - Throws: `invalid_params` for a snapshot UIKit refuses (duplicate
    ///   identifiers, an update of an identifier it lacks) or a batch the view's layout refuses;
    ///   `limit_exceeded` past the limits of one change.
    /// - Complexity: O(items) to read the current snapshot and diff it (`SnapshotDifference`), then that
    ///   of the batch.
    mutating func applySnapshot(_ application: SnapshotApplication, in index: Int, into events: inout [Event])
        throws(SimulationError)
    {
        let current = views[index].spec.data.snapshotIdentifiers()
        let difference: SnapshotDifference
        do {
            difference = try SnapshotDifference(
                from: current, to: application.snapshot, reloading: application.reloadItems,
                reconfiguring: application.reconfigureItems)
        } catch {
            throw SimulationError(.invalidParams, error.description, path: Self.path(of: error))
        }
        let (batch, movedUpdates) = BatchUpdate.applying(
            difference, of: application.snapshot, answers: application.answers)
        var updates = movedUpdates
        try Self.reloadSections(
            application.reloadSections, from: current, to: application.snapshot, updates: &updates)
        let limit = ViewSpec.maximumItemsPerChange
        guard batch.operationCount + updates.operationCount <= limit else {
            throw SimulationError(
                .limitExceeded,
                "a snapshot's batch names at most \(limit) operations, got \(batch.operationCount + updates.operationCount)"
            )
        }
        let animation = application.animated ? application.timing : nil
        let anchor = application.anchor
        try applyBatch(batch, animation: animation, anchor: anchor, in: index, namesChecked: true, into: &events)
        guard updates.operationCount > 0 else { return }
        diffDisplayed(index, into: &events)
        try applyBatch(
            updates, animation: animation, anchor: anchor, in: index, namesChecked: true, merging: true,
            into: &events)
    }

    /// Adds the reloads of the sections named `ids` (in `new`) to the snapshot's second batch, `updates`, at
    /// their new indexes: after the moves, so that each reloads the items `new` gives it (those moved in
    /// too; those moved out only move), whether the difference moves the section or not (a batch refuses to
    /// move and reload one section, as it does an item); an inserted one is new already.
    /// - Throws: `invalid_params` for a section `new` lacks or one named twice.
    /// - Complexity: O(sections) for the indexes, plus O(1) per id.
    private static func reloadSections(
        _ ids: [String], from old: DiffableSnapshot<String>, to new: DiffableSnapshot<String>,
        updates: inout BatchUpdate
    ) throws(SimulationError) {
        guard !ids.isEmpty else { return }
        let oldSections = Set(old.sections.map(\.id))
        var newIndexes: [String: Int] = [:]
        for (index, section) in new.sections.enumerated() { newIndexes[section.id] = index }
        var named = Set<String>()
        for (position, id) in ids.enumerated() {
            let path = "reloadSections[\(position)]"
            guard let index = newIndexes[id] else {
                throw SimulationError(.invalidParams, "section \"\(id)\" is not in the snapshot", path: path)
            }
            guard named.insert(id).inserted else {
                throw SimulationError(.invalidParams, "section \"\(id)\" is reloaded twice", path: path)
            }
            if oldSections.contains(id) { updates.reloadSections.append(index) }
        }
    }

    /// The step's key path an error of the difference names: the list and entry of an update, `sections`
    /// for the new snapshot's identifiers, nil for the current snapshot's.
    private static func path(of error: SnapshotDifferenceError) -> String? {
        switch error {
        case .tooManySections(let side, _), .tooManyItems(let side, _):
            return side == .new ? "sections" : nil
        case .duplicateSection(let side, _, _, let second):
            return side == .new ? "sections[\(second)].id" : nil
        case .duplicateItem(let side, _, _, let second):
            return side == .new ? "sections[\(second.section)].items[\(second.item)]" : nil
        case .missingUpdatedItem(let list, _, let index): return "\(list.rawValue)[\(index)]"
        case .duplicateUpdatedItem(let list, _, _, let second): return "\(list.rawValue)[\(second)]"
        case .reloadedAndReconfigured(_, let index): return "reconfigureItems[\(index)]"
        }
    }
}

extension BatchUpdate {
    /// The batch that applies `difference` (to `snapshot`), and the updates of the items it moves, to
    /// apply after it at their new places. An inserted item carries its identifier and its `answers`
    /// (none given: the layout's defaults size it); an inserted section carries its identifier and its
    /// items'. A reloaded or reconfigured item given answers takes them (its id kept).
    /// - Complexity: O(operations + items of inserted sections).
    static func applying(
        _ difference: SnapshotDifference, of snapshot: DiffableSnapshot<String>, answers: [String: ItemAnswers] = [:]
    ) -> (batch: BatchUpdate, updates: BatchUpdate) {
        func inserted(_ id: String) -> ItemAnswers { answers[id] ?? ItemAnswers(id: id) }
        func updated(_ path: IndexPath) -> ItemAnswers? {
            guard var given = answers[snapshot.sections[path.section].items[path.item]] else { return nil }
            given.id = nil
            return given
        }
        var batch = BatchUpdate(
            deleteSections: difference.deletedSections, moveSections: difference.movedSections,
            deleteItems: difference.deletedItems, moveItems: difference.movedItems)
        batch.insertSections = difference.insertedSections.map { index in
            let section = snapshot.sections[index]
            var data = SectionData(listed: section.items.map(inserted))
            data.id = section.id
            return SectionInsertion(index, section: data)
        }
        batch.insertItems = difference.insertedItems.map { path in
            ItemInsertion(path, answers: inserted(snapshot.sections[path.section].items[path.item]))
        }
        let moved = Set(difference.movedItems.map(\.from))
        var updates = BatchUpdate()
        // A moved item is updated after the batch, at its new place; the others within it, at their old.
        func update(_ changes: [Move<IndexPath>], into list: WritableKeyPath<BatchUpdate, [ItemUpdate]>) {
            for change in changes {
                if moved.contains(change.from) {
                    updates[keyPath: list].append(ItemUpdate(change.to, answers: updated(change.to)))
                } else {
                    batch[keyPath: list].append(ItemUpdate(change.from, answers: updated(change.to)))
                }
            }
        }
        update(difference.reloadedItems, into: \.reloadItems)
        update(difference.reconfiguredItems, into: \.reconfigureItems)
        return (batch, updates)
    }
}
