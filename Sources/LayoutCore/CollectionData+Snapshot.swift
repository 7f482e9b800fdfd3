extension CollectionData {
    /// The identifiers of the data as a diffable snapshot shows them: each section by `sectionID(at:)` (the
    /// `id` a spec or a snapshot gave it, else the number its original ids name, which follows it through
    /// moves), each item by its stable id as a string
    /// (`itemID(at:)`: a given id, else `"S-I"` of where it stood when the view was created).
    ///
    /// Read only when a snapshot is applied, never per tick: it makes one string per item.
    /// - Complexity: O(items · log runs) time (O(items) for sections never changed), O(items) memory.
    public func snapshotIdentifiers() -> DiffableSnapshot<String> {
        DiffableSnapshot(
            sections: sections.enumerated().map { index, section in
                var items: [String] = []
                items.reserveCapacity(section.itemCount)
                for item in 0..<section.itemCount {
                    items.append(section.itemID(at: item, section: index).description)
                }
                return DiffableSnapshot.Section(id: section.sectionID(at: index), items: items)
            })
    }
}
