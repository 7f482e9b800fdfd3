extension CollectionData {
    /// Removes the items at `indexPaths`, which must exist and differ; the others keep their ids and
    /// answers. Nothing is materialized: the sections' runs are cut around the items.
    /// - Complexity: O(deleted · log deleted + r · log runs + runs removed) for r ranges of consecutive
    ///   items deleted, plus O(deleted · log runs) while counted items have suffixed names.
    public mutating func deleteItems(_ indexPaths: [IndexPath]) {
        precondition(indexPaths.allSatisfy(contains), "deleted items exist")
        if !countedNames.isEmpty {
            for indexPath in indexPaths { countedNames.release(itemID(at: indexPath)!) }
        }
        removeItems(indexPaths)
    }

    /// Cuts the items at `indexPaths` (existing, distinct) out of their sections' runs, their names kept
    /// as held (a batch carries some of them elsewhere). - Complexity: as `deleteItems`.
    mutating func removeItems(_ indexPaths: [IndexPath]) {
        var bySection: [Int: [Int]] = [:]
        for indexPath in indexPaths { bySection[indexPath.section, default: []].append(indexPath.item) }
        for (section, items) in bySection {
            sections[section].changeRuns { $0.delete(sorted: items.sorted()) }
        }
    }

    /// Inserts `items` before the item at `indexPath` (or at the section's end when its item equals the
    /// count). Each must carry an id that no other item has; it keeps it, and answers only what it carries.
    /// - Complexity: O(inserted · log inserted + log runs of the section); O(inserted + log runs) from 1,024
    ///   items inserted at once, which get an id table of their own; O(inserted + stretches · log spans +
    ///   log runs) when every id is a counted name (`"S-I"`, `"S-I.k"`), kept in stretches.
    public mutating func insertItems(_ items: [ItemAnswers], at indexPath: IndexPath) {
        precondition(sections.indices.contains(indexPath.section), "the section exists")
        precondition((0...sections[indexPath.section].itemCount).contains(indexPath.item), "the position exists")
        precondition(items.allSatisfy { $0.id != nil }, "inserted items carry ids")
        let block = SectionRuns.Block(items)
        reserveOrigins(of: block.ids)
        sections[indexPath.section].changeRuns { $0.insert(block, at: indexPath.item) }
    }

    /// The id of a counted item (one inserted without an id) landing at `indexPath`: `"S-I"` from where it
    /// lands, or the first of `"S-I.1"`, `"S-I.2"`, … free, when no item holds it and `taken` (ids of the
    /// same insertion) lacks it. The data remembers the suffixes given, so that the next name at the same
    /// place does not try them again.
    /// - Complexity: O(log) lookups per name given, plus one `containsItemID` for each suffix found taken,
    ///   which happens once per suffix held.
    public mutating func countedItemID(landingAt indexPath: IndexPath, avoiding taken: Set<String>) -> String {
        var names = countedNames
        countedNames = CountedNames()
        let id = names.name(section: indexPath.section, item: indexPath.item) {
            taken.contains($0) || containsItemID($0)
        }
        countedNames = names
        return id
    }

    /// Whether an item has the id `id` (as a string): an inserted item's, an override's or list entry's
    /// that is still held, the `"S-I"` of an original item still held that has no name of its own, or
    /// an `"S-I"` a batch's move carried into a block.
    /// - Complexity: O(length of `id` + log runs) for a held `"S-I"` of an unmoved section; else, per
    ///   section, O(overrides + log inserted items + log spans of counted names + log runs), plus its
    ///   listed items if it lists them.
    public func containsItemID(_ id: String) -> Bool {
        if let (section, item) = ItemID.positionalParts(id) {
            let unmoved =
                sections.indices.contains(section)
                && withSection(section) {
                    $0.pointee.idSection == nil && SectionData.holdsUnnamedOriginal(item, section: section, in: $0)
                }
            if unmoved { return true }
            let positional = ItemID.positional(section: section, item: item)
            let held = sections.indices.contains { index in
                withSection(index) { stored in
                    (stored.pointee.idSection == section
                        && SectionData.holdsUnnamedOriginal(item, section: index, in: stored))
                        || (stored.pointee.hasRuns && stored.pointee.runs?.holdsInserted(positional) == true)
                }
            }
            if held { return true }
        }
        return sections.indices.contains { index in
            withSection(index) { SectionData.holdsNamed(id, section: index, in: $0) }
        }
    }
}

extension SectionData {
    /// Whether original item `original` of the section `stored` points at (section `section`) is still held
    /// and has no name of its own, so that it is called `"S-I"` (S its `idSection`, else `section`). Read
    /// field by field in place, as `itemID(at:section:in:)` is. - Complexity: O(log runs).
    static func holdsUnnamedOriginal(_ original: Int, section: Int, in stored: UnsafePointer<SectionData>) -> Bool {
        // `hasRuns` first, as in `itemID(at:section:in:)`: testing `runs` itself moves their bytes.
        let held =
            stored.pointee.hasRuns
            ? stored.pointee.runs?.containsOriginal(original) == true : original < stored.pointee.itemCount
        let named = stored.pointee.idSection ?? section
        return held
            && originalID(
                original, section: named, overrides: stored.pointee.overrides, listed: stored.pointee.listed)
                == .positional(section: named, item: original)
    }

    /// Whether an item still held of the section `stored` points at (section `section`) is named `id`, read
    /// in place. - Complexity: O(log inserted + overrides + listed) names compared, O(log runs) per candidate.
    static func holdsNamed(_ id: String, section: Int, in stored: UnsafePointer<SectionData>) -> Bool {
        let name = ItemID.named(id)
        let changed = stored.pointee.hasRuns
        if changed, stored.pointee.runs?.holdsInserted(name) == true { return true }
        func held(_ original: Int) -> Bool {
            (!changed || stored.pointee.runs?.containsOriginal(original) == true)
                && originalID(
                    original, section: section, overrides: stored.pointee.overrides, listed: stored.pointee.listed)
                    == name
        }
        for (original, answers) in stored.pointee.overrides where answers.id == id && held(original) { return true }
        let listed = stored.pointee.listed
        for original in listed.indices where listed[original].id == id && held(original) { return true }
        return false
    }

    /// Changes the section's runs (made from its original items on its first change) with `change`, in
    /// place: taken out first, so that they are not copied.
    mutating func changeRuns(_ change: (inout SectionRuns) -> Void) {
        var changed = runs.take() ?? SectionRuns(originalCount: itemCount)
        change(&changed)
        itemCount = changed.itemCount
        runs = changed
    }
}
