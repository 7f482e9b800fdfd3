import LayoutCore
import LayoutTestKit
import Testing

/// Sections changed by insertions and deletions keep runs of their original items and of inserted blocks
/// instead of materializing every item: a seeded property test holds them to a plain list of items (the
/// reference, changed as an array is; up to one insertion a round, at a random step, is of 1,024 items or
/// more, which keep an id table of their own), and the costs are held to the changes, not the section.
@Suite struct SectionRunsTests {
    /// One item as the reference keeps it: its id and the answers a layout reads.
    struct Item: Equatable {
        var id: String
        var size: Size?
        var flag: Bool?
    }

    /// Every item of section 0, read through the data.
    static func items(_ data: CollectionData) -> [Item] {
        (0..<(data.itemCount(inSection: 0) ?? 0)).map { item in
            Item(
                id: data.itemID(at: IndexPath(section: 0, item: item))!.description,
                size: data.sections[0].size(at: item), flag: data.sections[0].answer(item) { $0[.flag] })
        }
    }

    /// The items a reader visits: each item, then the one two before it (a layout's window stepping back).
    static func readingOrder(_ count: Int) -> [Int] {
        (0..<count).flatMap { [$0, max(0, $0 - 2)] }
    }

    /// Section 0's sizes in `readingOrder`, through one `SectionData.AnswerReader`.
    static func sizesThroughAReader(_ data: CollectionData) -> [Size?] {
        var reader = SectionData.AnswerReader(data.sections[0])
        return readingOrder(data.sections[0].itemCount).map { reader.answer($0) { $0.size } }
    }

    static let start = CollectionData(sections: [
        SectionData(
            itemCount: 300, common: ItemAnswers(size: Size(width: 10, height: 10)),
            pattern: [ItemAnswers(flag: true), ItemAnswers(size: Size(width: 20, height: 20))],
            overrides: [7: ItemAnswers(id: "hero", size: Size(width: 99, height: 99))])
    ])

