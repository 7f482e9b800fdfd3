import Testing

@testable import LayoutCore

/// Blocks of counted names (`"S-I"`, `"S-I.k"`, what the simulator makes up for items inserted without an
/// id) keep their ids as stretches and are indexed by stretch, so that a section's ids cost what its
/// blocks are, not what they hold, and a feed churned for a long time keeps what a short churn keeps.
@Suite struct CountedIDTests {
    /// 1,000 items; cycles of 100 counted items appended, then the first 100 deleted. From cycle 10 on the
    /// section holds the last 10 blocks: 10 runs, 10 blocks, 11 spans of births (the deleted ones, then
    /// one a held block). A block takes the suffix its cycle finds free: cycle c takes (c - 1) % 11 (cycle
    /// 11 finds suffixes 0 to 9 held, as cycle 1's block goes only after it, and takes 10; from then on the
    /// one the last trim set free), so 10 of the 11 suffixes are held at a time, each by one stretch. Along
    /// suffix · 2^40 + I the index keeps each stretch and a gap before it (I starts at 1,000, so there is one
    /// before the first; a free suffix's place joins the gaps either side; no trailing gap): 20 spans. The
    /// names' memory has the 100 bases 1,000 … 1,099. All of it is the same after 30 cycles and after 1,100.
    @Test func aLongChurnKeepsWhatAShortOneKeeps() {
        var data = CollectionData(sections: [SectionData(itemCount: 1_000)])
        func churn(_ cycles: Int) {
            for _ in 0..<cycles {
                let names = (0..<100).map {
                    data.countedItemID(landingAt: IndexPath(section: 0, item: 1_000 + $0), avoiding: [])
                }
                data.insertItems(names.map { ItemAnswers(id: $0) }, at: IndexPath(section: 0, item: 1_000))
                data.deleteItems((0..<100).map { IndexPath(section: 0, item: $0) })
            }
        }
        func kept() -> [Int] {
            let runs = data.sections[0].runs!
            let index = runs.insertedIDIndexSize
            // The blocks held are the newest (the trim takes the oldest first).
            let stretches = ((runs.blockCount - runs.heldBlockCount)..<runs.blockCount).reduce(0) {
                $0 + runs.block($1).ids.stretches.count
            }
            return [
                runs.runCount, runs.heldBlockCount, runs.birthSpanCount, index.smallIDs, index.largeTables,
                index.countedSpans, stretches, data.countedNames.baseCount,
            ]
        }
        churn(30)
        #expect(kept() == [10, 10, 11, 0, 0, 20, 10, 100])
        churn(1_070)
        #expect(kept() == [10, 10, 11, 0, 0, 20, 10, 100])
        // Cycle 1,100 took suffix 1,099 % 11 = 10; the blocks held, of cycles 1,091 … 1,100, hold suffixes 1 … 10.
        #expect(data.itemID(at: IndexPath(section: 0, item: 999)) == .named("0-1099.10"))
        #expect(data.containsItemID("0-1050.1") && !data.containsItemID("0-1050"))
    }

    /// 100,000 counted names `"0-1000000"` … `"0-1099999"` appended to a million items are one stretch, and
    /// one span in the index after the gap before it; no id is listed or put in a table.
    @Test func aPageOfCountedItemsIsOneStretchWhateverItsSize() {
        var data = CollectionData(sections: [SectionData(itemCount: 1_000_000)])
        let names = (1_000_000..<1_100_000).map { ItemAnswers(id: "0-\($0)") }
        data.insertItems(names, at: IndexPath(section: 0, item: 1_000_000))
        let runs = data.sections[0].runs!
        #expect(runs.block(0).ids.stretches.count == 1 && runs.block(0).ids.listed.isEmpty)
        #expect(runs.insertedIDIndexSize == (smallIDs: 0, largeTables: 0, countedSpans: 2))
        #expect(data.itemID(at: IndexPath(section: 0, item: 1_050_000)) == .named("0-1050000"))
        #expect(data.containsItemID("0-1099999") && !data.containsItemID("0-1100000"))
        #expect(!data.containsItemID("0-1000000.1") && !data.containsItemID("1-1000000"))
    }

    /// Counted names in a row of one section and suffix make a stretch; a break in the row, another
    /// section or suffix starts the next; an id of another form lists the block's ids.
    @Test func stretchesFollowTheRowsOfNames() {
        let ids = BlockIDs(["0-5", "0-6", "0-7.1", "0-8.1", "0-10.1", "1-11.1", "1-12.1"])
        #expect(
            ids.stretches.map { [$0.first, $0.name.section, $0.name.item, $0.name.suffix, $0.count] } == [
                [0, 0, 5, 0, 2], [2, 0, 7, 1, 2], [4, 0, 10, 1, 1], [5, 1, 11, 1, 2],
            ])
        #expect(
            (0..<ids.count).map { ids[$0].description } == [
                "0-5", "0-6", "0-7.1", "0-8.1", "0-10.1", "1-11.1", "1-12.1",
            ])
        let mixed = BlockIDs(["0-5", "feed-6", "0-7"])
        #expect(mixed.stretches.isEmpty && mixed.listed == [.named("0-5"), .named("feed-6"), .named("0-7")])
    }

    /// A counted name is read under the limits only (I under 2^40 = 1,099,511,627,776, k under 2^22 =
    /// 4,194,304), and written back as it was read.
    @Test func countedNamesAreReadUnderTheirLimits() {
        #expect(CountedName("0-1099511627775")?.key == (1 << 40) - 1)
        #expect(CountedName("0-1099511627776") == nil)
        #expect(CountedName("3-1099511627775.4194303")?.key == (4_194_303 << 40) + (1 << 40) - 1)
        #expect(CountedName("3-5.4194304") == nil)
        for text in ["12-0", "0-1050000.149", "3-1099511627775.4194303", "9223372036854775807-0"] {
            #expect(CountedName(text)?.text == text)
        }
        for text in ["0-05", "0-5.0", "a-5", "0-5.1.1"] { #expect(CountedName(text) == nil) }
    }

    /// A name deleted from a block still held, then inserted in a later block, is found there; when the
    /// earlier block goes, the later one keeps it; when the later one goes, no block has it.
    @Test func aCountedNameInsertedAgainIsFoundWhereItWasInsertedLast() {
        var data = CollectionData(sections: [SectionData(itemCount: 100)])
        func delete(_ id: String) {
            let item = (0..<data.sections[0].itemCount).first {
                data.itemID(at: IndexPath(section: 0, item: $0)) == .named(id)
            }
            data.deleteItems([IndexPath(section: 0, item: item!)])
        }
        data.insertItems((500..<510).map { ItemAnswers(id: "0-\($0).1") }, at: IndexPath(section: 0, item: 100))
        delete("0-505.1")
        #expect(!data.containsItemID("0-505.1") && data.containsItemID("0-506.1"))
        data.insertItems([ItemAnswers(id: "0-505.1")], at: IndexPath(section: 0, item: 0))
        #expect(data.containsItemID("0-505.1") && data.itemID(at: IndexPath(section: 0, item: 0)) == .named("0-505.1"))
        for item in [500, 501, 502, 503, 504, 506, 507, 508, 509] { delete("0-\(item).1") }
        #expect(data.sections[0].runs!.heldBlockCount == 1 && data.containsItemID("0-505.1"))
        #expect(data.sections[0].runs!.insertedIDIndexSize.countedSpans == 2)
        delete("0-505.1")
        #expect(!data.containsItemID("0-505.1") && data.sections[0].runs!.insertedIDIndexSize.countedSpans == 0)
    }
}
