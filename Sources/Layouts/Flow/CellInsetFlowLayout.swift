import LayoutCore

/// VSCollectionViewCellInsetFlowLayout: a flow layout whose items carry their own insets
/// (`inset` per item). Along the scroll axis, the leading inset counts only for the first item of a line
/// and the trailing inset only for the last one, and each pushes everything after it; across the axis,
/// the insets move and shrink the item alone (`AnsweredCellInsets`). Headers and footers are kept (the
/// seed drops them) and move with the items around them.
///
/// The seed applies the insets in a pass after the flow layout's; ours applies them as each line is
/// placed, so that a change re-places only what it moves, as in the flow layout.
public struct CellInsetFlowLayout: CollectionLayout {
    var flow: FlowLayout

    public init(configuration: FlowLayoutConfiguration = FlowLayoutConfiguration()) {
        flow = FlowLayout(configuration: configuration)
        flow.appliesCellInsets = true
    }

    public var configuration: FlowLayoutConfiguration { flow.configuration }

    /// - Complexity: O(n) for n items, as the flow layout's.
    public mutating func prepare(_ context: LayoutContext) { flow.prepare(context) }

    /// - Complexity: as the flow layout's: what the change moves.
    public mutating func prepare(_ context: LayoutContext, changes: ItemChanges) {
        flow.prepare(context, changes: changes)
    }

    public var changePreparation: ChangePreparation { flow.changePreparation }

    public var contentSize: Size { flow.contentSize }

    public func attributes(in rect: Rect, bounds: Rect) -> [LayoutAttributes] {
        flow.attributes(in: rect, bounds: bounds)
    }

    public func forEachAttributes(in rect: Rect, bounds: Rect, _ body: (LayoutAttributes) -> Void) {
        flow.forEachAttributes(in: rect, bounds: bounds, body)
    }

    public func countAttributes(in rect: Rect, bounds: Rect, upTo limit: Int) -> Int {
        flow.countAttributes(in: rect, bounds: bounds, upTo: limit)
    }

    public func attributes(forItem indexPath: IndexPath, bounds: Rect) -> LayoutAttributes? {
        flow.attributes(forItem: indexPath, bounds: bounds)
    }

    public func attributes(forSupplementary kind: ElementKind, at indexPath: IndexPath, bounds: Rect)
        -> LayoutAttributes?
    {
        flow.attributes(forSupplementary: kind, at: indexPath, bounds: bounds)
    }

    public func invalidation(forBoundsChange new: Rect, old: Rect) -> Invalidation {
        flow.invalidation(forBoundsChange: new, old: old)
    }
}
