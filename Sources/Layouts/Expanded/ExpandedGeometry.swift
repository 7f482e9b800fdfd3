import LayoutCore

/// The size class of a cell of the expanded grid.
enum ExpandedCellSize: Hashable, Sendable {
    /// 1×1.
    case one
    /// 1×2: one column, two rows.
    case tall
    /// 2×2.
    case big
}

extension ExpandedBlockShape {
    /// Where the block's `k`th item sits: its column (0–2), its row within the block (0–1) and its size
    /// (the seed's block layouts).
    func placement(ofItem k: Int) -> (column: Int, row: Int, size: ExpandedCellSize) {
        switch (self, k) {
        case (.row, _): return (k, 0, .one)
        case (.fourAtPosition2, 0): return (0, 0, .big)
        case (.fourAtPosition1, 0): return (2, 0, .one)
        case (.fourAtPosition1, 1): return (0, 0, .big)
        case (.fourAtPosition2, 1): return (2, 0, .one)
        case (.fourAtPosition2, _), (.fourAtPosition1, _): return (2, 1, .one)
        case (.fourAtPosition0, 0): return (0, 0, .one)
        case (.fourAtPosition0, 1): return (0, 1, .one)
        case (.fourAtPosition0, _): return (1, 0, .big)
        case (.twoAtPosition2, 0), (.twoAtPosition1, 1): return (0, 0, .tall)
        case (.twoAtPosition2, 1), (.twoAtPosition1, 0): return (1, 0, .one)
        case (.twoAtPosition2, 2), (.twoAtPosition1, 2): return (2, 0, .one)
        case (.twoAtPosition2, 3), (.twoAtPosition1, 3): return (1, 1, .one)
        case (.twoAtPosition2, _), (.twoAtPosition1, _): return (2, 1, .one)
        case (.twoAtPosition0, 2): return (2, 0, .tall)
        case (.twoAtPosition0, 3): return (0, 1, .one)
        case (.twoAtPosition0, 4): return (1, 1, .one)
        case (.twoAtPosition0, _): return (k, 0, .one)
        }
    }
}

/// Everything the expanded layout computes in `prepare`: the blocks and the metrics that turn a block and
/// a position in it into a frame. Frames are arithmetic, not stored: 16 bytes per block of 3 to 5 items.
struct ExpandedGeometry: Hashable, Sendable {
    var blocks: [ExpandedBlock] = []
    /// The unit: a third of the width inside the section insets, in points.
    var unit: Double = 0
    var interitemSpacing: Double = ExpandedConfiguration.defaultSpacing
    var lineSpacing: Double = ExpandedConfiguration.defaultSpacing
    var inset: EdgeInsets = .zero
    /// The top of the first block: the section inset's top plus the header's height.
    var blocksTop: Double = 0
    var header: Rect?
    var footer: Rect?
    var contentSize: Size = .zero

    /// The top of `block`, in points. O(1).
    func minY(of block: ExpandedBlock) -> Double { blocksTop + Double(block.rowOffset) * unit }

    /// The bottom of `block` (its cells keep the line spacing inside this height). O(1).
    func maxY(of block: ExpandedBlock) -> Double { minY(of: block) + Double(block.shape.rowCount) * unit }

    /// The frame of the `k`th item of `block`. O(1).
    func frame(ofItem k: Int, in block: ExpandedBlock) -> Rect {
        let place = block.shape.placement(ofItem: k)
        let s = interitemSpacing
        let x = inset.left + Double(place.column) * (unit + s / 3)
        let y = minY(of: block) + Double(place.row) * unit
        switch place.size {
        case .one: return Rect(x: x, y: y, width: unit - 2 * s / 3, height: unit - lineSpacing)
        case .tall: return Rect(x: x, y: y, width: unit - 2 * s / 3, height: 2 * unit - lineSpacing)
        case .big: return Rect(x: x, y: y, width: 2 * unit - s / 3, height: 2 * unit - lineSpacing)
        }
    }

    /// The index of the block holding flat item `item`, or nil past the last. O(log blocks).
    func blockIndex(ofItem item: Int) -> Int? {
        let after = blocks.partitionPoint { Int($0.firstItem) > item }
        guard after > 0, item < Int(blocks[after - 1].firstItem) + Int(blocks[after - 1].count) else { return nil }
        return after - 1
    }

    /// Puts the footer below the last block and ends the content after it and the bottom inset. O(1).
    mutating func placeEnd() {
        let blocksBottom = blocks.last.map { maxY(of: $0) } ?? blocksTop
        footer?.origin.y = blocksBottom
        contentSize.height = blocksBottom + (footer?.height ?? 0) + inset.bottom
    }

    /// The bytes the geometry holds, by capacity.
    var retainedBytes: Int { blocks.capacity * MemoryLayout<ExpandedBlock>.stride }
}
