import LayoutCore

extension PluginLayout {
    /// The cells and supplementary views whose frames, after their effects at `bounds`, meet `rect`.
    /// Effects are applied to the candidates only: the cells within `maximumCellShift` before `rect` and
    /// the headers and footers of the sections that meet it (a sticky one never leaves its section).
    /// - Complexity: O(log n + k) for k candidates (per column in round-robin staggered sections).
    public func attributes(in rect: Rect, bounds: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        result.reserveCapacity(64)
        visit(in: rect, bounds: bounds) { attributes in
            result.append(attributes)
            return true
        }
        return result
    }

    /// Counts what `attributes(in:bounds:)` answers as it goes, keeping none of it.
    /// - Complexity: O(log n + min(k, limit)) for k candidates.
    public func countAttributes(in rect: Rect, bounds: Rect, upTo limit: Int) -> Int {
        var count = 0
        visit(in: rect, bounds: bounds) { _ in
            count += 1
            return count <= limit
        }
        return count
    }

    /// Hands `body` each element of `attributes(in:bounds:)` until it answers false. - Complexity: O(log n + k)
    /// for the k candidates handed over.
    private func visit(in rect: Rect, bounds: Rect, _ body: (LayoutAttributes) -> Bool) {
        let axis = geometry.axis
        let low = rect.min(along: axis)
        let high = rect.max(along: axis)
        let effects = PluginEffects(axis: axis, bounds: bounds, contentInset: contentInset)
        let reach = low - geometry.maximumCellShift
        let firstReached = geometry.sections.partitionPoint { $0.maxMain > reach }
        let endReached = geometry.sections.partitionPoint { $0.minMain >= high }
        for section in firstReached..<max(firstReached, endReached) {
            let placed = geometry.sections[section]
            let sectionReach = placed.cellEffects.isEmpty ? low : reach
            for lane in 0..<geometry.laneCount(of: placed) {
                for flat in geometry.candidates(in: placed, lane: lane, from: sectionReach, to: high) {
                    let frame = geometry.frames[flat]
                    if placed.cellEffects.isEmpty {
                        if frame.intersects(rect), !body(cell(section: section, flat: flat, frame: frame)) { return }
                        continue
                    }
                    guard frame.max(along: axis) > reach, frame.min(along: axis) < high else { continue }
                    var attributes = cell(section: section, flat: flat, frame: frame)
                    effects.apply(placed.cellEffects, to: &attributes, section: section, in: placed)
                    if attributes.frame.intersects(rect), !body(attributes) { return }
                }
            }
        }
        let firstSection = geometry.sections.partitionPoint { $0.maxMain > low }
        let endSection = geometry.sections.partitionPoint { $0.minMain >= high }
        for section in firstSection..<max(firstSection, endSection) {
            if let header = supplementary(.header, section: section, effects: effects), header.frame.intersects(rect),
                !body(header)
            {
                return
            }
            if let footer = supplementary(.footer, section: section, effects: effects), footer.frame.intersects(rect),
                !body(footer)
            {
                return
            }
        }
    }

    /// The cell's attributes with its effects at `bounds` (the seed answers them without effects; ours
    /// answers what the view shows, as every layout here does). - Complexity: O(1).
    public func attributes(forItem indexPath: IndexPath, bounds: Rect) -> LayoutAttributes? {
        guard data.contains(indexPath), geometry.sections.indices.contains(indexPath.section) else { return nil }
        let placed = geometry.sections[indexPath.section]
        guard indexPath.item < placed.itemCount else { return nil }
        let flat = placed.firstItem + indexPath.item
        var attributes = cell(section: indexPath.section, flat: flat, frame: geometry.frames[flat])
        PluginEffects(axis: geometry.axis, bounds: bounds, contentInset: contentInset)
            .apply(placed.cellEffects, to: &attributes, section: indexPath.section, in: placed)
        return attributes
    }

    /// Headers and footers live at `[section, 0]`, with their effects at `bounds`. - Complexity: O(1).
    public func attributes(forSupplementary kind: ElementKind, at indexPath: IndexPath, bounds: Rect)
        -> LayoutAttributes?
    {
        guard indexPath.item == 0, geometry.sections.indices.contains(indexPath.section) else { return nil }
        let effects = PluginEffects(axis: geometry.axis, bounds: bounds, contentInset: contentInset)
        return supplementary(kind, section: indexPath.section, effects: effects)
    }

    private func supplementary(_ kind: ElementKind, section: Int, effects: PluginEffects) -> LayoutAttributes? {
        let placed = geometry.sections[section]
        let frame: Rect?
        let kindEffects: [ScrollEffect]
        switch kind {
        case .header: (frame, kindEffects) = (placed.header, placed.headerEffects)
        case .footer: (frame, kindEffects) = (placed.footer, placed.footerEffects)
        default: return nil
        }
        guard let frame else { return nil }
        var attributes = LayoutAttributes.supplementary(kind, IndexPath(section: section, item: 0), frame: frame)
        effects.apply(kindEffects, to: &attributes, section: section, in: placed)
        return attributes
    }

    private func cell(section: Int, flat: Int, frame: Rect) -> LayoutAttributes {
        let indexPath = IndexPath(section: section, item: flat - geometry.sections[section].firstItem)
        return .cell(indexPath, id: data.placedItemID(at: indexPath), frame: frame)
    }
}
