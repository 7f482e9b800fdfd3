import LayoutCore
import Testing

/// What a layout reads off a change: the sections it touches, where its inserted items stand afterwards,
/// and the one end edit that stands for any change to items all alike.
@Suite struct ItemChangesTests {
    typealias Edit = ItemChanges.Edit

    @Test func changedSectionsListsEachSectionOnceInOrder() {
        let changes = ItemChanges([
            Edit(section: 4, removed: 0..<1, insertedCount: 0),
            Edit(section: 1, removed: 3..<3, insertedCount: 2),
            Edit(section: 4, removed: 7..<9, insertedCount: 1),
            Edit(section: 1, removed: 0..<0, insertedCount: 1),
        ])
        #expect(changes.changedSections == [1, 4])
        #expect(ItemChanges([]).changedSections == [])
    }

    /// Section 0: 2 inserted before old item 1, then old items 5 and 6 replaced by 3. The first block
    /// stands at new 1..<3; the second edit starts at old 5, moved by the 2 added before it: new 7..<10.
    /// Section 1 deletes only: an empty range at its new place (old 2, nothing added before).
    @Test func insertedItemsStandWhereTheEditsBeforeThemMovedThem() {
        let changes = ItemChanges([
            Edit(section: 0, removed: 1..<1, insertedCount: 2),
            Edit(section: 0, removed: 5..<7, insertedCount: 3),
            Edit(section: 1, removed: 2..<3, insertedCount: 0),
        ])
        #expect(changes.insertedItems(inSection: 0) == [1..<3, 7..<10])
        #expect(changes.insertedItems(inSection: 1) == [2..<2])
        #expect(changes.insertedItems(inSection: 2) == [])
    }

    /// 10 items become 13: 3 added after old item 9; 10 become 4: old 4..<10 removed.
    @Test func anEndEditAddsOrRemovesAtTheEnd() {
        #expect(
            Edit.atEnd(ofSection: 2, oldCount: 10, newCount: 13) == Edit(section: 2, removed: 10..<10, insertedCount: 3)
        )
        #expect(
            Edit.atEnd(ofSection: 0, oldCount: 10, newCount: 4) == Edit(section: 0, removed: 4..<10, insertedCount: 0))
        #expect(Edit.atEnd(ofSection: 0, oldCount: 5, newCount: 5).growth == 0)
    }
}
