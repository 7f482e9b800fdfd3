import LayoutCore

/// One instance of a section's group, solved: its size and the frames of the cells it holds, relative to
/// its origin, in the order the section's items fill them. Every instance of the group is this one moved
/// along the scroll axis, so a section is solved once, whatever its item count.
struct CompositionalTemplate: Hashable, Sendable {
    /// The group's size, in points.
    var size: Size
    /// The cells' frames, at least one, at most `CompositionalGroup.maximumCells`.
    var frames: [Rect]
    /// Each cell's badge, for the cells whose item has one; empty when none has.
    var badges: [PlacedBadge?] = []

    /// A badge's frame relative to the group, and its zIndex.
    struct PlacedBadge: Hashable, Sendable {
        var frame: Rect
        var zIndex: Int
    }

    /// Solves `group` inside a container whose content is `container` (the section's size, its insets
    /// taken off). - Complexity: O(cells of the group + subitems visited).
    init(group: CompositionalGroup, container: Size) {
        size = group.size.resolved(in: container)
        var cells: [(frame: Rect, badge: PlacedBadge?)] = []
        Self.fill(group, size: size, origin: .zero, into: &cells)
        frames = cells.isEmpty ? [Rect(origin: .zero, size: size)] : cells.map(\.frame)
        if cells.contains(where: { $0.badge != nil }) { badges = cells.map(\.badge) }
        horizontalReach = Self.reach(of: cells, size: size, along: .horizontal)
        verticalReach = Self.reach(of: cells, size: size, along: .vertical)
    }

    /// How far the group's cells and badges reach along each axis from its origin: before it (≤ 0) and
    /// beyond it.
    private var horizontalReach: Reach
    private var verticalReach: Reach

    struct Reach: Hashable, Sendable {
        var before: Double
        var after: Double
    }

    /// How far the group's cells and badges reach along `axis`. - Complexity: O(1).
    func reach(along axis: Axis) -> Reach { axis == .horizontal ? horizontalReach : verticalReach }

    private static func reach(of cells: [(frame: Rect, badge: PlacedBadge?)], size: Size, along axis: Axis) -> Reach {
        var reach = Reach(before: 0, after: size.length(along: axis))
        for cell in cells {
            for frame in [cell.frame, cell.badge?.frame].compactMap({ $0 }) {
                reach.before = min(reach.before, frame.min(along: axis))
                reach.after = max(reach.after, frame.max(along: axis))
            }
        }
        return reach
    }

    /// Places `group`'s subitems inside the rect at `origin` of `size`, appending the cells' frames.
    /// A group takes its subitems in turn (again from the first) while the next one fits along its
    /// direction, and at least one, even one that does not fit, so that every group holds a cell.
    private static func fill(
        _ group: CompositionalGroup, size: Size, origin: Point, into frames: inout [(frame: Rect, badge: PlacedBadge?)]
    ) {
        let maximumCells = CompositionalGroup.maximumCells
        if let custom = group.customFrames {
            for frame in custom.prefix(maximumCells - frames.count) {
                frames.append((frame.offsetBy(dx: origin.x, dy: origin.y), nil))
            }
            return
        }
        let inner = size.inset(by: group.contentInsets)
        let start = Point(x: origin.x + group.contentInsets.left, y: origin.y + group.contentInsets.top)
        let axis = group.direction
        let available = inner.length(along: axis)
        let spacing = group.interItemSpacing
        guard let first = group.subitems.first else { return }
        if let count = group.count {
            let share = max(0, (available - spacing * Double(count - 1)) / Double(count))
            var cursor = 0.0
            for _ in 0..<count where frames.count < maximumCells {
                let cross = slotSize(of: first, in: inner).length(along: axis.cross)
                place(first, slot: slot(cursor, share, cross, start, axis), into: &frames)
                cursor += share + spacing
            }
            return
        }
        let slots = fittingSlots(group, in: inner, limit: maximumCells - frames.count)
        // Flexible spacing spreads what is left over the gaps; fixed spacing leaves it at the end.
        let used = slots.reduce(0) { $0 + $1.size.length(along: axis) } + spacing * Double(max(0, slots.count - 1))
        let gap =
            group.isSpacingFlexible && slots.count > 1
            ? spacing + max(0, available - used) / Double(slots.count - 1) : spacing
        var cursor = 0.0
        for (subitem, slotSize) in slots {
            let length = slotSize.length(along: axis)
            place(subitem, slot: slot(cursor, length, slotSize.length(along: axis.cross), start, axis), into: &frames)
            cursor += length + gap
        }
    }

    /// The subitems a group takes in turn (again from the first) while the next one fits along its direction
    /// with `interItemSpacing` before it, at least one, at most `limit` slots, with their sizes.
    /// - Complexity: O(slots).
    private static func fittingSlots(_ group: CompositionalGroup, in inner: Size, limit: Int) -> [(
        subitem: CompositionalGroup.Subitem, size: Size
    )] {
        let axis = group.direction
        let available = inner.length(along: axis)
        var slots: [(subitem: CompositionalGroup.Subitem, size: Size)] = []
        var cursor = 0.0
        while slots.count < limit {
            let subitem = group.subitems[slots.count % group.subitems.count]
            let size = slotSize(of: subitem, in: inner)
            let length = size.length(along: axis)
            // A hair of tolerance, so that three thirds fill a group that rounding makes a hair short.
            guard slots.isEmpty || cursor + length <= available + 1e-9 * max(1, available) else { break }
            slots.append((subitem, size))
            cursor += length + group.interItemSpacing
            // A subitem with no length would be taken for ever.
            if length + group.interItemSpacing <= 0 { break }
        }
        return slots
    }

    /// The rect of a slot `cursor` points along `axis` from `start`.
    private static func slot(_ cursor: Double, _ length: Double, _ cross: Double, _ start: Point, _ axis: Axis) -> Rect
    {
        Rect(main: cursor, cross: 0, mainLength: length, crossLength: cross, axis: axis).offsetBy(
            dx: start.x, dy: start.y)
    }

    /// A subitem's size in a group whose content is `inner`.
    private static func slotSize(of subitem: CompositionalGroup.Subitem, in inner: Size) -> Size {
        switch subitem {
        case .item(let item): item.size.resolved(in: inner)
        case .group(let nested): nested.size.resolved(in: inner)
        }
    }

    /// A cell in `slot` shrunk by its content insets, or a nested group filling it.
    private static func place(
        _ subitem: CompositionalGroup.Subitem, slot: Rect, into frames: inout [(frame: Rect, badge: PlacedBadge?)]
    ) {
        switch subitem {
        case .item(let item):
            let frame = slot.inset(by: item.contentInsets)
            frames.append((frame, item.badge.map { PlacedBadge(frame: $0.frame(on: frame), zIndex: $0.zIndex) }))
        case .group(let nested):
            fill(nested, size: slot.size, origin: slot.origin, into: &frames)
        }
    }
}
