import Foundation

/// The sections and items a diffable data source shows, by identifier, as UIKit's
/// `NSDiffableDataSourceSnapshot`. Identifiers are unique: a section or item added twice stops with a
/// precondition failure and UIKit's message ("Fatal: supplied item identifiers are not unique…"), where UIKit
/// raises; so does naming one the snapshot does not have.
public struct NSDiffableDataSourceSnapshot<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
    Sendable
{
    /// The sections in order, each with its items in order.
    private(set) var sections: [(id: SectionIdentifierType, items: [ItemIdentifierType])] = []
    /// Each section's position in `sections`, so that a section is found in O(1), not by a scan (a
    /// snapshot built one `appendSections` at a time would take O(sections²)).
    private var sectionPositions: [SectionIdentifierType: Int] = [:]
    /// Where each item is: its section and its index among that section's items, so that an item is
    /// found in O(1), not by a scan (a loop over `indexOfItem(_:)` would take O(items²)).
    private var placeOfItem: [ItemIdentifierType: (section: SectionIdentifierType, index: Int)] = [:]
    /// The sections' item counts, in their order: the items before an item's section, in O(log sections).
    private var itemCounts = SectionItemCounts()
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    public init() {}

    public var numberOfItems: Int { placeOfItem.count }
    public var numberOfSections: Int { sections.count }
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.id) }
    /// Every item, section by section. - Complexity: O(items).
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        sections[position(of: identifier)].items.count
    }

    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sections[position(of: identifier)].items
    }

    /// - Complexity: O(1).
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        placeOfItem[identifier]?.section
    }

    /// The item at `indexPath`; nil when the snapshot has none there. - Complexity: O(1).
    func item(at indexPath: Foundation.IndexPath) -> ItemIdentifierType? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let items = sections[indexPath.section].items
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    /// The item's index path; nil when the snapshot does not have it. - Complexity: O(1).
    func indexPath(of identifier: ItemIdentifierType) -> Foundation.IndexPath? {
        guard let place = placeOfItem[identifier], let section = sectionPositions[place.section] else { return nil }
        return Foundation.IndexPath(item: place.index, section: section)
    }

    /// The item's index among all items, section by section. - Complexity: O(log sections).
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        indexPath(of: identifier).map { itemCounts.itemsBefore($0.section) + $0.item }
    }

    /// - Complexity: O(1).
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionPositions[identifier]
    }

    /// Appends items to `identifier`'s section, or to the last section when nil.
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection identifier: SectionIdentifierType? = nil
    ) {
        precondition(
            !sections.isEmpty, "There are currently no sections in the data source. Please add a section first.")
        let section = identifier.map(position(of:)) ?? sections.count - 1
        claim(identifiers, for: sections[section].id, from: sections[section].items.count)
        sections[section].items += identifiers
        itemCounts.add(identifiers.count, at: section)
    }

    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) {
        let (section, item) = location(of: beforeIdentifier)
        insertItems(identifiers, in: section, at: item)
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType)
    {
        let (section, item) = location(of: afterIdentifier)
        insertItems(identifiers, in: section, at: item + 1)
    }

    /// Inserts the items at `index` in section `section` (a position), renumbering those after them.
    /// - Complexity: O(identifiers + the section's items after `index`).
    private mutating func insertItems(_ identifiers: [ItemIdentifierType], in section: Int, at index: Int) {
        claim(identifiers, for: sections[section].id, from: index)
        sections[section].items.insert(contentsOf: identifiers, at: index)
        itemCounts.add(identifiers.count, at: section)
        renumberItems(in: section, from: index + identifiers.count)
    }

    /// Deletes the items, each of which must be in the snapshot (once). - Complexity: O(k) for k
    /// identifiers, plus O(n) for the n items of the sections they are in from the first deleted: each
    /// section is filtered and renumbered once, not searched once per item (a tenth of a 100,000-item
    /// section took 34 s that way, debug build).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        var deleted: [SectionIdentifierType: Set<ItemIdentifierType>] = [:]
        var firstDeleted: [SectionIdentifierType: Int] = [:]
        for identifier in identifiers {
            guard let place = placeOfItem.removeValue(forKey: identifier) else {
                preconditionFailure("item identifier \(identifier) is not in the snapshot\(Self.hashHint)")
            }
            deleted[place.section, default: []].insert(identifier)
            firstDeleted[place.section] = min(firstDeleted[place.section] ?? place.index, place.index)
        }
        for (identifier, items) in deleted {
            let section = position(of: identifier)
            sections[section].items.removeAll { items.contains($0) }
            itemCounts.add(-items.count, at: section)
            renumberItems(in: section, from: firstDeleted[identifier] ?? 0)
        }
    }

    public mutating func deleteAllItems() {
        self = NSDiffableDataSourceSnapshot()
    }

    /// Moves the item just before `toIdentifier`. An item moved relative to itself stops with a
    /// precondition failure, as UIKit raises ("destination for item move is the same as the source").
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        Self.refuseMoveToItself(identifier, toIdentifier, "item")
        deleteItems([identifier])
        insertItems([identifier], beforeItem: toIdentifier)
    }

    /// Moves the item just after `toIdentifier`; relative to itself, as `moveItem(_:beforeItem:)`.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        Self.refuseMoveToItself(identifier, toIdentifier, "item")
        deleteItems([identifier])
        insertItems([identifier], afterItem: toIdentifier)
    }

    /// The items' cells are made again when applied (they end displaying and are displayed anew). One the
    /// snapshot does not have stops with UIKit's message. - Complexity: O(identifiers).
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        refuseMissing(identifiers, "reload")
        reloadedItemIdentifiers += identifiers
    }

    /// The items keep their cells when applied; the data source configures them again. One the snapshot
    /// does not have stops with UIKit's message. - Complexity: O(identifiers).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        refuseMissing(identifiers, "reconfigure")
        reconfiguredItemIdentifiers += identifiers
    }

    /// Stops with UIKit's message at the first item of `identifiers` the snapshot does not have, for
    /// `action` (reload or reconfigure). - Complexity: O(identifiers).
    private func refuseMissing(_ identifiers: [ItemIdentifierType], _ action: String) {
        for identifier in identifiers where placeOfItem[identifier] == nil {
            preconditionFailure(
                "Attempted to \(action) item identifier that does not exist in the snapshot: \(identifier)"
                    + Self.hashHint)
        }
    }

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insertSections(identifiers, at: sections.count)
    }

    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) {
        insertSections(identifiers, at: position(of: toIdentifier))
    }

    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) {
        insertSections(identifiers, at: position(of: toIdentifier) + 1)
    }

    /// Deletes the sections and their items, each section in the snapshot (once). - Complexity: O(s + n)
    /// for the s sections and the n items deleted: the sections are renumbered once, not once per section.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        var deleted = Set<SectionIdentifierType>()
        var first = sections.count
        for identifier in identifiers {
            guard let position = sectionPositions.removeValue(forKey: identifier) else {
                preconditionFailure("section identifier \(identifier) is not in the snapshot")
            }
            deleted.insert(identifier)
            first = min(first, position)
            for item in sections[position].items { placeOfItem[item] = nil }
        }
        sections.removeAll { deleted.contains($0.id) }
        renumberSections(from: first)
    }

    /// Moves the section just before `toIdentifier`; relative to itself, it stops with a precondition
    /// failure, as `moveItem(_:beforeItem:)`.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
    ) {
        Self.refuseMoveToItself(identifier, toIdentifier, "section")
        moveSection(identifier, to: toIdentifier, after: false)
    }

    /// Moves the section just after `toIdentifier`; relative to itself, as `moveSection(_:beforeSection:)`.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
    ) {
        Self.refuseMoveToItself(identifier, toIdentifier, "section")
        moveSection(identifier, to: toIdentifier, after: true)
    }

    /// Stops with UIKit's message when `identifier` is moved relative to itself (`what`: item or section).
    private static func refuseMoveToItself<Identifier: Hashable>(
        _ identifier: Identifier, _ toIdentifier: Identifier, _ what: String
    ) {
        precondition(
            identifier != toIdentifier,
            "Invalid update: destination for \(what) move is the same as the source: \(identifier)")
    }

    /// The sections' items are reloaded when applied. A section the snapshot does not have stops with
    /// UIKit's message. - Complexity: O(identifiers).
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers where sectionPositions[identifier] == nil {
            preconditionFailure(
                "Attempted to reload section identifier that does not exist in the snapshot: \(identifier)")
        }
        reloadedSectionIdentifiers += identifiers
    }

    /// Forgets the reloads and reconfigures once applied.
    mutating func clearUpdates() {
        reloadedItemIdentifiers = []
        reconfiguredItemIdentifiers = []
        reloadedSectionIdentifiers = []
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
        var given = Set<SectionIdentifierType>()
        let duplicates = identifiers.filter { !given.insert($0).inserted || sectionPositions[$0] != nil }
        Self.refuseDuplicates(duplicates, "section")
        sections.insert(contentsOf: identifiers.map { ($0, []) }, at: index)
        renumberSections(from: index)
    }

    /// What a message about an identifier not found adds: an identifier whose hash changed is not found.
    static var hashHint: String { " (or its hash changed since it was added: an identifier must keep its hash)" }

    /// Stops with UIKit's message when `duplicates` (identifiers given twice, or already in the snapshot)
    /// is not empty; `what` is item or section. - Complexity: O(duplicates).
    static func refuseDuplicates<Identifier: Hashable>(_ duplicates: [Identifier], _ what: String) {
        guard !duplicates.isEmpty else { return }
        let listed = Set(duplicates).map { "    \($0)" }.sorted().joined(separator: ",\n")
        preconditionFailure(
            "Fatal: supplied \(what) identifiers are not unique. Duplicate identifiers: {(\n\(listed)\n)}")
    }

    /// Moves section `identifier` just before or `after` section `target`, as UIKit's `moveSection`.
    /// - Complexity: O(sections).
    private mutating func moveSection(
        _ identifier: SectionIdentifierType, to target: SectionIdentifierType, after: Bool
    ) {
        let from = position(of: identifier)
        let moved = sections.remove(at: from)
        sectionPositions[identifier] = nil
        renumberSections(from: from)
        let to = position(of: target) + (after ? 1 : 0)
        sections.insert(moved, at: to)
        renumberSections(from: min(from, to))
    }

    /// Records the positions and item counts of the sections from `start` on, after a change there.
    /// - Complexity: O(k log sections) for the k sections after `start`.
    private mutating func renumberSections(from start: Int) {
        for position in start..<sections.count { sectionPositions[sections[position].id] = position }
        itemCounts.recount(from: start, sections[start...].lazy.map(\.items.count))
    }

    /// Records the indices of the items of section `section` (a position) from `start` on, after a change
    /// there. - Complexity: O(the section's items after `start`).
    private mutating func renumberItems(in section: Int, from start: Int) {
        let id = sections[section].id
        let items = sections[section].items
        for index in start..<items.count { placeOfItem[items[index]] = (id, index) }
    }

    /// Records the new items as in `section`, from index `start` on, refusing any already there or named
    /// twice with UIKit's message. - Complexity: O(identifiers).
    private mutating func claim(
        _ identifiers: [ItemIdentifierType], for section: SectionIdentifierType, from start: Int
    ) {
        var duplicates: [ItemIdentifierType] = []
        for (offset, identifier) in identifiers.enumerated()
        where placeOfItem.updateValue((section, start + offset), forKey: identifier) != nil {
            duplicates.append(identifier)
        }
        Self.refuseDuplicates(duplicates, "item")
    }

    /// The position of a section. - Complexity: O(1).
    private func position(of identifier: SectionIdentifierType) -> Int {
        guard let index = indexOfSection(identifier) else {
            preconditionFailure("section identifier \(identifier) is not in the snapshot")
        }
        return index
    }

    /// The section and item positions of an item. - Complexity: O(1).
    private func location(of identifier: ItemIdentifierType) -> (section: Int, item: Int) {
        guard let path = indexPath(of: identifier) else {
            preconditionFailure("item identifier \(identifier) is not in the snapshot\(Self.hashHint)")
        }
        return (path.section, path.item)
    }
}
