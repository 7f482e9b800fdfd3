import LayoutCore

/// One instance of a section's group, solved: its size and the frames of the cells it holds, relative to
/// its origin, in the order the section's items fill them. Every instance of the group is this one moved
/// along the scroll axis, so a section is solved once, whatever its item count.
struct CompositionalTemplate: Hashable, Sendable {
    /// The group's size, in points.
    var size: Size
    /// The cells' frames, at least one, at most `CompositionalGroup.maximumCells`.
    var frames: [Rect]
    /// The cells' supplementary views (their items' and, at a group's first cell, the group's), cell by
    /// cell; empty when none has any.
    var supplementaries: [PlacedSupplementary] = []
    /// Where each cell's run of `supplementaries` begins, one entry more than cells (the end of the last);
    /// empty when none has any.
    var supplementaryStarts: [Int] = []
    /// Each cell's estimated axes, for a group where some item has an estimated dimension; empty otherwise.
    var estimated: [EstimatedAxes] = []

    /// A supplementary view's kind, its frame relative to the group, and its zIndex.
    struct PlacedSupplementary: Hashable, Sendable {
        var kind: ElementKind
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
        if cells.contains(where: { !$0.supplementaries.isEmpty }) {
            supplementaries = cells.flatMap(\.supplementaries)
            supplementaryStarts = [0]
            for cell in cells { supplementaryStarts.append(supplementaryStarts.last! + cell.supplementaries.count) }
        }
        if cells.contains(where: { $0.estimated != EstimatedAxes() }) { estimated = cells.map(\.estimated) }
        horizontalBands = Self.bands(of: cells, size: size, along: .horizontal)
        verticalBands = Self.bands(of: cells, size: size, along: .vertical)
    }

    /// Where the group's cells and supplementary views lie along each axis from its origin, in bands
    /// (`bands(of:size:along:)`), the one farthest along first.
    private var horizontalBands: [Band]
    private var verticalBands: [Band]

    /// A cell's frame and its supplementary views, as the fill produces them.
    typealias Cell = (frame: Rect, supplementaries: [PlacedSupplementary], estimated: EstimatedAxes)

    /// The supplementary views of cell `cell`. - Complexity: O(1).
    func supplementaries(ofCell cell: Int) -> ArraySlice<PlacedSupplementary> {
        supplementaryStarts.isEmpty
            ? [] : supplementaries[supplementaryStarts[cell]..<supplementaryStarts[cell + 1]]
    }

    /// Which of a cell's lengths its item gives as an `estimated` dimension (a self-sizing cell takes its
    /// item's answer there).
    struct EstimatedAxes: Hashable, Sendable {
        var width = false
        var height = false
        /// Whether the estimate is `uniformAcrossSiblings` along each axis.
        var uniformWidth = false
        var uniformHeight = false

        /// Whether the length along `axis` is an estimate.
        func along(_ axis: Axis) -> Bool { axis == .horizontal ? width : height }

        /// Whether the length along `axis` is uniform across the group's cells.
        func uniform(along axis: Axis) -> Bool { axis == .horizontal ? uniformWidth : uniformHeight }
    }

    struct Reach: Hashable, Sendable {
        var before: Double
        var after: Double
    }

    /// How far the group's cells and supplementary views reach along `axis` from its origin: before it (≤ 0)
    /// and beyond it (at least its length). - Complexity: O(1).
    func reach(along axis: Axis) -> Reach {
        let bands = bands(along: axis)
        return Reach(before: bands[bands.count - 1].before, after: bands[0].after)
    }

    /// The group's bands along `axis`, the one farthest along first; at least one. - Complexity: O(1).
    func bands(along axis: Axis) -> [Band] { axis == .horizontal ? horizontalBands : verticalBands }
}
