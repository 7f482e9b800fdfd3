import HashTreeCollections
import _RopeModule

/// The items of a section after insertions and deletions, without materializing them: runs of the
/// section's original items (answered and named as they were) and of inserted blocks, in order, in a
/// B-tree counted by items (swift-collections' `Rope`), so that item i's run is found, and a change made,
/// in O(log runs).
///
/// An append adds a run; an insertion inside a run cuts it in two around the new one; a deletion cuts the
/// runs at its ends and drops what lies between. Memory grows with the runs and with the answers and ids
/// of the blocks held (a page of counted items: a few integers, `BlockIDs`), never with the items the
/// section held before. The tree's nodes are shared between copies
/// (the data a layout keeps and the simulator's): a change to one copies the O(log runs) nodes on its
/// path, not the runs.
public struct SectionRuns: Sendable {
    /// Where a run's items come from.
    public enum Source: Hashable, Sendable {
        /// Original items `start`, `start + 1`, … of the section as it was created.
        case original(start: Int)
        /// Items `start`, `start + 1`, … of inserted block `block`.
        case inserted(block: Int, start: Int)
    }

    /// A block of inserted items: their answers (ids apart) and ids, in the order inserted.
    public struct Block: Hashable, Sendable {
        /// What the items answer, ids apart: one element exactly when every item answers alike (a page of
        /// items that carry only ids costs no answers), else one an item.
        public private(set) var answers: [ItemAnswers]
        /// Their ids: a page of counted items keeps a few integers (`BlockIDs`).
        public private(set) var ids: BlockIDs
        /// The birth of its first item (see `births`); set when it is inserted.
        var birth = 0
        /// How many of its items the section still holds; the block goes when none is left.
        var held = 0

        /// The block of `items`, each carrying its id: the ids, and the answers without them, stored once
        /// when every item answers alike. - Complexity: O(items).
        init(_ items: [ItemAnswers]) {
            func withoutID(_ item: ItemAnswers) -> ItemAnswers {
                var answers = item
                answers.id = nil
                return answers
            }
            let first = items.first.map(withoutID) ?? .none
            answers = items.allSatisfy { $0.answersAlike(first) } ? [first] : items.map(withoutID)
            ids = BlockIDs(items.lazy.map { $0.id! })
        }

        /// The block of items a batch carries (moved, or given new answers): each keeps its id, whatever
        /// its kind (an original's `"S-I"` stays positional), and answers `answers` (ids apart).
        /// - Complexity: O(items).
        init(carrying items: [(id: ItemID, answers: ItemAnswers)]) {
            let answers = items.map { item in
                var answers = item.answers
                answers.id = nil
                return answers
            }
            let first = answers.first ?? .none
            self.answers = answers.allSatisfy { $0 == first } ? [first] : answers
            ids = BlockIDs(listed: items.map(\.id))
        }

        /// Whether every item answers alike (`answers` holds one element). O(1).
        var sharesAnswers: Bool { answers.count == 1 }

        /// What `read` finds in item `index`'s answers. O(1).
        @inlinable
        public func answer<Value>(_ index: Int, _ read: (ItemAnswers) -> Value?) -> Value? {
            read(answers[Self.answerIndex(of: index, in: answers)])
        }

        /// Where item `index`'s answers are in `answers`: 0 when one answers for all. O(1).
        @inlinable
        public static func answerIndex(of index: Int, in answers: [ItemAnswers]) -> Int {
            answers.count == 1 ? 0 : index
        }
    }

    /// Items that come from one source, one after the other.
    struct Run: CountedRun, Hashable {
        var source: Source
        var count: Int

        func dropping(first offset: Int) -> Run { Run(source: source.advanced(by: offset), count: count - offset) }
    }

    /// Items that were all held, or all deleted, by their births.
    struct Span: CountedRun, Hashable {
        var held: Bool
        var count: Int

        func dropping(first offset: Int) -> Span { Span(held: held, count: count - offset) }
    }

