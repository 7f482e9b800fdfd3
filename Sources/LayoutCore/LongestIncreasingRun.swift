/// One longest strictly increasing subsequence of a sequence of distinct integers, found by the patience
/// method: each value goes on the first pile whose top is not below it (a binary search over the piles'
/// tops), linked to the top of the pile before; the last pile's top and its links are one longest run.
/// Of runs of the same length, this finds the one whose last value is the last to go on the last pile.
enum LongestIncreasingRun {
    /// For each position of `values` (distinct), whether it belongs to the run found. `comparisons` grows
    /// by the comparisons of values made: at most k - 1 to see whether they all increase, then at most
    /// ⌈log₂(k + 1)⌉ for each of the k values.
    /// - Complexity: O(k log k) time, O(k) memory.
    static func members(of values: [Int], comparisons: inout Int) -> [Bool] {
        // The usual case, a section whose kept items keep their order, in k - 1 comparisons.
        if isIncreasing(values, comparisons: &comparisons) {
            return [Bool](repeating: true, count: values.count)
        }
        // tops[l]: the position of the smallest value that ends an increasing run of length l + 1 so far.
        var tops: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            var low = 0
            var high = tops.count
            while low < high {
                let middle = (low + high) / 2
                comparisons += 1
                if values[tops[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tops[low - 1] }
            if low == tops.count { tops.append(position) } else { tops[low] = position }
        }
        var members = [Bool](repeating: false, count: values.count)
        var position = tops.last ?? -1
        while position >= 0 {
            members[position] = true
            position = previous[position]
        }
        return members
    }

    /// Whether `values` increase throughout; `comparisons` grows by those made (at most k - 1).
    private static func isIncreasing(_ values: [Int], comparisons: inout Int) -> Bool {
        for index in values.indices.dropFirst() {
            comparisons += 1
            if values[index - 1] >= values[index] { return false }
        }
        return true
    }
}
