extension Array {
    /// The index of the first element for which `isAfter` holds, given that it holds for a suffix of the
    /// array (a partitioned array); `count` when it holds for none. O(log n).
    @inlinable
    public func partitionPoint(where isAfter: (Element) -> Bool) -> Int {
        partitionPoint(in: 0..<count, where: isAfter)
    }

    /// `partitionPoint(where:)` within `range` of the array: the absolute index of the first element of the
    /// range for which `isAfter` holds, `range.upperBound` when none. O(log range.count).
    @inlinable
    public func partitionPoint(in range: Range<Int>, where isAfter: (Element) -> Bool) -> Int {
        var low = range.lowerBound
        var high = range.upperBound
        while low < high {
            let middle = low + (high - low) / 2
            if isAfter(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