    /// The runs, in item order.
    private(set) var runs: Rope<Run>
    /// Whether each item the section ever had is still held, by birth: original item k is born k, item i
    /// of an inserted block `originalCount` plus the items inserted before that block plus i. Neighbouring
    /// spans alike are one, so that it holds at most 2 · runs + 1 spans whatever was ever deleted.
    private(set) var births: Rope<Span>
    /// The inserted blocks that still hold an item, by number (a persistent hash tree, so that an
    /// insertion into a copy shared with a layout copies O(log blocks) nodes).
    private(set) var blocks: TreeDictionary<Int, Block> = [:]
    /// How many blocks were ever inserted.
    public private(set) var blockCount = 0
    /// How many items the section had when it was created.
    let originalCount: Int

    /// What the items ever inserted answer.
    public enum InsertedAnswers: Hashable, Sendable {
        /// None was inserted.
        case empty
        /// Every one answers the same.
        case shared(ItemAnswers)
        /// Two answer differently.
        case mixed
    }

    public private(set) var insertedAnswers = InsertedAnswers.empty

    /// Where each id ever inserted was inserted (derived from `blocks`, so not compared by `==`).
    private(set) var insertedIDs = InsertedIDIndex()

    /// The runs of an untouched section of `count` items: one run of its originals.
    init(originalCount count: Int) {
        originalCount = count
        runs = count > 0 ? Rope(Run(source: .original(start: 0), count: count)) : Rope()
        births = count > 0 ? Rope(Span(held: true, count: count)) : Rope()
    }

    /// How many items the section holds. O(1).
    public var itemCount: Int { runs.itemCount }

    /// How many runs hold them. O(1).
    public var runCount: Int { runs.runCount }

    /// The fewest items an inserted block needs for an id table of its own (built, and merged with
    /// others, at once); smaller blocks' ids go into a persistent tree one by one.
    public static var largeBlockItems: Int { InsertedIDIndex.largeBlockItems }

    /// How many inserted blocks still hold an item. O(1).
    public var heldBlockCount: Int { blocks.count }

    /// How many spans of births the section keeps. O(1).
    public var birthSpanCount: Int { births.runCount }

    /// How many ids the index of small inserted blocks holds, how many tables the large ones are in, and
    /// how many spans (gaps included) index the blocks of counted names. - Complexity: O(sections named).
    public var insertedIDIndexSize: (smallIDs: Int, largeTables: Int, countedSpans: Int) {
        (insertedIDs.smallIDCount, insertedIDs.largeTableCount, insertedIDs.countedSpanCount)
    }

    /// The B-tree's height: 0 while one node holds every run. O(1).
    public var treeHeight: Int { Int(runs._height) }

    /// Inserted block `number`. - Complexity: O(log blocks).
    public func block(_ number: Int) -> Block { blocks[number]! }

    /// The run holding item `item`: its items' indexes and where the first comes from.
    /// - Complexity: O(log runs).
    public func run(holding item: Int) -> (items: Range<Int>, source: Source) {
        let (run, start) = runs.run(holding: item)
        return (start..<(start + run.count), run.source)
    }

    /// Where item `item` comes from. - Complexity: O(log runs).
    public func source(of item: Int) -> Source {
        let (items, source) = run(holding: item)
        return source.advanced(by: item - items.lowerBound)
    }

    /// Whether original item `original` is still in the section. - Complexity: O(log runs).
    public func containsOriginal(_ original: Int) -> Bool {
        original >= 0 && original < originalCount && isHeld(birth: original)
    }

    /// Whether item `index` of inserted block `block` is still in the section. - Complexity: O(log runs).
    public func containsInserted(block: Int, index: Int) -> Bool {
        guard let block = blocks[block], index >= 0, index < block.ids.count else { return false }
        return isHeld(birth: block.birth + index)
    }

    /// Whether an inserted item named `id` is still in the section.
    /// - Complexity: O(length of `id` + log listed inserted + log spans of counted names + log runs).
    public func holdsInserted(_ id: ItemID) -> Bool {
        guard let place = insertedIDs.latestPlace(of: id) else { return false }
        return containsInserted(block: place.block, index: place.index)
    }

    private func isHeld(birth: Int) -> Bool { births.run(holding: birth).run.held }

    /// The birth of the item that comes from `source`. - Complexity: O(log blocks).
    private func birth(of source: Source) -> Int {
        switch source {
        case .original(let start): start
        case .inserted(let block, let start): blocks[block]!.birth + start
        }
    }
}

