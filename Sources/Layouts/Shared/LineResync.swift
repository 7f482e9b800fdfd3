import LayoutCore

/// A line a layout keeps, known by the flat index of its first item.
protocol LineStartingAtItem {
    /// Views hold at most 10,000,000 items.
    var firstItem: Int32 { get }
}

/// Lines a layout keeps in order of their first item, read by index: an array, or chunks.
protocol LineSequence {
    associatedtype Line: LineStartingAtItem
    subscript(index: Int) -> Line { get }
    /// The first index of `range` whose line `isAfter` holds for, given that it holds for a suffix of it.
    func partitionPoint(in range: Range<Int>, where isAfter: (Line) -> Bool) -> Int
}

extension Array: LineSequence where Element: LineStartingAtItem {}
extension ShiftedChunks: LineSequence where Element: LineStartingAtItem {}

/// Finds, while a changed section's lines are placed again in order, the first old line a new line falls
/// back into step with: one that starts with the same kept item, past every edit placement has reached and
/// clear of the next. Flow lines and the plugin's flow and grid lines stop re-placement there.
struct LineResync<Lines: LineSequence> {
    var walk: EditWalk
    let lines: Lines
    /// The old lines still to compare with; its lower bound walks forward.
    var lineRange: Range<Int>
    /// The flat index of the section's first item.
    let sectionFirstItem: Int

    /// The old line that a new line starting with new item `item` (of the section) falls into step with,
    /// and the old index of that item; nil when there is none. Items are asked in increasing order.
    /// - Complexity: O(1) amortized: the edits and old lines are walked once each.
    mutating func oldLine(startingWithNewItem item: Int) -> (line: Int, oldItem: Int)? {
        guard let oldItem = walk.keptOldItem(atNewItem: item) else { return nil }
        if let next = walk.nextEdit, next.removed.lowerBound <= oldItem { return nil }
        var line = lineRange.lowerBound
        while line < lineRange.upperBound, Int(lines[line].firstItem) - sectionFirstItem < oldItem { line += 1 }
        lineRange = line..<lineRange.upperBound
        guard line < lineRange.upperBound, Int(lines[line].firstItem) - sectionFirstItem == oldItem else {
            return nil
        }
        return (line, oldItem)
    }
}

extension LineSequence {
    /// The line among `range` (ordered by first item) that holds flat item `item`, which one of them does.
    /// O(log lines).
    func line(holding item: Int, in range: Range<Int>) -> Int {
        partitionPoint(in: range) { Int($0.firstItem) > item } - 1
    }
}
