import Foundation
import LayoutCore
import Simulation

extension UICollectionView {
    /// Reads the data source again and shows it: every displayed element ends, then what the new data
    /// shows is displayed (cells from the reuse pools). Inside `performBatchUpdates`' `updates`, the
    /// changes named before it are dropped (they name the old data) and the batch goes on from the new
    /// data, its completion called once at its end. - Complexity: O(sections) data-source calls, plus
    /// the layout's questions and its prepare.
    public func reloadData() {
        onDriverClock {
            itemCounts = readItemCounts()
            guard let engine else { return }
            // UIKit's reload forgets the selection: the index paths named the old data.
            deselectAll()
            if pendingBatch != nil { pendingBatch = BatchUpdate() }
            let laidOut = collectionViewLayout.simulatedLayout(for: self, itemCounts: itemCounts)
            kindNames = laidOut.kindNames
            change(.reload(view: engine.id, data: CollectionData(sections: laidOut.sections)))
        }
    }

    /// Changes made in `updates` (inserts, deletes, moves, reloads and reconfigures, by UIKit's index-path
    /// rules: deletes and reloads name the old index paths, inserts the new), applied as one change after
    /// it: the data source is read again and the layout asked about the new items. Animated while
    /// `UIView.areAnimationsEnabled` (the simulator's default timing, 0.3 s ease in and out): the data and
    /// the layout change at once, inserted items are displayed at once, and the cells of deleted and
    /// reloaded items fade out, ending (`didEndDisplaying`) when the animation does; a reloaded section's
    /// supplementary views crossfade the same way (the new ones displayed at once from alpha 0, the old
    /// ones ending, `didEndDisplayingSupplementaryView`, when the animation does); `completion` is called
    /// then, with `false` when another data change interrupts it first. Without animation
    /// (`UIView.performWithoutAnimation(_:)`), or before a driver shows the view, the change is instant and
    /// `completion` is called with `true` before this returns (made while the simulation is mid-step, in
    /// `scrollViewWillEndDragging` or a visible-items handler, the whole change waits for the step's
    /// callbacks, and `completion` with it). A batch nested in `updates` joins this one,
    /// its completion called with this one's. An inconsistent batch stops with a precondition failure,
    /// where UIKit raises.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        onDriverClock { collectBatchUpdates(updates, completion: completion) }
    }

    /// `performBatchUpdates(_:completion:)`, with the driver's clock bound.
    private func collectBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        let outer = pendingBatch == nil
        if outer { pendingBatch = BatchUpdate() }
        updates?()
        guard outer, let batch = pendingBatch else {
            if let completion { nestedCompletions.append(completion) }
            return
        }
        pendingBatch = nil
        let completions = nestedCompletions
        nestedCompletions = []
        let finish: ((Bool) -> Void)? =
            completions.isEmpty && completion == nil
            ? nil
            : { finished in
                for nested in completions { nested(finished) }
                completion?(finished)
            }
        let before = itemCounts
        let after = readItemCounts()
        itemCounts = after
        guard engine != nil else { return finish?(true) ?? () }
        let animated = UIView.areAnimationsEnabled
        applyingChange { self.apply(batch, animated: animated, from: before, to: after, finish: finish) }
    }

    /// Applies `batch`, collected with the counts `before` and `after` it: the displayed elements it ends
    /// set aside (`animated`), the headers of moved sections rekeyed, the simulator's change, the selection
    /// moved; `finish` is called at its end (at once when not `animated`). - Complexity: the change.
    private func apply(
        _ batch: BatchUpdate, animated: Bool, from before: [Int], to after: [Int], finish: ((Bool) -> Void)?
    ) {
        guard let engine else { return finish?(true) ?? () }
        if animated {
            // Queued before the change: a change its callbacks make interrupts this one, after it.
            batchCompletions.append(finish)
            let sections = Set(batch.deleteSections + batch.reloadSections)
            let items = Set(batch.deleteItems + batch.reloadItems.map(\.indexPath))
            setLeavingCellsAside { sections.contains($0.section) || items.contains($0) }
        }
        if batch.changesSections, BatchUpdate.SectionPlan.isConsistent(batch, sectionCount: before.count) {
            let plan = BatchUpdate.SectionPlan(batch, sectionCount: before.count)
            let reloaded = Set(batch.reloadSections)
            followSections { reloaded.contains($0) ? nil : plan.destination(of: $0) }
        }
        change(.batchUpdates(view: engine.id, batch: withAnswers(batch, counts: after), animated: animated))
        // Against the counts read for this batch: a delegate may have made another from a callback.
        BatchCountCheck.check(batch, before: before, after: after)
        if !selection.isEmpty {
            // A path selected that the data did not have (`selectItem` takes any) names no item: it goes.
            let map = BatchUpdate.IndexMap(batch, sectionCount: before.count)
            moveSelection { path in
                guard before.indices.contains(path.section), (0..<before[path.section]).contains(path.item) else {
                    return nil
                }
                return map.destination(of: path.engine).map(Foundation.IndexPath.init)
            }
        }
        if !animated { finish?(true) }
    }

    /// `batch` with the inserted sections' and items' answers, from the layout asked about the new data (of
    /// item `counts` by section). - Complexity: the layout's questions for every item.
    private func withAnswers(_ batch: BatchUpdate, counts: [Int]) -> BatchUpdate {
        guard !batch.insertSections.isEmpty || !batch.insertItems.isEmpty else { return batch }
        let sections = collectionViewLayout.simulatedLayout(for: self, itemCounts: counts).sections
        var answered = batch
        answered.insertSections = batch.insertSections.map { insertion in
            sections.indices.contains(insertion.index)
                ? .init(insertion.index, section: sections[insertion.index]) : insertion
        }
        answered.insertItems = batch.insertItems.map { insertion in
            let path = insertion.indexPath
            guard sections.indices.contains(path.section) else { return insertion }
            let listed = sections[path.section].listed
            return listed.indices.contains(path.item) ? .init(path, answers: listed[path.item]) : insertion
        }
        return answered
    }

    /// UIKit's message for a lone change made on a view whose data source is a diffable one.
    static let diffableMutation =
        "UICollectionView must be updated via the UICollectionViewDiffableDataSource APIs when acting as the"
        + " UICollectionView's dataSource: please do not call mutation APIs directly on UICollectionView."

    /// Adds to the batch under way, or makes a batch of its own. On a view whose data source is a
    /// diffable one, which changes the view itself from the snapshots it is given, it stops with a
    /// precondition failure and UIKit's message (the counts would disagree with the change).
    private func update(_ change: (inout BatchUpdate) -> Void) {
        precondition(!(dataSource is any NamingDataSource), "\(Self.diffableMutation) \(self)")
        withoutActuallyEscaping(change) { change in performBatchUpdates { change(&self.pendingBatch!) } }
    }

    public func insertItems(at indexPaths: [Foundation.IndexPath]) {
        update { $0.insertItems += indexPaths.map { .init($0.engine) } }
    }

    public func deleteItems(at indexPaths: [Foundation.IndexPath]) {
        update { $0.deleteItems += indexPaths.map(\.engine) }
    }

    public func moveItem(at indexPath: Foundation.IndexPath, to newIndexPath: Foundation.IndexPath) {
        update { $0.moveItems.append(.init(from: indexPath.engine, to: newIndexPath.engine)) }
    }

    /// The items' cells end displaying and are made again by the data source.
    public func reloadItems(at indexPaths: [Foundation.IndexPath]) {
        update { $0.reloadItems += indexPaths.map { .init($0.engine) } }
    }

    /// The items keep their cells (no end of display).
    public func reconfigureItems(at indexPaths: [Foundation.IndexPath]) {
        update { $0.reconfigureItems += indexPaths.map { .init($0.engine) } }
    }

    public func insertSections(_ sections: IndexSet) {
        update { $0.insertSections += sections.map { .init($0) } }
    }

    public func deleteSections(_ sections: IndexSet) {
        update { $0.deleteSections += sections }
    }

    public func moveSection(_ section: Int, toSection newSection: Int) {
        update { $0.moveSections.append(.init(from: section, to: newSection)) }
    }

    public func reloadSections(_ sections: IndexSet) {
        update { $0.reloadSections += sections }
    }
}

