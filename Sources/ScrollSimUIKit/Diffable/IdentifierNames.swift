import LayoutCore

/// The simulator's names of a diffable data source's identifiers: each section and item gets a name
/// (`s0`, `s1`, … and `i0`, `i1`, …) the first time a snapshot shows it, and keeps it while it is shown,
/// so the simulator follows it through moves.
struct IdentifierNames {
    private var sections: [AnyHashable: String] = [:]
    private var items: [AnyHashable: String] = [:]
    private var nextSection = 0
    private var nextItem = 0

    /// The name of a shown item. One not shown (its hash changed since it was added) stops, naming it.
    func item<Item: Hashable>(_ identifier: Item) -> String {
        guard let name = items[AnyHashable(identifier)] else {
            preconditionFailure("item identifier \(identifier) is not shown: its hash changed since it was added")
        }
        return name
    }

    /// Whether the item is shown (named). - Complexity: O(1).
    func has<Item: Hashable>(_ identifier: Item) -> Bool { items[AnyHashable(identifier)] != nil }

    /// The name of a shown section.
    func section<Section: Hashable>(_ identifier: Section) -> String { sections[AnyHashable(identifier)]! }

    /// The items of `snapshot` not yet named. - Complexity: O(items).
    func newItems<S, I>(of snapshot: NSDiffableDataSourceSnapshot<S, I>) -> Set<I> {
        Set(snapshot.itemIdentifiers.filter { items[AnyHashable($0)] == nil })
    }

    /// Names what `snapshot` shows, forgetting what it no longer does. Two identifiers that have become
    /// equal since they were added (their hash and equality changed) stop with UIKit's message, as an
    /// identifier added twice does. - Complexity: O(sections + items).
    mutating func update<S, I>(to snapshot: NSDiffableDataSourceSnapshot<S, I>) {
        var newSections: [AnyHashable: String] = [:]
        var twiceSections: [S] = []
        for section in snapshot.sections {
            let key = AnyHashable(section.id)
            guard newSections[key] == nil else {
                twiceSections.append(section.id)
                continue
            }
            newSections[key] = sections[key] ?? next(&nextSection, "s")
        }
        NSDiffableDataSourceSnapshot<S, I>.refuseDuplicates(twiceSections, "section")
        var newItems: [AnyHashable: String] = [:]
        var twiceItems: [I] = []
        for item in snapshot.itemIdentifiers {
            let key = AnyHashable(item)
            guard newItems[key] == nil else {
                twiceItems.append(item)
                continue
            }
            newItems[key] = items[key] ?? next(&nextItem, "i")
        }
        NSDiffableDataSourceSnapshot<S, I>.refuseDuplicates(twiceItems, "item")
        (sections, items) = (newSections, newItems)
    }

    /// `snapshot` by name, as the simulator takes it. - Complexity: O(sections + items).
    func engineSnapshot<S, I>(of snapshot: NSDiffableDataSourceSnapshot<S, I>) -> DiffableSnapshot<String> {
        DiffableSnapshot(
            sections: snapshot.sections.map { section in
                DiffableSnapshot.Section(
                    id: sections[AnyHashable(section.id)]!, items: section.items.map { items[AnyHashable($0)]! })
            })
    }

    /// `data` with the names of `snapshot` as its sections' and items' ids (the view's data when a driver
    /// shows it). - Complexity: O(items).
    func named<S, I>(_ data: CollectionData, as snapshot: NSDiffableDataSourceSnapshot<S, I>) -> CollectionData {
        var sections = data.sections
        for (index, section) in snapshot.sections.enumerated() where sections.indices.contains(index) {
            let old = sections[index]
            var listed =
                old.listed.count == section.items.count
                ? old.listed : Array(repeating: ItemAnswers(), count: section.items.count)
            for (item, identifier) in section.items.enumerated() { listed[item].id = items[AnyHashable(identifier)] }
            var named = SectionData(
                listed: listed, common: old.common, pattern: old.pattern, overrides: old.overrides, answers: old.answers
            )
            named.id = self.sections[AnyHashable(section.id)]
            sections[index] = named
        }
        return CollectionData(sections: sections)
    }

    private func next(_ counter: inout Int, _ prefix: String) -> String {
        defer { counter += 1 }
        return "\(prefix)\(counter)"
    }
}

/// A data source whose items have ids of their own: the view's data takes them when a driver shows it.
@MainActor
protocol NamingDataSource: AnyObject {
    /// `data` with the data source's ids.
    func named(_ data: CollectionData) -> CollectionData
}

extension UICollectionViewDiffableDataSource: NamingDataSource {
    func named(_ data: CollectionData) -> CollectionData { names.named(data, as: snapshot()) }
}
