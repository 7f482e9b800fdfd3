import LayoutCore
import Testing

/// Which texts read as a positional id: exactly what `"\(section)-\(item)"` writes for two whole numbers.
@Suite struct ItemIDTests {
    @Test(arguments: [
        ("0-0", 0, 0), ("3-17", 3, 17), ("12-300000", 12, 300_000),
        ("9223372036854775807-9223372036854775807", Int.max, Int.max),
    ])
    func positionalTextsReadBack(text: String, section: Int, item: Int) throws {
        let parts = try #require(ItemID.positionalParts(text))
        #expect(parts.section == section && parts.item == item)
        #expect(ItemID.positional(section: section, item: item).description == text)
    }

    /// Leading zeros, signs, a missing or a third part, spaces, other digits than ASCII and numbers past
    /// `Int.max` (9223372036854775807) are not how `description` writes a position.
    @Test(arguments: [
        "", "-", "0", "0-", "-0", "00-1", "1-01", "+1-2", "1-+2", "1--2", "1-2-3", " 1-2", "1-2 ", "a-b", "hero",
        "\u{661}-\u{662}", "9223372036854775808-0", "0-9223372036854775808", "0-99999999999999999999",
    ])
    func otherTextsAreNames(text: String) {
        #expect(ItemID.positionalParts(text) == nil)
    }

    /// A positional id hashes as one word, its section times 0x9E3779B97F4A7C15 plus its item (wrapping),
    /// as a dictionary of the cells a view shows hashes it on each insert and removal: the hash a hasher
    /// fed that word alone gives. The synthesized hash fed three words (the case, the section, the item).
    @Test(arguments: [(0, 0), (3, 17), (12, 300_000), (Int.max, Int.max)])
    func positionalIDHashesAsOneWord(section: Int, item: Int) {
        var hasher = Hasher()
        hasher.combine(section &* Int(bitPattern: 0x9E37_79B9_7F4A_7C15) &+ item)
        #expect(ItemID.positional(section: section, item: item).hashValue == hasher.finalize())
    }

    /// A named id hashes as its text alone, as a `String` does: equal names hash alike.
    @Test func namedIDHashesAsItsText() {
        #expect(ItemID.named("hero").hashValue == "hero".hashValue)
    }
}
