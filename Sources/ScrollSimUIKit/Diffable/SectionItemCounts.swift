/// The item counts of a snapshot's sections, summed as a Fenwick tree (a binary indexed tree): the items
/// before a section are counted in O(log sections), and a section's count changes, or a section is added
/// at the end, in O(log sections). A diffable snapshot finds an item's index among all items with it.
struct SectionItemCounts: Sendable {
    /// `sums[i]` is the total of the counts of sections `i & (i + 1)` through `i` (0-based Fenwick).
    private var sums: [Int] = []

    /// How many sections are counted.
    var count: Int { sums.count }

    /// The items of the sections before `section` (0 for the first; every item for `count`).
    /// - Complexity: O(log sections).
    func itemsBefore(_ section: Int) -> Int {
        var total = 0
        var index = section - 1
        while index >= 0 {
            total += sums[index]
            index = (index & (index + 1)) - 1
        }
        return total
    }

    /// Adds `delta` items (negative: removes) to `section`'s count. - Complexity: O(log sections).
    mutating func add(_ delta: Int, at section: Int) {
        var index = section
        while index < sums.count {
            sums[index] += delta
            index |= index + 1
        }
    }

    /// Counts a new last section of `items` items. - Complexity: O(log sections).
    mutating func append(_ items: Int) {
        let index = sums.count
        sums.append(itemsBefore(index) - itemsBefore(index & (index + 1)) + items)
    }

    /// Counts anew the sections from `start` on, `counts` being their item counts in order (the earlier
    /// sections keep theirs). - Complexity: O(k log sections) for the k sections counted anew.
    mutating func recount(from start: Int, _ counts: some Sequence<Int>) {
        sums.removeSubrange(min(start, sums.count)...)
        for items in counts { append(items) }
    }
}
