import LayoutCore

/// A command applied to one view away from its simulator, for the daemon: a data change or a resize of
/// a large view rebuilds its data and prepares its layout again (about a second at ten million items),
/// which must not hold up the other views, the ticks or other clients.
///
/// `Simulator.detachChange` freezes the view (it does not tick, and commands naming it are refused until
/// it is back) and copies it into a one-view simulator on the same clock; `run()`, on any thread, applies
/// the command there with exactly the semantics of `Simulator.apply`; `Simulator.attach` puts the changed
/// view back and returns the command's events, stamped with the simulator's next seqs at its current tick.
public struct ViewChange: Sendable {
    /// The view changed.
    public let view: String
    let command: Command
    private var sandbox: Simulator
    private(set) var outcome: Result<[Event], SimulationError> = .success([])

    init(command: Command, sandbox: Simulator) {
        view = command.view
        self.command = command
        self.sandbox = sandbox
    }

    /// Applies the command to the copy. - Complexity: that of `Simulator.apply` for it.
    public mutating func run() {
        do {
            outcome = .success(try sandbox.apply(command))
        } catch {
            outcome = .failure(error)
        }
    }

    /// The view after the command.
    var changedView: SimulatedView? { sandbox.views.first }

    /// When the command was applied to the copy, in seconds: the time the view was frozen at.
    var appliedAt: Double { sandbox.time }

    /// The view after the command, taken out of the change (which holds none after): a change that
    /// failed or was refused leaves it for the caller to free where it likes. - Complexity: O(1).
    public mutating func takeChangedView() -> DetachedView? {
        guard let view = sandbox.views.popLast() else { return nil }
        sandbox.views.removeAll()
        return DetachedView(view: view)
    }

    /// The command's events, taken out of the change so that the caller holds the only reference to
    /// them (and can stamp them in place); none after a failure. - Complexity: O(1).
    mutating func takeEvents() -> [Event] {
        guard case .success(let events) = outcome else { return [] }
        outcome = .success([])
        return events
    }
}

extension Simulator {
    /// Whether `command` rebuilds a view's data or layout (insertItems, deleteItems, batchUpdates,
    /// applySnapshot, reload, resize) and the view holds more than `items` items before or after it: worth `detachChange` and a
    /// worker thread. An insertion, deletion or batch leaving the sections as they are, of at most
    /// `changedItems` items (a batch's entries), is never costly where the layout
    /// re-places only what it moves (`CollectionLayout.changePreparation(for:)` is `.whatTheChangeMoves`),
    /// nor one that names items the view lacks (it fails at once). - Complexity: O(d log d) for d items
    /// deleted.
    public func isCostly(_ command: Command, above items: Int, changing changedItems: Int) -> Bool {
        guard command.changesData, let index = index(of: command.view) else { return false }
        let changes: ItemChanges?
        switch command {
        case .insertItems(_, let position, let inserted) where inserted.count <= changedItems:
            changes = try? insertion(of: inserted.count, at: position, in: index)
        case .deleteItems(_, let deleted) where deleted.count <= changedItems:
            changes = try? deletion(of: deleted, in: index)
        case .batchUpdates(_, let batch, _, _, _) where batch.operationCount <= changedItems && !batch.changesSections:
            var check = BatchCheck(batch, data: views[index].spec.data)
            changes = (try? check.run()).flatMap { _ in batch.itemChanges }
        case .applySnapshot(let application):
            // Reading the current snapshot and diffing it is O(items), whatever the difference.
            return max(views[index].spec.data.totalItemCount, application.snapshot.itemCount) > items
        default:
            let count = views[index].spec.data.totalItemCount
            guard case .reload(_, let data?) = command else { return count > items }
            return max(count, data.totalItemCount) > items
        }
        guard let changes else { return false }
        return views[index].layout.changePreparation(for: changes) != .whatTheChangeMoves
            && views[index].spec.data.totalItemCount > items
    }

    /// Freezes the view `command` names and hands a copy of it over to be changed by `ViewChange.run()`.
    /// - Throws: `not_found` without the view, `conflict` when it is being changed already.
    public mutating func detachChange(_ command: Command) throws(SimulationError) -> ViewChange {
        let index = try requireIndex(of: command.view)
        try checkNotFrozen(index)
        var sandbox = Simulator(clock: clock, nextSeq: nextSeq)
        sandbox.maximumDisplayedElements = maximumDisplayedElements
        sandbox.views = [views[index]]
        views[index].isFrozen = true
        return ViewChange(command: command, sandbox: sandbox)
    }

    /// Puts a changed view back (unchanged when the command failed) and returns the command's events and
    /// the view as it was, for the caller to free where it likes; or the command's error. The events are
    /// taken out of `change` and stamped in place, and an animated data change the command began begins
    /// now, as they say (`UpdateAnimation.putOff(from:by:)`): the ticks the view was frozen for do not
    /// run it. A deceleration or animated scroll under way (the view's or an orthogonal section's) resumes
    /// from where it was when the view froze (`SimulatedView.putOffScrolling(by:)`), on the next tick.
    /// - Complexity: O(events), in place.
    public mutating func attach(_ change: inout ViewChange) throws(SimulationError) -> (
        events: [Event], replaced: DetachedView?
    ) {
        guard let index = index(of: change.view) else { return ([], nil) }
        views[index].isFrozen = false
        switch change.outcome {
        case .failure(let error):
            throw error
        case .success:
            guard let changed = change.changedView else { return ([], nil) }
            let replaced = DetachedView(view: views[index])
            views[index] = changed
            let frozen = time - change.appliedAt
            views[index].updateAnimation?.putOff(from: change.appliedAt, by: frozen)
            views[index].putOffScrolling(by: frozen)
            // In place: a copy of a 50,000-event deletion's events took milliseconds of the loop.
            var events = change.takeEvents()
            for position in events.indices {
                events[position].seq = nextSeq
                events[position].tick = tick
                events[position].milliseconds = clock.milliseconds
                nextSeq += 1
            }
            return (events, replaced)
        }
    }

    /// - Throws: `conflict` while the view at `index` is being changed away from the simulator.
    func checkNotFrozen(_ index: Int) throws(SimulationError) {
        guard !views[index].isFrozen else {
            throw SimulationError(
                .conflict, "view \"\(views[index].id)\" is being changed; try again after that change's reply",
                path: "view")
        }
    }
}
