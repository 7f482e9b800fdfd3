import LayoutCore

extension ExpandedLayout {
    /// The cells of the blocks that meet `rect`, then the header and footer.
    /// - Complexity: O(log b + k): a binary search over the b blocks, then a walk over those that meet it.
    public func attributes(in rect: Rect, bounds: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        let blocks = geometry.blocks
        var index = blocks.partitionPoint { geometry.maxY(of: $0) > rect.minY }
        while index < blocks.count, geometry.minY(of: blocks[index]) < rect.maxY {
            let block = blocks[index]
            for k in 0..<Int(block.count) {
                let frame = geometry.frame(ofItem: k, in: block)
                if frame.intersects(rect) { result.append(cell(Int(block.firstItem) + k, frame: frame)) }
            }
            index += 1
        }
        if let header = supplementary(.header), header.frame.intersects(rect) { result.append(header) }
        if let footer = supplementary(.footer), footer.frame.intersects(rect) { result.append(footer) }
        return result
    }

    /// Counts the cells of the blocks that meet `rect`, then the header and footer, without building one.
    /// - Complexity: O(log b + min(k, limit)) for the k cells of the blocks that meet `rect`.
    public func countAttributes(in rect: Rect, bounds: Rect, upTo limit: Int) -> Int {
        var count = 0
        let blocks = geometry.blocks
        var index = blocks.partitionPoint { geometry.maxY(of: $0) > rect.minY }
        while index < blocks.count, geometry.minY(of: blocks[index]) < rect.maxY {
            let block = blocks[index]
            for k in 0..<Int(block.count) where geometry.frame(ofItem: k, in: block).intersects(rect) {
                count += 1
                if count > limit { return count }
            }
            index += 1
        }
        if let header = supplementary(.header), header.frame.intersects(rect) { count += 1 }
        if let footer = supplementary(.footer), footer.frame.intersects(rect) { count += 1 }
        return count.counted(upTo: limit)
    }

    /// - Complexity: O(log b) for b blocks.
    public func attributes(forItem indexPath: IndexPath, bounds: Rect) -> LayoutAttributes? {
        guard indexPath.section == 0, data.contains(indexPath),
            let index = geometry.blockIndex(ofItem: indexPath.item)
        else { return nil }
        let block = geometry.blocks[index]
        return cell(indexPath.item, frame: geometry.frame(ofItem: indexPath.item - Int(block.firstItem), in: block))
    }

    /// The header and the footer live at `[0, 0]`. - Complexity: O(1).
    public func attributes(forSupplementary kind: ElementKind, at indexPath: IndexPath, bounds: Rect)
        -> LayoutAttributes?
    {
        indexPath == IndexPath(section: 0, item: 0) ? supplementary(kind) : nil
    }

    private func supplementary(_ kind: ElementKind) -> LayoutAttributes? {
        let frame: Rect?
        switch kind {
        case .header: frame = geometry.header
        case .footer: frame = geometry.footer
        default: frame = nil
        }
        return frame.map { .supplementary(kind, IndexPath(section: 0, item: 0), frame: $0) }
    }

    private func cell(_ item: Int, frame: Rect) -> LayoutAttributes {
        let indexPath = IndexPath(section: 0, item: item)
        return .cell(indexPath, id: data.placedItemID(at: indexPath), frame: frame)
    }
}