extension UICollectionView {
    /// Takes the displayed cells whose items `leaves` (by their index paths before an animated change) out
    /// of the visible cells: they fade out until their `didEndDisplaying`. - Complexity: O(k) for k cells
    /// displayed, times `leaves`.
    func setLeavingCellsAside(where leaves: (LayoutCore.IndexPath) -> Bool) {
        for (id, shown) in shownCells where leaves(shown.attributes.indexPath) {
            shownCells[id] = nil
            leavingCells[id, default: []].append(shown.view)
        }
    }

    /// Follows a change of sections on the supplementary views displayed, before the simulator applies it
    /// (its events name the views by their index paths after it): each view whose section `destination`
    /// gives another index takes that index (UIKit keeps a header's view with its section: no end, no new
    /// display; `supplementaryView(forElementKind:at:)` finds it at its new index path); each of a section
    /// it gives none (deleted, or reloaded: its view is replaced) is set aside under its index path from
    /// before the change, where its `didEndDisplayingSupplementaryView` finds it. The views fading out
    /// already keep theirs, as the simulator's fades do. - Complexity: O(v) for v views displayed.
    func followSections(to destination: (Int) -> Int?) {
        guard !shownSupplementaries.isEmpty else { return }
        var carried: [(key: SupplementaryKey, shown: ShownElement<UICollectionReusableView>)] = []
        for (key, shown) in shownSupplementaries {
            let section = destination(key.indexPath.section)
            guard section != key.indexPath.section else { continue }
            shownSupplementaries[key] = nil
            guard let section else {
                leavingSupplementaries[key, default: []].append(shown.view)
                continue
            }
            var moved = shown
            moved.attributes.indexPath = LayoutCore.IndexPath(section: section, item: key.indexPath.item)
            carried.append((SupplementaryKey(kind: key.kind, indexPath: moved.attributes.indexPath), moved))
        }
        // Put back once every view is out: a view may go where another was.
        for view in carried { shownSupplementaries[view.key] = view.shown }
    }

