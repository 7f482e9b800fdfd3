import LayoutCore

/// UICollectionViewFlowLayout, headless: lines of items in sections with headers and
/// footers, in either scroll direction, with optionally pinned headers and footers.
public struct FlowLayout: CollectionLayout {
    public var configuration: FlowLayoutConfiguration
    var geometry = FlowGeometry()
    var data: CollectionData = .empty
    var contentInset: EdgeInsets = .zero

    public init(configuration: FlowLayoutConfiguration = FlowLayoutConfiguration()) {
        self.configuration = configuration
    }

    /// - Complexity: O(n) for n items.
    public mutating func prepare(_ context: LayoutContext) {
        data = context.data
        contentInset = context.contentInset
        geometry = FlowGeometryBuilder(configuration: configuration, context: context).build()
    }

    public var contentSize: Size { geometry.contentSize }

    public func invalidation(forBoundsChange new: Rect, old: Rect) -> Invalidation {
        if new.size != old.size { return .prepare }
        let pins = configuration.sectionHeadersPinToVisibleBounds || configuration.sectionFootersPinToVisibleBounds
        return pins && new.origin != old.origin ? .requery : .none
    }
}
