import LayoutCore

/// UICollectionViewFlowLayout, headless: lines of items in sections with headers and
/// footers, in either scroll direction, with optionally pinned headers and footers.
public struct FlowLayout: CollectionLayout {
    public var configuration: FlowLayoutConfiguration
    var geometry = FlowGeometry()
    var data: CollectionData = .empty
    var contentInset: EdgeInsets = .zero
    var viewportSize: Size = .zero
    /// Whether the items' own insets move them: VSCollectionViewCellInsetFlowLayout (`CellInsetFlowLayout`).
    var appliesCellInsets = false

    public init(configuration: FlowLayoutConfiguration = FlowLayoutConfiguration()) {
        self.configuration = configuration
    }

    /// - Complexity: O(n) for n items.
    public mutating func prepare(_ context: LayoutContext) {
        data = context.data
        contentInset = context.contentInset
        viewportSize = context.viewportSize
        geometry = builder(context).build()
    }

    /// Re-places only the lines the change moves (`FlowGeometry.update`); a different viewport or inset
    /// prepares everything. - Complexity: O(re-placed items + log n) per edit, plus O(chunk + chunks) to
    /// move what follows (`ShiftedChunks`) and O(sections).
    public mutating func prepare(_ context: LayoutContext, changes: ItemChanges) {
        guard context.viewportSize == viewportSize, context.contentInset == contentInset,
            context.data.sections.count == geometry.sections.count
        else { return prepare(context) }
        precondition(context.data.totalItemCount < Int(Int32.max), "a view holds at most 10,000,000 items")
        let old = data
        data = context.data
        geometry.update(with: changes, from: old, builder: builder(context))
    }

    private func builder(_ context: LayoutContext) -> FlowGeometryBuilder {
        FlowGeometryBuilder(configuration: configuration, context: context, appliesCellInsets: appliesCellInsets)
    }

    public var changePreparation: ChangePreparation { .whatTheChangeMoves }

    public var contentSize: Size { geometry.contentSize }

    public func invalidation(forBoundsChange new: Rect, old: Rect) -> Invalidation {
        if new.size != old.size { return .prepare }
        let pins = configuration.sectionHeadersPinToVisibleBounds || configuration.sectionFootersPinToVisibleBounds
        return pins && new.origin != old.origin ? .requery : .none
    }
}
