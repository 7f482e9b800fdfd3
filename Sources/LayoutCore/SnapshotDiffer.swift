extension SnapshotDifference {
    /// The batch that turns `current` into `new`, reloading the items `reloading` names and reconfiguring
    /// those `reconfiguring` names (identifiers that must be in `new`). An item that the batch inserts (a
    /// new one, or one that leaves a deleted section or joins an inserted one) gets a new cell anyway: its
    /// reload or reconfigure adds nothing and is not listed.
    /// - Throws: `SnapshotDifferenceError` for a snapshot past the limits, a duplicate identifier, or an
    ///   identifier to update that `new` lacks, named twice, or both reloaded and reconfigured.
    /// - Complexity: O(n + m log m) for n identifiers in all and m items kept in the same section (the
    ///   longest runs of kept order); at most one hash insertion or lookup per identifier, none per pair.
    public init<Identifier>(
        from current: DiffableSnapshot<Identifier>, to new: DiffableSnapshot<Identifier>,
        reloading: [Identifier] = [], reconfiguring: [Identifier] = []
    ) throws(SnapshotDifferenceError) {
        var comparisons = 0
        try self.init(
            from: current, to: new, reloading: reloading, reconfiguring: reconfiguring, comparisons: &comparisons)
    }

    /// `init(from:to:reloading:reconfiguring:)` for string identifiers (the snapshot step's), compiled for
    /// them here: a caller in another module would otherwise run the generic code unspecialized, which
    /// allocates twice per identifier and takes several times as long.
    public init(
        from current: DiffableSnapshot<String>, to new: DiffableSnapshot<String>, reloading: [String] = [],
        reconfiguring: [String] = []
    ) throws(SnapshotDifferenceError) {
        var comparisons = 0
        try self.init(
            from: current, to: new, reloading: reloading, reconfiguring: reconfiguring, comparisons: &comparisons)
    }

    /// `init(from:to:reloading:reconfiguring:)`, adding to `comparisons` the comparisons its longest runs
    /// make (for tests of its complexity).
    init<Identifier>(
        from current: DiffableSnapshot<Identifier>, to new: DiffableSnapshot<Identifier>,
        reloading: [Identifier], reconfiguring: [Identifier], comparisons: inout Int
    ) throws(SnapshotDifferenceError) {
        self.init()
        var differ = try SnapshotDiffer(current: current, new: new)
        differ.sectionOperations(into: &self, comparisons: &comparisons)
        try differ.sweepNewItems(into: &self, comparisons: &comparisons)
        differ.sweepOldItems(into: &self)
        (reloadedItems, reconfiguredItems) = try differ.updates(reloading: reloading, reconfiguring: reconfiguring)
    }
}

/// The working state of one `SnapshotDifference`: the sections matched by identifier, the old items by
/// identifier, and where each old item is found in the new snapshot.
struct SnapshotDiffer<Identifier: Hashable & Sendable> {
    typealias Failure = SnapshotDifferenceError
    let current: DiffableSnapshot<Identifier>
    let new: DiffableSnapshot<Identifier>
    /// For each old section, its index in the new snapshot, or -1 when it is deleted.
    let newSectionOfOld: [Int]
    /// For each new section, its index in the current snapshot, or -1 when it is inserted.
    let oldSectionOfNew: [Int]
    /// Each old item's index path, by identifier.
    let oldItems: [Identifier: IndexPath]
    /// The position, among all old items in order, of each old section's first item.
    let oldStarts: [Int]
    /// For each old item (by position among all), its index path in the new snapshot; section -1 until
    /// the sweep of the new snapshot finds it.
    var newPaths: [IndexPath]
    /// The new snapshot's items the current one lacks, with their index paths.
    var addedItems: [Identifier: IndexPath] = [:]

    /// Checks both snapshots' sizes and section identifiers, and indexes the old items.
    /// - Complexity: O(n) for n identifiers in all.
    init(current: DiffableSnapshot<Identifier>, new: DiffableSnapshot<Identifier>) throws(Failure) {
        try Self.checkLimits(current, .current)
        try Self.checkLimits(new, .new)
        let oldIndices = try Self.indexSections(current, .current)
        let newIndices = try Self.indexSections(new, .new)
        self.current = current
        self.new = new
        newSectionOfOld = current.sections.map { newIndices[$0.id] ?? -1 }
        oldSectionOfNew = new.sections.map { oldIndices[$0.id] ?? -1 }
        (oldItems, oldStarts) = try Self.indexItems(current)
        newPaths = Array(repeating: IndexPath(section: -1, item: 0), count: oldItems.count)
    }

    /// Refuses a snapshot of more sections or items than a view may hold, before anything is sized by it.
    private static func checkLimits(_ snapshot: DiffableSnapshot<Identifier>, _ side: Failure.Side) throws(Failure) {
        let sections = snapshot.sections
        guard sections.count <= SnapshotDifference.maximumSections else {
            throw .tooManySections(side, count: sections.count)
        }
        var total = 0
        for (index, section) in sections.enumerated() {
            total += section.items.count
            guard total <= SnapshotDifference.maximumItems else { throw .tooManyItems(side, section: index) }
        }
    }

    /// Each section's index by identifier. - Throws: on an identifier given twice.
    private static func indexSections(_ snapshot: DiffableSnapshot<Identifier>, _ side: Failure.Side)
        throws(Failure) -> [Identifier: Int]
    {
        var indices = [Identifier: Int](minimumCapacity: snapshot.sections.count)
        for (index, section) in snapshot.sections.enumerated() {
            if let first = indices.updateValue(index, forKey: section.id) {
                throw .duplicateSection(side, id: "\(section.id)", first: first, second: index)
            }
        }
        return indices
    }

    /// Each old item's index path by identifier, and each old section's first position among all items.
    /// - Throws: on an identifier given twice, anywhere in the snapshot.
    private static func indexItems(_ current: DiffableSnapshot<Identifier>) throws(Failure)
        -> (items: [Identifier: IndexPath], starts: [Int])
    {
        var starts: [Int] = []
        starts.reserveCapacity(current.sections.count)
        var total = 0
        for section in current.sections {
            starts.append(total)
            total += section.items.count
        }
        var items = [Identifier: IndexPath](minimumCapacity: total)
        for (sectionIndex, section) in current.sections.enumerated() {
            for (itemIndex, id) in section.items.enumerated() {
                let path = IndexPath(section: sectionIndex, item: itemIndex)
                if let first = items.updateValue(path, forKey: id) {
                    throw .duplicateItem(.current, id: "\(id)", first: first, second: path)
                }
            }
        }
        return (items, starts)
    }

    /// Deleted and inserted sections, and the kept sections that leave the longest run of kept order.
    /// - Complexity: O(s + k log k) for s sections and k kept.
    func sectionOperations(into difference: inout SnapshotDifference, comparisons: inout Int) {
        for (index, match) in newSectionOfOld.enumerated() where match < 0 {
            difference.deletedSections.append(index)
        }
        var keptOld: [Int] = []
        var keptNew: [Int] = []
        for (index, match) in oldSectionOfNew.enumerated() {
            if match < 0 {
                difference.insertedSections.append(index)
            } else {
                keptOld.append(match)
                keptNew.append(index)
            }
        }
        let staying = LongestIncreasingRun.members(of: keptOld, comparisons: &comparisons)
        for index in staying.indices where !staying[index] {
            difference.movedSections.append(.init(from: keptOld[index], to: keptNew[index]))
        }
    }
}
