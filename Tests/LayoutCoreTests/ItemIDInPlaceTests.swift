import LayoutCore
import Testing

/// `containsItemID` and `itemID(at:)` read a changed section in place, field by field (issue 50): the
/// names they find in listed items, overrides, inserted blocks and original positions across sections.
@Suite struct ItemIDInPlaceTests {
    /// Section 0 lists four items, `a` to `d`, with an override naming item 3 `z` (the override wins over
    /// `d`); section 1 counts three unnamed items with an override naming item 1 `w`. Deleting [0, 1] (`b`)
    /// and [1, 0] (`1-0`), then inserting `n` at [0, 0], leaves by hand: section 0 = n, a, c, z and
    /// section 1 = w, 1-2.
    static func changed() -> CollectionData {
        var data = CollectionData(sections: [
            SectionData(
                listed: ["a", "b", "c", "d"].map { ItemAnswers(id: $0) }, overrides: [3: ItemAnswers(id: "z")]),
            SectionData(itemCount: 3, overrides: [1: ItemAnswers(id: "w")]),
        ])
        data.deleteItems([IndexPath(section: 0, item: 1), IndexPath(section: 1, item: 0)])
        data.insertItems([ItemAnswers(id: "n")], at: IndexPath(section: 0, item: 0))
        return data
    }

    @Test func itemIDsReadInPlace() {
        let data = Self.changed()
        let ids = [(0, 0), (0, 1), (0, 2), (0, 3), (1, 0), (1, 1)].map {
            data.itemID(at: IndexPath(section: $0.0, item: $0.1))?.description
        }
        #expect(ids == ["n", "a", "c", "z", "w", "1-2"])
        #expect(data.itemID(at: IndexPath(section: 0, item: 4)) == nil)
        #expect(data.itemID(at: IndexPath(section: 2, item: 0)) == nil)
    }

    /// Held: every id above. Not held: `b` and `1-0` (deleted), `d` (its item is named `z`), `1-1` (named
    /// `w`), `0-0` (named `a`), `2-0` (no section 2).
    @Test func heldNamesAreFound() {
        let data = Self.changed()
        for id in ["n", "a", "c", "z", "w", "1-2"] { #expect(data.containsItemID(id), "\(id)") }
        for id in ["b", "1-0", "d", "1-1", "0-0", "2-0"] { #expect(!data.containsItemID(id), "\(id)") }
    }
}
