extension CollectionData {
    /// Removes the items at `indexPaths`, which must exist and differ; the others keep their ids and
    /// answers. Nothing is materialized: the sections' runs are cut around the items.
    /// - Complexity: O(deleted · log deleted + runs of the sections touched).
    public mutating func deleteItems(_ indexPaths: [IndexPath]) {
        precondition(indexPaths.allSatisfy(contains), "deleted items exist")
        var bySection: [Int: [Int]] = [:]
        for indexPath in indexPaths { bySection[indexPath.section, default: []].append(indexPath.item) }
        for (section, items) in bySection {
            var runs = sections[section].runs ?? SectionRuns(originalCount: sections[section].itemCount)
            runs.delete(sorted: items.sorted())
            sections[section].itemCount = runs.itemCount
            sections[section].runs = runs
        }
    }

    /// Inserts `items` before the item at `indexPath` (or at the section's end when its item equals the
    /// count). Each must carry an id that no other item has; it keeps it, and answers only what it carries.
    /// - Complexity: O(inserted + runs of the section).
    public mutating func insertItems(_ items: [ItemAnswers], at indexPath: IndexPath) {
        precondition(sections.indices.contains(indexPath.section), "the section exists")
        precondition((0...sections[indexPath.section].itemCount).contains(indexPath.item), "the position exists")
        precondition(items.allSatisfy { $0.id != nil }, "inserted items carry ids")
        let section = indexPath.section
        let block = SectionRuns.Block(
            answers: items.map { item in
                var answer = item
                answer.id = nil
                return answer
            }, ids: items.map { .named($0.id!) })
        var runs = sections[section].runs ?? SectionRuns(originalCount: sections[section].itemCount)
        runs.insert(block, at: indexPath.item)
        sections[section].itemCount = runs.itemCount
        sections[section].runs = runs
    }

    /// Whether an item has the id `id` (as a string): an inserted item's, an override's or list entry's
    /// that is still held, or the `"S-I"` of an original item still held that has no name of its own.
    /// - Complexity: O(overrides + inserted items + log runs), plus the listed items of sections that list
    ///   theirs with ids.
    public func containsItemID(_ id: String) -> Bool {
        for (index, section) in sections.enumerated() where section.holdsNamed(id, section: index) { return true }
        guard let (section, item) = ItemID.positionalParts(id), sections.indices.contains(section) else {
            return false
        }
        let data = sections[section]
        let held = data.runs.map { $0.containsOriginal(item) } ?? (item < data.itemCount)
        return held && data.itemID(ofOriginal: item, section: section) == .positional(section: section, item: item)
    }
}

extension SectionData {
    /// Whether an item of this section (section `section`) still held is named `id`.
    /// - Complexity: O(inserted + overrides + listed) names compared, O(runs) per candidate.
    func holdsNamed(_ id: String, section: Int) -> Bool {
        let name = ItemID.named(id)
        if let runs {
            for (block, inserted) in runs.blocks.enumerated() {
                for (index, blockID) in inserted.ids.enumerated() where blockID == name {
                    if runs.containsInserted(block: block, index: index) { return true }
                }
            }
        }
        func held(_ original: Int) -> Bool {
            (runs.map { $0.containsOriginal(original) } ?? true)
                && itemID(ofOriginal: original, section: section) == name
        }
        for (original, answers) in overrides where answers.id == id && held(original) { return true }
        if !listed.isEmpty {
            for original in listed.indices where listed[original].id == id && held(original) { return true }
        }
        return false
    }

    /// The id original item `original` has (whether or not it is still held).
    func itemID(ofOriginal original: Int, section: Int) -> ItemID {
        if !overrides.isEmpty, let name = overrides[original]?.id { return .named(name) }
        if !listed.isEmpty, let name = listed[original].id { return .named(name) }
        return .positional(section: section, item: original)
    }
}
