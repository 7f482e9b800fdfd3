import LayoutCore

/// How a group places its subitems: along its direction, `interItemSpacing` apart, each with the edge
/// spacing it keeps; nested groups recursively.
extension CompositionalTemplate {
    /// A subitem chosen for a group, with its size and the fixed room its edge spacing keeps before and
    /// after it along the group's direction.
    private struct Slot {
        var subitem: CompositionalGroup.Subitem
        var size: Size
        var before: Double
        var after: Double
    }

    /// Places `group`'s subitems inside the rect at `origin` of `size`, appending the cells' frames, and
    /// anchors the group's supplementary views to that rect, at the first cell it placed.
    /// A group takes its subitems in turn (again from the first) while the next one fits along its
    /// direction, and at least one, even one that does not fit, so that every group holds a cell; filling
    /// stops once `cells` holds `CompositionalGroup.maximumCells` (a nested group may have filled them
    /// before its later siblings are placed). Called with fewer cells than that.
    /// - Complexity: O(cells).
    static func fill(_ group: CompositionalGroup, size: Size, origin: Point, into cells: inout [Cell]) {
        let first = cells.count
        fillSubitems(group, size: size, origin: origin, into: &cells)
        // The group's own supplementary views, on its frame, at its first cell.
        guard !group.supplementaryItems.isEmpty, cells.count > first else { return }
        let frame = Rect(origin: origin, size: size)
        cells[first].supplementaries += group.supplementaryItems.map {
            PlacedSupplementary(kind: $0.kind, frame: $0.frame(on: frame), zIndex: $0.zIndex)
        }
    }

    /// Places `group`'s subitems (or a custom group's frames), as `fill` describes.
    private static func fillSubitems(_ group: CompositionalGroup, size: Size, origin: Point, into cells: inout [Cell]) {
        let maximumCells = CompositionalGroup.maximumCells
        if let custom = group.customFrames {
            for frame in custom.prefix(maximumCells - cells.count) {
                cells.append((frame.offsetBy(dx: origin.x, dy: origin.y), [], EstimatedAxes()))
            }
            return
        }
        let inner = size.inset(by: group.contentInsets)
        let start = Point(x: origin.x + group.contentInsets.left, y: origin.y + group.contentInsets.top)
        let axis = group.direction
        let slots = chooseSlots(group, in: inner, limit: maximumCells - cells.count)
        let spacing = group.interItemSpacing
        let used =
            slots.reduce(0) { $0 + $1.before + $1.size.length(along: axis) + $1.after }
            + spacing * Double(max(0, slots.count - 1))
        // What is left along the direction goes to the flexible edges and gaps, in equal shares.
        let flexibleGaps = group.isSpacingFlexible ? max(0, slots.count - 1) : 0
        let flexibleEdges = slots.reduce(0) {
            let edges = $1.subitem.edgeSpacing
            return $0 + (edges?.before(along: axis)?.isFlexible == true ? 1 : 0)
                + (edges?.after(along: axis)?.isFlexible == true ? 1 : 0)
        }
        let shares = flexibleGaps + flexibleEdges
        let share = shares > 0 && group.count == nil ? max(0, inner.length(along: axis) - used) / Double(shares) : 0
        var cursor = 0.0
        for (index, slot) in slots.enumerated() {
            guard cells.count < maximumCells else { return }
            let edges = slot.subitem.edgeSpacing
            cursor += slot.before + (edges?.before(along: axis)?.isFlexible == true ? share : 0)
            let crossOffset = Self.crossOffset(of: slot, in: inner, along: axis)
            let rect = Rect(
                main: cursor, cross: crossOffset, mainLength: slot.size.length(along: axis),
                crossLength: slot.size.length(along: axis.cross), axis: axis
            ).offsetBy(dx: start.x, dy: start.y)
            place(slot.subitem, slot: rect, into: &cells)
            cursor += slot.size.length(along: axis) + slot.after
            cursor += edges?.after(along: axis)?.isFlexible == true ? share : 0
            if index < slots.count - 1 { cursor += spacing + (group.isSpacingFlexible ? share : 0) }
        }
    }