    @Test(arguments: 0..<8)
    func changesMatchAListChangedTheSameWay(round: Int) {
        var random = SeededGenerator.forTest("section runs \(round)")
        var data = Self.start
        var reference = Self.items(data)
        var inserted = 0
        for _ in 0..<60 {
            if Bool.random(using: &random) || reference.count < 10 {
                let at = Int.random(in: 0...reference.count, using: &random)
                let large = inserted < 1_024 && Int.random(in: 0..<10, using: &random) == 0
                let count =
                    large ? Int.random(in: 1_024...1_100, using: &random) : Int.random(in: 1...5, using: &random)
                let names = Self.names(count, first: inserted, avoiding: Set(reference.map(\.id)), &random)
                let new = names.enumerated().map { offset, name in
                    Item(id: name, size: Size(width: 1, height: Double(offset + 1)), flag: nil)
                }
                inserted += count
                data.insertItems(
                    new.map { ItemAnswers(id: $0.id, size: $0.size) }, at: IndexPath(section: 0, item: at))
                reference.insert(contentsOf: new, at: at)
            } else {
                let doomed = Set(
                    (0..<Int.random(in: 1...6, using: &random)).map { _ in
                        Int.random(in: 0..<reference.count, using: &random)
                    })
                data.deleteItems(doomed.map { IndexPath(section: 0, item: $0) })
                reference = reference.indices.filter { !doomed.contains($0) }.map { reference[$0] }
            }
            #expect(Self.items(data) == reference)
            #expect(Self.sizesThroughAReader(data) == Self.readingOrder(reference.count).map { reference[$0].size })
        }
        let held = Set(reference.map(\.id))
        for id in held { #expect(data.containsItemID(id)) }
        let counted = (300..<1_500).flatMap { item in (0...3).map { $0 == 0 ? "0-\(item)" : "0-\(item).\($0)" } }
        let deletedInserted = ((0..<inserted).map { "new-\($0)" } + counted).filter { !held.contains($0) }
        for id in ["0-7", "new-\(inserted)", "1-0", "0-300", "00-1"] + deletedInserted where !held.contains(id) {
            #expect(!data.containsItemID(id))
        }
    }

    /// `count` ids for an insertion, none in `held`: half the time `"new-k"` from k = `first` on (listed),
    /// else counted names `"0-I"` or `"0-I.k"` with I rising from 300 to 340 and k from 0 to 3 (kept in
    /// stretches), each one held already replaced by a `"new-k"` (which makes the block a listed one with
    /// counted names among its ids). Counted names deleted come back in later blocks.
    static func names(
        _ count: Int, first: Int, avoiding held: Set<String>, _ random: inout SeededGenerator
    ) -> [String] {
        let listed = (first..<(first + count)).map { "new-\($0)" }
        guard Bool.random(using: &random) else { return listed }
        let item = Int.random(in: 300..<340, using: &random)
        let suffix = Int.random(in: 0...3, using: &random)
        return (0..<count).map { offset in
            let name = suffix == 0 ? "0-\(item + offset)" : "0-\(item + offset).\(suffix)"
            return held.contains(name) ? listed[offset] : name
        }
    }

    /// An id deleted and inserted again is found by its latest insertion, whether each block was small (the
    /// shared tree) or of 1,024 items or more (a table of its own).
    @Test func anIDInsertedAgainIsFoundWhereItWasInsertedLast() {
        var data = CollectionData(sections: [SectionData(itemCount: 100)])
        func insert(_ ids: [String], at item: Int) {
            data.insertItems(ids.map { ItemAnswers(id: $0) }, at: IndexPath(section: 0, item: item))
        }
        func delete(_ id: String) {
            let item = (0..<data.sections[0].itemCount).first {
                data.itemID(at: IndexPath(section: 0, item: $0)) == .named(id)
            }
            data.deleteItems([IndexPath(section: 0, item: item!)])
        }
        insert((0..<2_000).map { "a-\($0)" }, at: 50)
        insert((0..<10).map { "s-\($0)" }, at: 0)
        delete("a-5")
        delete("s-3")
        #expect(!data.containsItemID("a-5") && data.containsItemID("a-6") && !data.containsItemID("s-3"))
        insert(["a-5", "s-3"], at: 7)
        #expect(data.containsItemID("a-5") && data.containsItemID("s-3"))
        delete("a-6")
        delete("s-4")
        insert(["a-6", "s-4"] + (0..<1_500).map { "b-\($0)" }, at: 2_000)
        #expect(data.containsItemID("a-6") && data.containsItemID("s-4") && data.containsItemID("b-1499"))
        delete("a-6")
        delete("s-4")
        delete("a-5")
        #expect(!data.containsItemID("a-6") && !data.containsItemID("s-4") && !data.containsItemID("a-5"))
        #expect(data.containsItemID("a-7") && data.containsItemID("s-5") && data.itemCount(inSection: 0) == 3_607)
    }

    /// An append to a section of a million items adds one run and stores only what it inserted; deleting
    /// 20 scattered items cuts at most 20 more.
    @Test func appendsAndDeletionsCostRunsNotItems() {
        var data = CollectionData(sections: [SectionData(itemCount: 1_000_000)])
        for page in 0..<100 {
            let items = (0..<20).map { ItemAnswers(id: "page\(page)-\($0)") }
            data.insertItems(items, at: IndexPath(section: 0, item: data.sections[0].itemCount))
        }
        #expect(data.sections[0].runs?.runCount == 101)
        #expect(data.sections[0].itemCount == 1_002_000)
        data.deleteItems((0..<20).map { IndexPath(section: 0, item: $0 * 40_000 + 1) })
        #expect(data.sections[0].runs?.runCount == 121)
        #expect(data.itemID(at: IndexPath(section: 0, item: 1)) == .positional(section: 0, item: 2))
        #expect(data.itemID(at: IndexPath(section: 0, item: 1_001_979)) == .named("page99-19"))
        #expect(data.containsItemID("page42-7") && !data.containsItemID("0-1") && data.containsItemID("0-2"))
    }

    /// 50,000 single items inserted every 20 items of a million (item `cut-k` at 21k + 10, after 20k + 10
    /// originals) cut it into 1 + 2 · 50,000 runs, held in a B-tree whose nodes hold 16 to 31 children
    /// (the root 2 or more): a tree of height h holds at least 2 · 16^h runs, so 100,001 runs make one of
    /// height 3 at most (2 · 16^4 = 131,072). A lookup or a change walks that path, not the runs. A copy
    /// (a layout's) keeps its items when the other changes.
    @Test func aSectionOfManyRunsIsAShallowTreeSharedBetweenCopies() {
        var data = CollectionData(sections: [SectionData(itemCount: 1_000_000)])
        for insert in 0..<50_000 {
            data.insertItems([ItemAnswers(id: "cut-\(insert)")], at: IndexPath(section: 0, item: insert * 21 + 10))
        }
        let runs = data.sections[0].runs
        #expect(runs?.runCount == 100_001)
        #expect((runs?.treeHeight ?? .max) <= 3)
        #expect(data.itemID(at: IndexPath(section: 0, item: 10)) == .named("cut-0"))
        #expect(data.itemID(at: IndexPath(section: 0, item: 49_999 * 21 + 10)) == .named("cut-49999"))
        #expect(
            data.itemID(at: IndexPath(section: 0, item: 49_999 * 21 + 11)) == .positional(section: 0, item: 999_990))
        let kept = data
        data.deleteItems([IndexPath(section: 0, item: 10), IndexPath(section: 0, item: 31)])
        data.insertItems([ItemAnswers(id: "late")], at: IndexPath(section: 0, item: 0))
        #expect(kept.itemID(at: IndexPath(section: 0, item: 10)) == .named("cut-0"))
        #expect(kept.itemCount(inSection: 0) == 1_050_000 && data.itemCount(inSection: 0) == 1_049_999)
        #expect(data.itemID(at: IndexPath(section: 0, item: 11)) == .positional(section: 0, item: 10))
        #expect(kept.containsItemID("cut-1") && !data.containsItemID("cut-1") && !kept.containsItemID("late"))
    }

    /// Items inserted with the answers every original item gives keep the section uniform (its layouts
    /// skip per-item resolution); one that answers otherwise ends that, and so does a pattern.
    @Test func insertionsLikeTheOthersKeepTheSectionUniform() {
        var data = CollectionData(sections: [SectionData(itemCount: 1_000)])
        data.insertItems([ItemAnswers(id: "a"), ItemAnswers(id: "b")], at: IndexPath(section: 0, item: 1_000))
        data.insertItems([ItemAnswers(id: "c")], at: IndexPath(section: 0, item: 3))
        #expect(data.sections[0].uniformAnswers == ItemAnswers.none)
        data.insertItems([ItemAnswers(id: "d", size: Size(width: 5, height: 5))], at: IndexPath(section: 0, item: 0))
        #expect(data.sections[0].uniformAnswers == nil)
        let patterned = SectionData(itemCount: 4, pattern: [ItemAnswers(flag: true)])
        #expect(patterned.uniformAnswers == nil)
    }
}
