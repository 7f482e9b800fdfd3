import LayoutCore

/// How the items' own insets move a flow section's frames as its lines are placed: none for the flow
/// layout, `AnsweredCellInsets` for VSCollectionViewCellInsetFlowLayout. Specialized in the line-breaking
/// loop, so that the flow layout pays nothing for it.
protocol FlowCellInsets {
    /// Whether `apply` ever moves what follows (false lets the loop skip adding a zero on every line).
    static var pushesLines: Bool { get }

    /// Moves item `item`'s flow frame (placed as the flow layout would) by `offset` points along the
    /// scroll axis after adding the item's leading inset to it, shrinks it across the axis by its insets,
    /// then adds its trailing inset to `offset`. O(1) for an unchanged section, O(log runs) for a changed
    /// one (the item's answer).
    func apply(toItem item: Int, frame: inout Rect, offset: inout Double)
}

/// The flow layout: frames stay where line breaking puts them.
struct NoCellInsets: FlowCellInsets {
    static var pushesLines: Bool { false }
    @inline(__always) func apply(toItem item: Int, frame: inout Rect, offset: inout Double) {}
}

/// VSCollectionViewCellInsetFlowLayout's rule. Along the scroll axis, an item's leading inset counts only
/// when the item is first in its line (its flow frame starts at or before the section inset's leading
/// side across the axis), its trailing inset only when it is last (it ends at or beyond the viewport less
/// the section inset's trailing side); each pushes everything after it, into later lines and sections.
/// Across the axis, the insets move and shrink the item alone.
struct AnsweredCellInsets: FlowCellInsets {
    static var pushesLines: Bool { true }
    let section: SectionData
    let axis: Axis
    /// Where a line's first item starts across the axis: the section inset's leading side.
    let firstEdge: Double
    /// Where a full line's last item ends across the axis: the viewport's thickness less the section
    /// inset's trailing side (not less the content inset, as in the seed).
    let lastEdge: Double

    @inline(__always) func apply(toItem item: Int, frame: inout Rect, offset: inout Double) {
        let inset = section.answer(item) { $0.inset } ?? .zero
        let cross = axis.cross
        let isFirst = frame.min(along: cross) <= firstEdge
        let isLast = frame.max(along: cross) >= lastEdge
        if isFirst { offset += inset.leading(along: axis) }
        frame = Rect(
            main: frame.min(along: axis) + offset,
            cross: frame.min(along: cross) + inset.leading(along: cross),
            mainLength: frame.size.length(along: axis),
            crossLength: max(
                0, frame.size.length(along: cross) - inset.leading(along: cross) - inset.trailing(along: cross)),
            axis: axis)
        if isLast { offset += inset.trailing(along: axis) }
    }
}
