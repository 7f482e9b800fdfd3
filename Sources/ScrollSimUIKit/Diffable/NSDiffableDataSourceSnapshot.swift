import Foundation

/// The sections and items a diffable data source shows, by identifier, as UIKit's
/// `NSDiffableDataSourceSnapshot`. Identifiers are unique: a section or item added twice stops with a
/// precondition failure, where UIKit raises; so does naming one the snapshot does not have.
public struct NSDiffableDataSourceSnapshot<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
    Sendable
{
    /// The sections in order, each with its items in order.
    var sections: [(id: SectionIdentifierType, items: [ItemIdentifierType])] = []
    /// The section each item is in.
    var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    public init() {}

    public var numberOfItems: Int { sectionOfItem.count }
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

    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier]
    }

    /// The item's index among all items, section by section. - Complexity: O(items).
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        itemIdentifiers.firstIndex(of: identifier)
    }

    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sections.firstIndex { $0.id == identifier }
    }

    /// Appends items to `identifier`'s section, or to the last section when nil.
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection identifier: SectionIdentifierType? = nil
    ) {
        precondition(!sections.isEmpty, "there are no sections to append items to: appendSections first")
        let section = identifier.map(position(of:)) ?? sections.count - 1
        claim(identifiers, for: sections[section].id)
        sections[section].items += identifiers
    }

    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) {
        let (section, item) = location(of: beforeIdentifier)
        claim(identifiers, for: sections[section].id)
        sections[section].items.insert(contentsOf: identifiers, at: item)
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType)
    {
        let (section, item) = location(of: afterIdentifier)
        claim(identifiers, for: sections[section].id)
        sections[section].items.insert(contentsOf: identifiers, at: item + 1)
    }

    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers {
            let (section, item) = location(of: identifier)
            sections[section].items.remove(at: item)
            sectionOfItem[identifier] = nil
        }
    }

    public mutating func deleteAllItems() {
        self = NSDiffableDataSourceSnapshot()
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        deleteItems([identifier])
        insertItems([identifier], beforeItem: toIdentifier)
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        deleteItems([identifier])
        insertItems([identifier], afterItem: toIdentifier)
    }

    /// The items' cells are made again when applied (they end displaying and are displayed anew).
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers { _ = location(of: identifier) }
        reloadedItemIdentifiers += identifiers
    }

    /// The items keep their cells when applied; the data source configures them again.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers { _ = location(of: identifier) }
        reconfiguredItemIdentifiers += identifiers
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

    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            let removed = sections.remove(at: position(of: identifier))
            for item in removed.items { sectionOfItem[item] = nil }
        }
    }

    public mutating func moveSection(
        _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
    ) {
        let moved = sections.remove(at: position(of: identifier))
        sections.insert(moved, at: position(of: toIdentifier))
    }

    public mutating func moveSection(
        _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
    ) {
        let moved = sections.remove(at: position(of: identifier))
        sections.insert(moved, at: position(of: toIdentifier) + 1)
    }

    /// The sections' items are reloaded when applied.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers { _ = position(of: identifier) }
        reloadedSectionIdentifiers += identifiers
    }

    /// Forgets the reloads and reconfigures once applied.
    mutating func clearUpdates() {
        reloadedItemIdentifiers = []
        reconfiguredItemIdentifiers = []
        reloadedSectionIdentifiers = []
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
        precondition(Set(identifiers).count == identifiers.count, "section identifiers are not unique: \(identifiers)")
        for identifier in identifiers {
            precondition(
                indexOfSection(identifier) == nil, "section identifier \(identifier) is already in the snapshot")
        }
        sections.insert(contentsOf: identifiers.map { ($0, []) }, at: index)
    }

    /// Records the new items as in `section`, refusing any already there or named twice.
    private mutating func claim(_ identifiers: [ItemIdentifierType], for section: SectionIdentifierType) {
        for identifier in identifiers {
            precondition(
                sectionOfItem.updateValue(section, forKey: identifier) == nil,
                "item identifiers are not unique: \(identifier) is already in the snapshot")
        }
    }

    /// The position of a section. - Complexity: O(sections).
    private func position(of identifier: SectionIdentifierType) -> Int {
        guard let index = indexOfSection(identifier) else {
            preconditionFailure("section identifier \(identifier) is not in the snapshot")
        }
        return index
    }

    /// The section and item positions of an item. - Complexity: O(sections + its section's items).
    private func location(of identifier: ItemIdentifierType) -> (section: Int, item: Int) {
        guard let section = sectionOfItem[identifier], let position = indexOfSection(section),
            let item = sections[position].items.firstIndex(of: identifier)
        else { preconditionFailure("item identifier \(identifier) is not in the snapshot") }
        return (position, item)
    }
}