extension SectionRuns {
    /// Inserts `block` (answers and ids) before item `position`.
    /// - Complexity: O(log runs + inserted · log inserted) for listed ids, O(log runs + inserted) from 1,024
    ///   inserted at once; O(log runs + stretches · log spans) for ids kept in stretches of counted names.
    mutating func insert(_ block: Block, at position: Int) {
        guard block.ids.count > 0 else { return }
        let first = block.answers[0]
        switch insertedAnswers {
        case .empty: insertedAnswers = block.sharesAnswers ? .shared(first) : .mixed
        case .shared(let shared): if !block.sharesAnswers || shared != first { insertedAnswers = .mixed }
        case .mixed: break
        }
        let number = blockCount
        var block = block
        block.birth = births.itemCount
        block.held = block.ids.count
        insertedIDs.add(block.ids, block: number)
        blocks[number] = block
        blockCount += 1
        births.append(Span(held: true, count: block.ids.count))
        runs.insert(Run(source: .inserted(block: number, start: 0), count: block.ids.count), before: position)
    }

    /// Removes the items at `doomed`, ascending and distinct, a range of consecutive ones at a time from
    /// the last. - Complexity: O(r · log runs + runs removed) for r ranges.
    mutating func delete(sorted doomed: [Int]) {
        var end = doomed.count
        while end > 0 {
            var start = end - 1
            while start > 0, doomed[start - 1] == doomed[start] - 1 { start -= 1 }
            delete(doomed[start]..<(doomed[end - 1] + 1))
            end = start
        }
    }

    /// Removes items `range`, marking their births as no longer held; a block left with no item goes,
    /// with its ids. - Complexity: O(runs met · log runs + ids of the small listed blocks that go · log
    /// inserted + stretches of the counted ones · log spans).
    private mutating func delete(_ range: Range<Int>) {
        var gone: [(births: Range<Int>, block: Int?)] = []
        runs.forEachRun(in: range) { run in
            let birth = birth(of: run.source)
            var block: Int?
            if case .inserted(let number, _) = run.source { block = number }
            gone.append((birth..<(birth + run.count), block))
        }
        for (births, block) in gone {
            self.births.markDeleted(births)
            if let block { release(births.count, ofBlock: block) }
        }
        runs.remove(range)
    }

    /// Counts `count` items of block `number` as deleted; removes the block, and its ids from the index,
    /// when it holds none any more. - Complexity: O(log blocks), plus its ids' removal.
    private mutating func release(_ count: Int, ofBlock number: Int) {
        let left = blocks[number]!.held - count
        guard left == 0 else {
            blocks[number]!.held = left
            return
        }
        let ids = blocks.removeValue(forKey: number)!.ids
        insertedIDs.remove(block: number, ids: ids)
    }
}

extension SectionRuns: Hashable {
    /// The same items from the same sources, in runs cut the same way, with the same blocks.
    public static func == (left: SectionRuns, right: SectionRuns) -> Bool {
        left.itemCount == right.itemCount && left.runCount == right.runCount && left.blockCount == right.blockCount
            && left.runs.elementsEqual(right.runs) && left.births.elementsEqual(right.births)
            && left.blocks == right.blocks
            && left.insertedAnswers == right.insertedAnswers
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(itemCount)
        hasher.combine(runCount)
        hasher.combine(blockCount)
    }
}

extension SectionRuns.Source {
    /// Where the item `offset` places after this one comes from, in the same run. O(1).
    @inlinable
    public func advanced(by offset: Int) -> Self {
        switch self {
        case .original(let start): .original(start: start + offset)
        case .inserted(let block, let start): .inserted(block: block, start: start + offset)
        }
    }
}

extension Rope where Element == SectionRuns.Span {
    /// Marks births `range`, all held, as deleted, in one span with the deleted spans either side, so that
    /// no two neighbouring spans are both deleted. - Complexity: O(log spans + spans replaced).
    mutating func markDeleted(_ range: Range<Int>) {
        replaceJoining(range, with: SectionRuns.Span(held: false, count: range.count)) { !$0.held }
    }
}
