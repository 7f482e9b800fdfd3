extension SnapshotDiffer {
    /// Goes through the new snapshot's items in order: records where each old item went, refuses a
    /// duplicate, and lists the inserted items and the moves (the items that change section, and those
    /// outside the longest run of kept order among the items that stay in their section).
    /// - Complexity: O(n + m log m) for n new items and m of them staying in their section; one hash
    ///   lookup for each item that does not continue an unchanged stretch of its section.
    mutating func sweepNewItems(into difference: inout SnapshotDifference, comparisons: inout Int) throws(Failure) {
        for (section, entry) in new.sections.enumerated() {
            let oldSection = oldSectionOfNew[section]
            // The items that stay in this section: old and new indices, in new order.
            var stayingOld: [Int] = []
            var stayingNew: [Int] = []
            // The old item after the last one that stayed: where an unchanged stretch goes on, found by
            // one comparison instead of a hash lookup.
            let oldItemsHere = oldSection >= 0 ? current.sections[oldSection].items : []
            var next = 0
            for (item, id) in entry.items.enumerated() {
                let path = IndexPath(section: section, item: item)
                let old: IndexPath?
                if next < oldItemsHere.count, oldItemsHere[next] == id {
                    old = try claim(IndexPath(section: oldSection, item: next), of: id, at: path)
                } else {
                    old = try locate(id, at: path)
                }
                // An inserted section carries its items.
                guard oldSection >= 0 else { continue }
                guard let old, newSectionOfOld[old.section] >= 0 else {
                    difference.insertedItems.append(path)
                    continue
                }
                if old.section == oldSection {
                    stayingOld.append(old.item)
                    stayingNew.append(item)
                    next = old.item + 1
                } else {
                    difference.movedItems.append(.init(from: old, to: path))
                }
            }
            let kept = LongestIncreasingRun.members(of: stayingOld, comparisons: &comparisons)
            for index in kept.indices where !kept[index] {
                difference.movedItems.append(
                    .init(
                        from: IndexPath(section: oldSection, item: stayingOld[index]),
                        to: IndexPath(section: section, item: stayingNew[index])))
            }
        }
        difference.movedItems.sort { $0.to < $1.to }
    }

    /// The old index path of the new snapshot's item `id` at `path`, or nil when the current snapshot
    /// lacks it; remembers where it is now. - Throws: when the new snapshot named it already.
    /// - Complexity: O(1) expected: one or two hash lookups.
    private mutating func locate(_ id: Identifier, at path: IndexPath) throws(Failure) -> IndexPath? {
        guard let old = oldItems[id] else {
            if let first = addedItems.updateValue(path, forKey: id) {
                throw .duplicateItem(.new, id: "\(id)", first: first, second: path)
            }
            return nil
        }
        return try claim(old, of: id, at: path)
    }

    /// Records that old item `old`, identified by `id`, is at `path` in the new snapshot, and returns `old`.
    /// - Throws: when the new snapshot named it already. - Complexity: O(1).
    private mutating func claim(_ old: IndexPath, of id: Identifier, at path: IndexPath) throws(Failure) -> IndexPath {
        let position = oldStarts[old.section] + old.item
        let first = newPaths[position]
        guard first.section < 0 else { throw .duplicateItem(.new, id: "\(id)", first: first, second: path) }
        newPaths[position] = path
        return old
    }

    /// Lists the deleted items of the kept sections: those the new snapshot lacks, and those that join an
    /// inserted section (it carries them). Runs after `sweepNewItems`. - Complexity: O(old items).
    func sweepOldItems(into difference: inout SnapshotDifference) {
        for (section, entry) in current.sections.enumerated() where newSectionOfOld[section] >= 0 {
            let start = oldStarts[section]
            for item in entry.items.indices {
                let now = newPaths[start + item]
                if now.section < 0 || oldSectionOfNew[now.section] < 0 {
                    difference.deletedItems.append(IndexPath(section: section, item: item))
                }
            }
        }
    }

    /// The items to reload and to reconfigure, ascending by their index paths before the batch. Runs after
    /// `sweepNewItems`. - Complexity: O(u log u) for u identifiers named.
    func updates(reloading: [Identifier], reconfiguring: [Identifier]) throws(Failure)
        -> (reloaded: [SnapshotDifference.Change<IndexPath>], reconfigured: [SnapshotDifference.Change<IndexPath>])
    {
        // Each identifier is in the new snapshot once, so no more than its items can be named validly.
        var named = [Identifier: (list: Failure.UpdateList, index: Int)](
            minimumCapacity: min(reloading.count + reconfiguring.count, new.itemCount))
        let reloaded = try updates(reloading, .reloadItems, named: &named)
        let reconfigured = try updates(reconfiguring, .reconfigureItems, named: &named)
        return (reloaded, reconfigured)
    }

    private func updates(
        _ ids: [Identifier], _ list: Failure.UpdateList,
        named: inout [Identifier: (list: Failure.UpdateList, index: Int)]
    ) throws(Failure) -> [SnapshotDifference.Change<IndexPath>] {
        var updates: [SnapshotDifference.Change<IndexPath>] = []
        for (index, id) in ids.enumerated() {
            if let first = named.updateValue((list, index), forKey: id) {
                guard first.list == list else { throw .reloadedAndReconfigured(id: "\(id)", index: index) }
                throw .duplicateUpdatedItem(list, id: "\(id)", first: first.index, second: index)
            }
            if let update = try update(of: id, list, index) { updates.append(update) }
        }
        updates.sort { $0.from < $1.from }
        return updates
    }

    /// The update of item `id` (at `index` of `list`); nil when the batch inserts the item.
    /// - Throws: when the new snapshot lacks it.
    private func update(of id: Identifier, _ list: Failure.UpdateList, _ index: Int) throws(Failure)
        -> SnapshotDifference.Change<IndexPath>?
    {
        guard let old = oldItems[id] else {
            guard addedItems[id] != nil else { throw .missingUpdatedItem(list, id: "\(id)", index: index) }
            return nil
        }
        let after = newPaths[oldStarts[old.section] + old.item]
        guard after.section >= 0 else { throw .missingUpdatedItem(list, id: "\(id)", index: index) }
        guard newSectionOfOld[old.section] >= 0, oldSectionOfNew[after.section] >= 0 else { return nil }
        return .init(from: old, to: after)
    }
}
