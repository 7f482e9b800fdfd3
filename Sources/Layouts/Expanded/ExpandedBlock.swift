import LayoutCore

/// How a block of the expanded grid arranges its cells: a row of up to three 1×1
/// cells, or a block two rows tall holding one big cell (2×2, with two 1×1 cells beside it) or one tall
/// cell (1×2, with four 1×1 cells beside it) at a position.
enum ExpandedBlockShape: UInt8, Hashable, Sendable {
    /// Three_Of_One: 1 to 3 cells in one row.
    case row
    /// One_Of_Four with the big cell at position 2 (item 0 big, on the left).
    case fourAtPosition2
    /// One_Of_Four, position 1 (item 1 big, on the left).
    case fourAtPosition1
    /// One_Of_Four, position 0 (item 2 big, on the right).
    case fourAtPosition0
    /// One_Of_Two, position 2 (item 0 tall, on the left).
    case twoAtPosition2
    /// One_Of_Two, position 1 (item 1 tall, on the left).
    case twoAtPosition1
    /// One_Of_Two, position 0 (item 2 tall, on the right).
    case twoAtPosition0

    /// How many rows of `u` the block spans.
    var rowCount: Int { self == .row ? 1 : 2 }
}

/// One block of the expanded grid: a UICollectionView section inside the seed, invisible to the user
/// (index paths stay flat, `[0, i]`). 16 bytes.
struct ExpandedBlock: Hashable, Sendable {
    /// The flat index of the block's first item; views hold at most 10,000,000 items.
    var firstItem: Int32
    /// How many items the block holds: 1 to 5.
    var count: UInt8
    var shape: ExpandedBlockShape
    /// The block's top, in units of `u` from the top of the first block (rows are `u` tall).
    var rowOffset: Int32
}

/// The seed's packing: windows of three consecutive items, read in order. A block depends on the scales of
/// its first three items and on how many items remain from its first (fewer than 3, 3 or 4, 5 or more),
/// nothing else: `ExpandedGeometry.update` relies on it.
enum ExpandedPacking {
    /// The blocks for `count` items whose scales `scale(i)` answers. O(count), one allocation.
    static func blocks(count: Int, scale: (Int) -> ItemScale) -> [ExpandedBlock] {
        var blocks: [ExpandedBlock] = []
        blocks.reserveCapacity(count / 3 + 1)
        _ = pack(from: 0, rowOffset: 0, count: count, scale: scale, into: &blocks) { _, _ in false }
        return blocks
    }

    /// Appends to `blocks` the blocks from item `first` (a block's first item, `rowOffset` rows down) until
    /// the items end or `stops(item, rowOffset)` says so before a block; returns the item and row where it
    /// stopped. - Complexity: O(items packed).
    @inline(__always)
    static func pack(
        from first: Int, rowOffset start: Int32, count: Int, scale: (Int) -> ItemScale,
        into blocks: inout [ExpandedBlock], until stops: (Int, Int32) -> Bool
    ) -> (item: Int, rowOffset: Int32) {
        var item = first
        var rowOffset = start
        while item < count, !stops(item, rowOffset) {
            let block = nextBlock(at: item, remaining: count - item, scale: scale)
            blocks.append(
                ExpandedBlock(firstItem: Int32(item), count: block.count, shape: block.shape, rowOffset: rowOffset))
            rowOffset += Int32(block.shape.rowCount)
            item += Int(block.count)
        }
        return (item, rowOffset)
    }

    /// The seed's window rules, in order, for the window starting at `item` with `remaining` items left.
    private static func nextBlock(at item: Int, remaining: Int, scale: (Int) -> ItemScale)
        -> (count: UInt8, shape: ExpandedBlockShape)
    {
        guard remaining >= 3 else { return (UInt8(remaining), .row) }
        let window = (scale(item), scale(item + 1), scale(item + 2))
        let anyTwo = window.0 == .two || window.1 == .two || window.2 == .two
        let anyFour = window.0 == .four || window.1 == .four || window.2 == .four
        // The big cell's position: the first slot whose scale is two or four (slot 0 → 2, 1 → 1, else 0).
        let position = window.0 != .one ? 2 : (window.1 != .one ? 1 : 0)
        if remaining >= 5, anyTwo {
            return (5, position == 2 ? .twoAtPosition2 : (position == 1 ? .twoAtPosition1 : .twoAtPosition0))
        }
        if anyFour {
            return (3, position == 2 ? .fourAtPosition2 : (position == 1 ? .fourAtPosition1 : .fourAtPosition0))
        }
        return (3, .row)
    }
}
