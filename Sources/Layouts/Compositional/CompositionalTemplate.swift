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
    /// Each cell's estimated axes, for a group where some item has an estimated dimension; empty otherwise.
    var estimated: [EstimatedAxes] = []

    /// A badge's frame relative to the group, and its zIndex.
    struct PlacedBadge: Hashable, Sendable {
        var frame: Rect
        var zIndex: Int
    }

    /// Solves `group` inside a container whose content is `container` (the section's size, its insets
    /// taken off). - Complexity: O(cells of the group + subitems visited).
    init(group: CompositionalGroup, container: Size) {
        size = group.size.resolved(in: container)
        var cells: [Cell] = []
        Self.fill(group, size: size, origin: .zero, into: &cells)
        frames = cells.isEmpty ? [Rect(origin: .zero, size: size)] : cells.map(\.frame)
        if cells.contains(where: { $0.badge != nil }) { badges = cells.map(\.badge) }
        if cells.contains(where: { $0.estimated != EstimatedAxes() }) { estimated = cells.map(\.estimated) }
        horizontalReach = Self.reach(of: cells, size: size, along: .horizontal)
        verticalReach = Self.reach(of: cells, size: size, along: .vertical)
    }

    /// How far the group's cells and badges reach along each axis from its origin: before it (≤ 0) and
    /// beyond it.
    private var horizontalReach: Reach
    private var verticalReach: Reach

    /// A cell's frame and its badge, as the fill produces them.
    typealias Cell = (frame: Rect, badge: PlacedBadge?, estimated: EstimatedAxes)

    /// Which of a cell's lengths its item gives as an `estimated` dimension (a self-sizing cell takes its
    /// item's answer there).
    struct EstimatedAxes: Hashable, Sendable {
        var width = false
        var height = false

        /// Whether the length along `axis` is an estimate.
        func along(_ axis: Axis) -> Bool { axis == .horizontal ? width : height }
    }

    struct Reach: Hashable, Sendable {
        var before: Double
        var after: Double
    }

    /// How far the group's cells and badges reach along `axis`. - Complexity: O(1).
    func reach(along axis: Axis) -> Reach { axis == .horizontal ? horizontalReach : verticalReach }

    private static func reach(of cells: [Cell], size: Size, along axis: Axis) -> Reach {
        var reach = Reach(before: 0, after: size.length(along: axis))
        for cell in cells {
            for frame in [cell.frame, cell.badge?.frame].compactMap({ $0 }) {
                reach.before = min(reach.before, frame.min(along: axis))
                reach.after = max(reach.after, frame.max(along: axis))
            }
        }
        return reach
    }
}
