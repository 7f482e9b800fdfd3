import LayoutCore

/// A snapshot written compactly: `["A": ["a", "b"], ...]` in order, as `[(section, items)]`.
func snapshot(_ sections: [(String, [String])]) -> DiffableSnapshot<String> {
    DiffableSnapshot(sections: sections.map { DiffableSnapshot.Section(id: $0.0, items: $0.1) })
}

/// `[section, item]`.
func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(section: section, item: item) }

/// UIKit's `performBatchUpdates` applied to a list of sections of identifiers, in the order its
/// documentation gives: deletions first, by index paths before the batch, from the last to the first
/// (items, then sections); then insertions, by index paths after the batch, from the first to the last
/// (sections, then items). A move is a removal at its old place and an insertion at its new one, carrying
/// what it removed; an inserted section or item takes its contents from the new snapshot (the data
/// source). Nil when an index path names nothing, a place is named twice, or the batch breaks a rule UIKit
/// asserts (`isValid`).
enum BatchModel {
    /// UIKit refuses an item deleted or moved out of a section being deleted, and one inserted or moved
    /// into a section being inserted (the section operation carries its items).
    static func isValid(_ difference: SnapshotDifference) -> Bool {
        let deleted = Set(difference.deletedSections)
        let inserted = Set(difference.insertedSections)
        let sources = difference.deletedItems + difference.movedItems.map(\.from)
        let destinations = difference.insertedItems + difference.movedItems.map(\.to)
        return !sources.contains { deleted.contains($0.section) }
            && !destinations.contains { inserted.contains($0.section) }
    }

    static func apply(
        _ difference: SnapshotDifference, to current: DiffableSnapshot<String>, new: DiffableSnapshot<String>
    )
        -> DiffableSnapshot<String>?
    {
        guard isValid(difference) else { return nil }
        var sections = current.sections
        let itemSources = Set(difference.movedItems.map(\.from))
        var carriedItems: [IndexPath: String] = [:]
        let itemRemovals = difference.deletedItems + difference.movedItems.map(\.from)
        guard Set(itemRemovals).count == itemRemovals.count else { return nil }
        for place in itemRemovals.sorted(by: >) {
            guard sections.indices.contains(place.section), sections[place.section].items.indices.contains(place.item)
            else { return nil }
            let id = sections[place.section].items.remove(at: place.item)
            if itemSources.contains(place) { carriedItems[place] = id }
        }
        var carriedSections: [Int: DiffableSnapshot<String>.Section] = [:]
        let sectionRemovals = difference.deletedSections + difference.movedSections.map(\.from)
        guard Set(sectionRemovals).count == sectionRemovals.count else { return nil }
        for index in sectionRemovals.sorted(by: >) {
            guard sections.indices.contains(index) else { return nil }
            carriedSections[index] = sections.remove(at: index)
        }
        let sectionMoves = Dictionary(uniqueKeysWithValues: difference.movedSections.map { ($0.to, $0.from) })
        let sectionInsertions = difference.insertedSections + difference.movedSections.map(\.to)
        guard Set(sectionInsertions).count == sectionInsertions.count else { return nil }
        for index in sectionInsertions.sorted() {
            guard index <= sections.count else { return nil }
            let inserted = sectionMoves[index].map { carriedSections[$0]! } ?? new.sections[index]
            sections.insert(inserted, at: index)
        }
        let itemMoves = Dictionary(uniqueKeysWithValues: difference.movedItems.map { ($0.to, $0.from) })
        let itemInsertions = difference.insertedItems + difference.movedItems.map(\.to)
        guard Set(itemInsertions).count == itemInsertions.count else { return nil }
        for place in itemInsertions.sorted() {
            guard sections.indices.contains(place.section), place.item <= sections[place.section].items.count
            else { return nil }
            let id = itemMoves[place].map { carriedItems[$0]! } ?? new.sections[place.section].items[place.item]
            sections[place.section].items.insert(id, at: place.item)
        }
        return DiffableSnapshot(sections: sections)
    }
}
