import HashTreeCollections

/// The items of a section after insertions and deletions, without materializing them: runs of the
/// section's original items (answered and named as they were) and of inserted blocks, in order, with
/// where each run ends. Item i is found by a binary search over the runs' ends.
///
/// An append adds a run; an insertion inside a run splits it in two around the new one; a deletion
/// shortens or splits the runs it touches. Memory grows with the runs and with the answers inserted,
/// never with the items the section held before.
public struct SectionRuns: Hashable, Sendable {
    /// Where a run's items come from.
    public enum Source: Hashable, Sendable {
        /// Original items `start`, `start + 1`, … of the section as it was created.
        case original(start: Int)
        /// Items `start`, `start + 1`, … of inserted block `block`.
        case inserted(block: Int, start: Int)
    }

    /// A block of inserted items: their answers (ids apart) and ids, in the order inserted.
    public struct Block: Hashable, Sendable {
        public var answers: [ItemAnswers]
        public var ids: [ItemID]
    }

    struct Run: Hashable, Sendable {
        var source: Source
        var count: Int
    }

    private(set) var runs: [Run]
    /// `ends[r]`: the index one past run r's last item; ascending.
    private(set) var ends: [Int]
    /// The original items still held, as ranges of original indices, ascending (runs keep their order).
    private(set) var originals: [Range<Int>]
    public private(set) var blocks: [Block] = []
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

    /// Where each id ever inserted was inserted: its block and its index there (the latest, for an id
    /// inserted again after its deletion). A persistent hash tree: the runs are shared with the copy of
    /// the data a layout keeps, and changing a shared one copies O(log n) nodes, not every id.
    private(set) var insertedIDs: TreeDictionary<ItemID, InsertedPlace> = [:]

    /// An inserted item's block and index in it.
    struct InsertedPlace: Hashable, Sendable {
        var block: Int
        var index: Int
    }

    /// The runs of an untouched section of `count` items: one run of its originals.
    init(originalCount count: Int) {
        runs = count > 0 ? [Run(source: .original(start: 0), count: count)] : []
        ends = count > 0 ? [count] : []
        originals = count > 0 ? [0..<count] : []
    }

    /// How many items the section holds.
    public var itemCount: Int { ends.last ?? 0 }

    /// How many runs hold them.
    public var runCount: Int { runs.count }

    /// The run holding item `item`: its items' indexes and where the first comes from.
    /// - Complexity: O(log runs).
    public func run(holding item: Int) -> (items: Range<Int>, source: Source) {
        let run = ends.partitionPoint { $0 > item }
        return ((run == 0 ? 0 : ends[run - 1])..<ends[run], runs[run].source)
    }

    /// Where item `item` comes from. - Complexity: O(log runs).
    public func source(of item: Int) -> Source {
        let (items, source) = run(holding: item)
        return source.advanced(by: item - items.lowerBound)
    }

    /// Whether original item `original` is still in the section. - Complexity: O(log runs).
    public func containsOriginal(_ original: Int) -> Bool {
        let after = originals.partitionPoint { $0.lowerBound > original }
        return after > 0 && originals[after - 1].contains(original)
    }

    /// Whether item `index` of inserted block `block` is still in the section. - Complexity: O(runs).
    public func containsInserted(block: Int, index: Int) -> Bool {
        runs.contains { run in
            guard case .inserted(let runBlock, let start) = run.source, runBlock == block else { return false }
            return (start..<(start + run.count)).contains(index)
        }
    }

    /// Whether an inserted item named `id` is still in the section. - Complexity: O(log inserted), and
    /// O(runs) when one was inserted.
    public func holdsInserted(_ id: ItemID) -> Bool {
        guard let place = insertedIDs[id] else { return false }
        return containsInserted(block: place.block, index: place.index)
    }

    /// Inserts `block` (answers and ids) before item `position`. - Complexity: O(runs + inserted · log
    /// inserted).
    mutating func insert(_ block: Block, at position: Int) {
        guard !block.ids.isEmpty else { return }
        let first = block.answers[0]
        let blockShares = block.answers.allSatisfy { $0 == first }
        switch insertedAnswers {
        case .empty: insertedAnswers = blockShares ? .shared(first) : .mixed
        case .shared(let shared): if !blockShares || shared != first { insertedAnswers = .mixed }
        case .mixed: break
        }
        blocks.append(block)
        for (index, id) in block.ids.enumerated() {
            insertedIDs[id] = InsertedPlace(block: blocks.count - 1, index: index)
        }
        let new = Run(source: .inserted(block: blocks.count - 1, start: 0), count: block.ids.count)
        let run = ends.partitionPoint { $0 > position }
        let start = run == 0 ? 0 : ends[run - 1]
        if run == runs.count || position == start {
            runs.insert(new, at: run)
        } else {
            let head = position - start
            var tail = runs[run]
            tail.count -= head
            tail.source = tail.source.advanced(by: head)
            runs[run].count = head
            runs.insert(contentsOf: [new, tail], at: run + 1)
        }
        recomputeEnds()
    }

    /// Removes the items at `doomed`, ascending and distinct. - Complexity: O(runs + doomed).
    mutating func delete(sorted doomed: [Int]) {
        var kept: [Run] = []
        kept.reserveCapacity(runs.count + doomed.count)
        var next = 0
        var start = 0
        for run in runs {
            let end = start + run.count
            var from = start
            while next < doomed.count, doomed[next] < end {
                let gone = doomed[next]
                if gone > from {
                    kept.append(Run(source: run.source.advanced(by: from - start), count: gone - from))
                }
                from = gone + 1
                next += 1
            }
            if end > from { kept.append(Run(source: run.source.advanced(by: from - start), count: end - from)) }
            start = end
        }
        runs = kept
        recomputeEnds()
    }

    private mutating func recomputeEnds() {
        ends.removeAll(keepingCapacity: true)
        originals.removeAll(keepingCapacity: true)
        var total = 0
        for run in runs {
            total += run.count
            ends.append(total)
            if case .original(let start) = run.source { originals.append(start..<(start + run.count)) }
        }
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
