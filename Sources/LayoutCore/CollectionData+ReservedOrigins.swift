extension CollectionData {
    /// Notes the section numbers that `section`'s given ids name: its `id` when it is a whole number as
    /// `String(Int)` writes it, and each listed or overriding item id written `"S-I"`.
    /// - Complexity: O(listed items + overrides).
    mutating func reserveOrigins(of section: SectionData) {
        if let id = section.id, let number = Int(id), String(number) == id { reservedOrigins.insert(number) }
        for answers in section.listed { reserveOrigin(itemID: answers.id) }
        for answers in section.overrides.values { reserveOrigin(itemID: answers.id) }
    }

    /// Notes the section number S of an item id written `"S-I"` (nil or any other id: nothing). O(length).
    mutating func reserveOrigin(itemID id: String?) {
        guard let id, let (section, _) = ItemID.positionalParts(id) else { return }
        reservedOrigins.insert(section)
    }

    /// Notes the section numbers that an inserted block's ids name, read from the block as `BlockIDs`
    /// keeps them: each stretch of counted names without a suffix (`"S-I"`, `"S-(I+1)"`, …) names its
    /// section S once; each listed id is read as `reserveOrigin(itemID:)` reads it. The ids are not parsed
    /// a second time when they are counted names.
    /// - Complexity: O(stretches) for counted names; else O(ids), O(1) for each not starting with a digit.
    mutating func reserveOrigins(of ids: BlockIDs) {
        switch ids.storage {
        case .counted(let stretches):
            for stretch in stretches where stretch.name.suffix == 0 { reservedOrigins.insert(stretch.name.section) }
        case .listed(let listed):
            for case .named(let id) in listed { reserveOrigin(itemID: id) }
        }
    }
}