    /// The supplementary view at `key` that ends displaying, taken off the view: its oldest leaving view
    /// when it has one (the old view of a reloaded section ends before the new one would), else its
    /// displayed view. - Complexity: O(1).
    func takeEndingSupplementary(_ key: SupplementaryKey) -> UICollectionReusableView? {
        Self.takeOldest(key, from: &leavingSupplementaries) ?? shownSupplementaries.removeValue(forKey: key)?.view
    }

    /// The cell of item `id` that ends displaying, taken off the view: its oldest leaving cell when it has
    /// one (a cell fading out after an animated change ends before a new cell of its item would), else its
    /// displayed cell. - Complexity: O(1); one lookup more only while cells fade out.
    func takeEndingCell(_ id: ItemID) -> UICollectionViewCell? {
        Self.takeOldest(id, from: &leavingCells) ?? shownCells.removeValue(forKey: id)?.view
    }

    /// The oldest of `key`'s views in `leaving`, taken out; nil when it has none. - Complexity: O(1) while
    /// nothing leaves; else O(v) for v views leaving at `key` (one, but for a place reloaded again mid-fade).
    private static func takeOldest<Key: Hashable, View>(_ key: Key, from leaving: inout [Key: [View]]) -> View? {
        guard !leaving.isEmpty, var views = leaving[key], !views.isEmpty else { return nil }
        let view = views.removeFirst()
        leaving[key] = views.isEmpty ? nil : views
        return view
    }

