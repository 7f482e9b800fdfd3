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
}
