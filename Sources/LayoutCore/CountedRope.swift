import _RopeModule

/// The tally a B-tree of runs keeps per node: how many items its runs hold and how many runs it has.
/// swift-collections' `Rope` sums it up the tree, so an item's run is found in O(log runs).
struct RunTally: RopeSummary, Hashable, Sendable {
    var items: Int
    var runs: Int

    /// Nodes of up to 32 children: a path of 5 bits a level, 11 levels (tens of trillions of runs) at
    /// the least.
    static var maxNodeSize: Int { 31 }
    static var zero: RunTally { RunTally(items: 0, runs: 0) }
    var isZero: Bool { items == 0 && runs == 0 }

    mutating func add(_ other: RunTally) {
        items += other.items
        runs += other.runs
    }

    mutating func subtract(_ other: RunTally) {
        items -= other.items
        runs -= other.runs
    }
}

/// A run of consecutive items that a `Rope` holds as one element and can cut anywhere.
protocol CountedRun: RopeElement, Sendable where Summary == RunTally, Index == Int {
    /// How many items it holds; never 0 in a rope.
    var count: Int { get set }
    /// The same run without its first `offset` items.
    func dropping(first offset: Int) -> Self
}

extension CountedRun {
    var summary: RunTally { RunTally(items: count, runs: 1) }
    var isEmpty: Bool { count == 0 }
    /// Runs are never merged: a rope's nodes stay balanced by their children, not by the runs' lengths.
    var isUndersized: Bool { false }
    func invariantCheck() {}
    mutating func rebalance(nextNeighbor right: inout Self) -> Bool { false }

    mutating func split(at index: Int) -> Self {
        let tail = dropping(first: index)
        count = index
        return tail
    }
}

/// The runs of a rope of runs, the metric `runCount` reads.
struct RunCountMetric<Element: CountedRun>: RopeMetric {
    func size(of summary: RunTally) -> Int { summary.runs }
    func index(at offset: Int, in element: Element) -> Int { offset }
}

/// The items of a rope of runs, the metric its positions are counted in.
struct ItemMetric<Run: CountedRun>: RopeMetric {
    typealias Element = Run
    func size(of summary: RunTally) -> Int { summary.items }
    func index(at offset: Int, in element: Run) -> Int { offset }
}

extension Rope where Element: CountedRun {
    /// How many items the runs hold. O(1).
    var itemCount: Int { count(in: ItemMetric<Element>()) }

    /// How many runs hold them. O(1).
    var runCount: Int { isEmpty ? 0 : count(in: RunCountMetric<Element>()) }

    /// The run holding item `item` and the index of its first item. - Complexity: O(log runs).
    func run(holding item: Int) -> (run: Element, start: Int) {
        let (index, remaining) = find(at: item, in: ItemMetric<Element>(), preferEnd: false)
        return (self[index], item - remaining)
    }

    /// Cuts the run holding item `position` so that a run begins there. - Complexity: O(log runs).
    mutating func cut(at position: Int) {
        let metric = ItemMetric<Element>()
        guard position < itemCount else { return }
        var (index, remaining) = find(at: position, in: metric, preferEnd: false)
        guard remaining > 0 else { return }
        let tail = update(at: &index) { $0.split(at: remaining) }
        insert(tail, at: position, in: metric)
    }

    /// Inserts `run` before item `position` (at the end when it is the count). - Complexity: O(log runs).
    mutating func insert(_ run: Element, before position: Int) {
        cut(at: position)
        insert(run, at: position, in: ItemMetric<Element>())
    }

    /// Removes items `range`, cutting the runs at its ends. - Complexity: O(log runs + runs removed).
    mutating func remove(_ range: Range<Int>) {
        guard !range.isEmpty, !cutOut(range, putting: nil) else { return }
        removeSubrange(range, in: ItemMetric<Element>())
    }

    /// Puts `run` in place of items `range` (as many as it holds). - Complexity: O(log runs + runs
    /// replaced).
    mutating func replace(_ range: Range<Int>, with run: Element) {
        guard !range.isEmpty, !cutOut(range, putting: run) else { return }
        removeSubrange(range, in: ItemMetric<Element>())
        insert(run, at: range.lowerBound, in: ItemMetric<Element>())
    }

    /// Puts `run` in place of items `range` and of the runs either side that `joins` accepts, so that no
    /// two neighbouring runs are both accepted when `run` is. - Complexity: O(log runs + runs replaced).
    mutating func replaceJoining(_ range: Range<Int>, with run: Element, joins: (Element) -> Bool) {
        var (lower, upper) = (range.lowerBound, range.upperBound)
        if lower > 0 {
            let (before, start) = self.run(holding: lower - 1)
            if joins(before) { lower = start }
        }
        if upper < itemCount {
            let (after, start) = self.run(holding: upper)
            if joins(after) { upper = start + after.count }
        }
        var joined = run
        joined.count = upper - lower
        replace(lower..<upper, with: joined)
    }

    /// Cuts items `range` out of the run holding its first item, in place and in one walk down the tree
    /// (one more for each piece inserted), with `middle` put where they were; false, changing nothing,
    /// when the range goes past that run. - Complexity: O(log runs).
    private mutating func cutOut(_ range: Range<Int>, putting middle: Element?) -> Bool {
        let metric = ItemMetric<Element>()
        var (index, head) = find(at: range.lowerBound, in: metric, preferEnd: false)
        let whole = self[index]
        guard head + range.count <= whole.count else { return false }
        let tail = whole.dropping(first: head + range.count)
        if head > 0 {
            update(at: &index) { $0.count = head }
            if let middle { insert(middle, at: range.lowerBound, in: metric) }
        } else if let middle {
            update(at: &index) { $0 = middle }
        } else if tail.count > 0 {
            update(at: &index) { $0 = tail }
            return true
        } else {
            remove(at: index)
            return true
        }
        if tail.count > 0 { insert(tail, at: range.lowerBound + (middle?.count ?? 0), in: metric) }
        return true
    }

    /// Calls `body` with each run piece of items `range`, in order. - Complexity: O(log runs + runs met).
    func forEachRun(in range: Range<Int>, _ body: (Element) -> Void) {
        guard !range.isEmpty else { return }
        var (index, remaining) = find(at: range.lowerBound, in: ItemMetric<Element>(), preferEnd: false)
        var start = range.lowerBound - remaining
        while start < range.upperBound {
            let run = self[index]
            let from = Swift.max(start, range.lowerBound)
            var piece = run.dropping(first: from - start)
            piece.count = Swift.min(start + run.count, range.upperBound) - from
            body(piece)
            start += run.count
            formIndex(after: &index)
        }
    }
}