    /// Follows a data change: each selected item takes the index path `destination` gives it, or is
    /// deselected when it gives none (the item or its section deleted), without calling the delegate, as
    /// UIKit carries its selection through an update; the displayed cells' `isSelected` follow. A cell
    /// fading out keeps its look. - Complexity: O(k) for k selected items, times `destination`, plus O(c)
    /// for c cells displayed; nothing while none is selected.
    func moveSelection(_ destination: (Foundation.IndexPath) -> Foundation.IndexPath?) {
        guard !selection.isEmpty else { return }
        selection.move(destination)
        for shown in shownCells.values {
            shown.view.isSelected = selection.contains(Foundation.IndexPath(shown.attributes.indexPath))
        }
    }

    /// The end of the oldest animated data change under way (the simulator's `didEndBatchUpdates`): run to
    /// its end, the elements displayed take their attributes at rest (one displayed during the animation
    /// took the frame and alpha it was shown with then), as UIKit's views end at their final attributes;
    /// then its completion is called with `finished`. - Complexity: O(log n + k) for k elements displayed.
    func endBatchUpdates(finished: Bool) {
        if finished { retakeDisplayed() }
        guard !batchCompletions.isEmpty else { return }
        batchCompletions.removeFirst()?(finished)
    }

    /// Runs `change`, a data change's whole application (the view's side and the simulator's), now; while
    /// the simulation is mid-step, once the step's events are delivered (`applyDeferredChanges()`): they
    /// name the displayed elements and the selection as they were before it. - Complexity: O(1) beyond
    /// `change`.
    func applyingChange(_ change: @escaping () -> Void) {
        guard let engine, engine.isMidStep else { return change() }
        engine.deferChange(change)
    }

    /// Applies the changes and scrolls that callbacks made while the simulation was mid-step (a release
    /// being answered, a visible-items handler), in the order made: the step's events have been delivered,
    /// so each now applies at the same tick, its events delivered before the next. - Complexity: the changes.
    func applyDeferredChanges() {
        guard let engine, engine.hasDeferred else { return }
        for deferred in engine.takeDeferred() {
            switch deferred {
            case .change(let change): change()
            case .command(let command):
                switch command {
                case .scrollTo, .scrollToItem: scroll(command)
                case .select: engine.apply(command)
                default: change(command)
                }
            }
        }
    }

    /// Applies a scroll the app makes (`setContentOffset`, `scrollToItem`): it stops a drag and momentum,
    /// without their end callbacks, as UIKit's do, so `isTracking`, `isDragging` and `isDecelerating` clear
    /// (an orthogonal section's own scroll leaves them). - Complexity: the scroll.
    func scroll(_ command: Command) {
        guard let engine, engine.apply(command) else { return }
        if case .scrollTo(_, _, _, .some) = command { return }
        (isTracking, isDragging, isDecelerating) = (false, false, false)
    }

    /// Applies a data change, then gives the cells and supplementary views still displayed their new index
    /// paths and frames, as UIKit applies the new layout attributes to every visible element (the simulator
    /// announces no display change for them; one travelling in an animated change takes its final frame at
    /// once, as a UIKit view's frame set in an animation block reads it); the elements of a section with a
    /// `visibleItemsInvalidationHandler` took theirs, adjusted, when it ran on the change. Then the data
    /// source is asked again for the displayed cells of the items it reconfigures (`reconfigure(_:)`). A
    /// change an `apply(_:)` makes meanwhile gives the elements their attributes itself: this change's
    /// layout, stale then, gives no more. - Complexity: the change, then O(log n + k) for the k elements
    /// displayed.
    func change(_ command: Command) {
        let reconfigured = reconfiguredCells(of: command)
        guard let engine, engine.apply(command) else { return }
        changesApplied &+= 1
        retakeDisplayed()
        reconfigure(reconfigured)
    }
}
