import LayoutCore

/// The focused items of a view's orthogonal carousels: for each section whose behaviour rests on pages or
/// groups (`paging`, `groupPaging`, `groupPagingCentered`), the item it last came to rest on, announced by
/// `focusChanged` with the section. What an app reads in its `visibleItemsInvalidationHandler` to play the
/// card a carousel settles on.
struct SectionFocus: Sendable {
    /// A section's focused item, with its id when announced.
    struct Entry: Hashable, Sendable {
        var section: Int
        var item: IndexPath
        var id: ItemID?
    }

    /// The focus announced last, one entry per focusing section with items, in section order.
    private(set) var entries: [Entry] = []
    /// Whether every focusing section is to be looked at again (a new view, a prepare), rather than only
    /// those a gesture has addressed.
    var isStale = true
    /// Whether an addressed section came to rest (or jumped) since the last look: the ticks between ask
    /// nothing.
    var hasRested = false

    /// A change of a section's focus: `from` what was announced last (nil for none), `to` what is focused
    /// now (nil when the section lost its items or no longer focuses).
    struct Change: Sendable {
        var section: Int
        var from: Entry?
        var to: Entry?
    }

    /// Takes the focus `now` holds (entries in section order) for the sections it covers: every focusing
    /// section when `complete`, else only those listed, the others keeping theirs. The changes, in section
    /// order. - Complexity: O(e + n) for e entries held and n given when `complete`, else O(n log e) (and
    /// O(e) for a section announced for the first time).
    mutating func update(to now: [Entry], complete: Bool) -> [Change] {
        defer {
            isStale = false
            hasRested = false
        }
        guard complete else { return merge(now) }
        var changes: [Change] = []
        var old = 0
        var new = 0
        while old < entries.count || new < now.count {
            let section = min(
                old < entries.count ? entries[old].section : .max, new < now.count ? now[new].section : .max)
            let before = old < entries.count && entries[old].section == section ? entries[old] : nil
            let after = new < now.count && now[new].section == section ? now[new] : nil
            if before != nil { old += 1 }
            if after != nil { new += 1 }
            if before?.item != after?.item || before?.id != after?.id {
                changes.append(Change(section: section, from: before, to: after))
            }
        }
        entries = now
        return changes
    }

    /// Moves each entry to the section `plan` gives its section (its item's index path with it, its id
    /// kept) and drops those of deleted sections. - Returns: the entries dropped, in section order.
    /// - Complexity: O(e log e) for e entries.
    mutating func follow(_ plan: BatchUpdate.SectionPlan) -> [Entry] {
        var dropped: [Entry] = []
        var kept: [Entry] = []
        for entry in entries {
            guard let destination = plan.destination(of: entry.section) else {
                dropped.append(entry)
                continue
            }
            var moved = entry
            moved.section = destination
            moved.item.section = destination
            kept.append(moved)
        }
        entries = kept.sorted { $0.section < $1.section }
        return dropped
    }

    /// Puts each of `now` in place of its section's entry. - Complexity: O(n log e), O(e) more for each
    /// section not held yet.
    private mutating func merge(_ now: [Entry]) -> [Change] {
        var changes: [Change] = []
        for entry in now {
            let position = entries.partitionPoint { $0.section >= entry.section }
            if position < entries.count, entries[position].section == entry.section {
                let before = entries[position]
                guard before.item != entry.item || before.id != entry.id else { continue }
                entries[position] = entry
                changes.append(Change(section: entry.section, from: before, to: entry))
            } else {
                entries.insert(entry, at: position)
                changes.append(Change(section: entry.section, from: nil, to: entry))
            }
        }
        return changes
    }
}

extension OrthogonalScroller {
    /// Whether its section reports a focused item: it rests on pages or groups.
    var reportsFocus: Bool { behavior == .paging || behavior == .groupPaging || behavior == .groupPagingCentered }

    /// The item of its section focused with the row at rest at `offset` (points along `axis`): the first
    /// item of the focused group, nil without groups. For `groupPagingCentered` the focused group is the
    /// one whose centred rest is nearest `offset` (the group in the middle of the view); for `paging` and
    /// `groupPaging` it is the leading one: the first group whose start lies at or after the row's leading
    /// edge (its rest at or past `offset`, to a millionth of a point), or the last group.
    /// - Complexity: O(1) for groups of one length, O(log groups) for self-sized ones.
    func focusedItem(atRest offset: Double) -> Int? {
        guard groupCount > 0 else { return nil }
        let group: Int
        if behavior == .groupPagingCentered {
            guard let nearest = groupRests.nearestGroup(to: offset) else { return nil }
            group = nearest
        } else {
            group = firstGroup(restingAtOrAfter: offset - 1e-6)
        }
        return min(max(group, 0), groupCount - 1) * itemsPerGroup
    }

    /// The first group whose rest is at or after `offset`; `groupCount` when none is.
    private func firstGroup(restingAtOrAfter offset: Double) -> Int {
        switch groupRests {
        case .uniform(let pitch):
            guard pitch > 0 else { return 0 }
            let group = (offset / pitch).rounded(.up)
            return group >= Double(groupCount) ? groupCount : Int(max(0, group))
        case .listed(let offsets):
            return offsets.partitionPoint(in: 0..<offsets.count) { $0 >= offset }
        }
    }
}