    /// The subitems the group places, with their sizes: with `count`, its one subitem that many times, each
    /// an equal share of the length its spacing leaves; else its subitems in turn while the next fits with
    /// `interItemSpacing` and its edge spacing before it, at least one, at most `limit`.
    /// - Complexity: O(slots).
    private static func chooseSlots(_ group: CompositionalGroup, in inner: Size, limit: Int) -> [Slot] {
        let axis = group.direction
        let available = inner.length(along: axis)
        func slot(_ subitem: CompositionalGroup.Subitem, size: Size) -> Slot {
            Slot(
                subitem: subitem, size: size, before: subitem.edgeSpacing?.before(along: axis)?.points ?? 0,
                after: subitem.edgeSpacing?.after(along: axis)?.points ?? 0)
        }
        guard let first = group.subitems.first else { return [] }
        if let count = group.count {
            let edges = slot(first, size: .zero)
            let spacingLength =
                group.interItemSpacing * Double(count - 1) + Double(count) * (edges.before + edges.after)
            let share = max(0, (available - spacingLength) / Double(count))
            let size = Size(
                main: share, cross: slotSize(of: first, in: inner).length(along: axis.cross), axis: axis)
            return (0..<min(count, limit)).map { _ in slot(first, size: size) }
        }
        var slots: [Slot] = []
        var cursor = 0.0
        while slots.count < limit {
            let subitem = group.subitems[slots.count % group.subitems.count]
            let next = slot(subitem, size: slotSize(of: subitem, in: inner))
            let length = next.before + next.size.length(along: axis) + next.after
            // A hair of tolerance, so that three thirds fill a group that rounding makes a hair short.
            guard slots.isEmpty || cursor + length <= available + 1e-9 * max(1, available) else { break }
            slots.append(next)
            cursor += length + group.interItemSpacing
            // A subitem with no length would be taken for ever.
            if length + group.interItemSpacing <= 0 { break }
        }
        return slots
    }

    /// Where a subitem sits across the group's direction: after its fixed leading (or top) spacing, and,
    /// with flexible edges, moved by the room it leaves (half of it when both edges are flexible).
    private static func crossOffset(of slot: Slot, in inner: Size, along axis: Axis) -> Double {
        let cross = axis.cross
        guard let edges = slot.subitem.edgeSpacing else { return 0 }
        let before = edges.before(along: cross)
        let after = edges.after(along: cross)
        let room = max(
            0,
            inner.length(along: cross) - slot.size.length(along: cross) - (before?.points ?? 0) - (after?.points ?? 0))
        let moved: Double =
            switch (before?.isFlexible == true, after?.isFlexible == true) {
            case (true, true): room / 2
            case (true, false): room
            default: 0
            }
        return (before?.points ?? 0) + moved
    }

    /// A subitem's size in a group whose content is `inner`.
    private static func slotSize(of subitem: CompositionalGroup.Subitem, in inner: Size) -> Size {
        switch subitem {
        case .item(let item): item.size.resolved(in: inner)
        case .group(let nested): nested.size.resolved(in: inner)
        }
    }

    /// A cell in `slot` shrunk by its content insets along its axes that are not estimated, or a nested
    /// group filling it.
    private static func place(_ subitem: CompositionalGroup.Subitem, slot: Rect, into cells: inout [Cell]) {
        switch subitem {
        case .item(let item):
            let frame = slot.inset(by: item.appliedContentInsets)
            let supplementaries = item.supplementaryItems.map {
                PlacedSupplementary(kind: $0.kind, frame: $0.frame(on: frame), zIndex: $0.zIndex)
            }
            cells.append(
                (
                    frame, supplementaries,
                    EstimatedAxes(
                        width: item.size.width.isEstimated, height: item.size.height.isEstimated,
                        uniformWidth: item.size.width.isUniform, uniformHeight: item.size.height.isUniform)
                ))
        case .group(let nested):
            fill(nested, size: slot.size, origin: slot.origin, into: &cells)
        }
    }
}
