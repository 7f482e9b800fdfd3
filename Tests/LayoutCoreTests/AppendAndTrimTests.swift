import Testing

@testable import LayoutCore

/// A feed that pages in at the bottom and trims at the top (chat, infinite feeds) keeps what its items
/// need, not what was ever inserted or deleted: blocks that hold no item go with their ids, deleted
/// births are one span, large blocks' id tables are merged, and counted names find the first free suffix
/// without trying every one taken.
@Suite struct AppendAndTrimTests {
    static func ids(_ data: CollectionData) -> [String] {
        (0..<data.sections[0].itemCount).map { data.itemID(at: IndexPath(section: 0, item: $0))!.description }
    }

    /// 2,000 items; 150 cycles of 1,000 counted items appended, then the first 1,000 deleted. From cycle 2
    /// on the section holds the blocks of the last two cycles and nothing else: 2 runs, 2 blocks, 3 spans of
    /// births (every earlier birth deleted, then each held block's). Each block's ids are one stretch of
    /// counted names (`"0-I.k"`, I from 2,000 to 2,999), so the index keeps no id one by one, only spans
    /// along suffix · 2^40 + I: a gap to 2^40 + 2,000 (where cycle 148's ".0" stretch was, cleared and
    /// joined with the gaps either side), cycle 149's ".1" stretch, a gap, cycle 150's ".2" stretch: 4
    /// spans. Names: cycle 1 takes "0-I" (I from 2,000; the originals end at 1,999), cycle 2 "0-I.1"
    /// (cycle 1's block holds "0-I"), cycle 3 "0-I.2"; cycle 1's block is trimmed at cycle 3, so cycle 4
    /// takes "0-I" again, and so on (cycle c takes "0-I" when c % 3 is 1, ".1" when 2, ".2" when 0; the
    /// last two, 149 and 150, ".1" and ".2"): no suffix past 2, no id longer than "0-2999.2" (8
    /// characters). The items kept keep their ids throughout.
    @Test func appendAndTrimHoldsOnlyWhatItsItemsNeed() {
        var data = CollectionData(sections: [SectionData(itemCount: 2_000)])
        var reference = Self.ids(data)
        for _ in 0..<150 {
            let names = (0..<1_000).map {
                data.countedItemID(landingAt: IndexPath(section: 0, item: 2_000 + $0), avoiding: [])
            }
            data.insertItems(names.map { ItemAnswers(id: $0) }, at: IndexPath(section: 0, item: 2_000))
            data.deleteItems((0..<1_000).map { IndexPath(section: 0, item: $0) })
            reference = Array(reference.dropFirst(1_000)) + names
            #expect(Self.ids(data) == reference)
        }
        let runs = data.sections[0].runs!
        #expect(runs.runCount == 2 && runs.heldBlockCount == 2 && runs.birthSpanCount == 3)
        #expect(runs.insertedIDIndexSize == (smallIDs: 0, largeTables: 0, countedSpans: 4))
        #expect(runs.block(runs.blockCount - 1).ids.stretches.count == 1)
        #expect(reference.allSatisfy { $0.count <= 8 })
        #expect(reference[0] == "0-2000.1" && reference[1_000] == "0-2000.2")
        #expect(data.countedNames.baseCount <= 1_000)
    }

    /// 40 blocks of 1,024 items appended: a new table takes in the ones before it while they hold at most
    /// twice its ids, so each table holds more than twice the ids of the next newer one when it is made,
    /// and 40 blocks need at most log2(40) + 1 < 7 tables. Trimmed 1,024 at a time past 2,048 items, the
    /// blocks that hold nothing leave their tables, which go when empty: 2 blocks held, 2 tables at most.
    @Test func largeBlocksShareFewTablesAndLeaveThemWhenTrimmed() {
        var data = CollectionData(sections: [SectionData(itemCount: 0)])
        func append(_ page: Int) {
            let items = (0..<1_024).map { ItemAnswers(id: "p\(page)-\($0)") }
            data.insertItems(items, at: IndexPath(section: 0, item: data.sections[0].itemCount))
        }
        for page in 0..<40 { append(page) }
        #expect(data.sections[0].runs!.insertedIDIndexSize.largeTables <= 6)
        #expect((0..<40).allSatisfy { data.containsItemID("p\($0)-17") })
        #expect(!data.containsItemID("p40-0") && !data.containsItemID("p0-1024"))
        data.deleteItems((0..<(38 * 1_024)).map { IndexPath(section: 0, item: $0) })
        for page in 40..<80 {
            append(page)
            data.deleteItems((0..<1_024).map { IndexPath(section: 0, item: $0) })
        }
        let runs = data.sections[0].runs!
        #expect(runs.heldBlockCount == 2 && runs.insertedIDIndexSize.largeTables <= 2)
        #expect(data.containsItemID("p79-0") && data.containsItemID("p78-1023") && !data.containsItemID("p77-5"))
        #expect(data.itemID(at: IndexPath(section: 0, item: 0)) == .named("p78-0"))
    }

    /// A name tries "S-I", then the least suffix set free or the one past the highest tried: 200 names at
    /// one place cost 2 checks each (not 1 + 2 + … + 200), a suffix set free is given again first, and a
    /// suffix an item took by itself is tried once and passed.
    @Test func aCountedNameChecksTheBaseAndOneSuffix() {
        var names = CountedNames()
        var held: Set<String> = ["0-5"]
        var checks = 0
        func name() -> String {
            let id = names.name(section: 0, item: 5) { candidate in
                checks += 1
                return held.contains(candidate)
            }
            held.insert(id)
            return id
        }
        for _ in 0..<200 { _ = name() }
        #expect(checks == 400 && held.contains("0-5.200"))
        held.remove("0-5.7")
        names.release(.named("0-5.7"))
        checks = 0
        #expect(name() == "0-5.7" && checks == 2)
        held.insert("0-5.201")
        checks = 0
        #expect(name() == "0-5.202" && checks == 3)
        for suffix in 1...202 {
            held.remove("0-5.\(suffix)")
            names.release(.named("0-5.\(suffix)"))
        }
        #expect(names.isEmpty)
    }

    /// `"S-I.k"` is read only when written as `description` would write three whole numbers, k from 1.
    @Test func countedPartsReadOnlySuffixedDefaultIDs() {
        #expect(ItemID.countedParts("0-2000.149")! == (0, 2_000, 149))
        for text in ["0-2000", "0-2000.0", "0-2000.01", "0-02.1", "0-2.1.1", "a-2.1", "0.1-2", "-2.1", "0-.1"] {
            #expect(ItemID.countedParts(text) == nil, "\(text)")
        }
    }
}
