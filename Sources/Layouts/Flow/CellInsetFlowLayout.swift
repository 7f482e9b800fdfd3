import LayoutCore

/// VSCollectionViewCellInsetFlowLayout: a flow layout whose items carry their own insets
/// (`inset` per item). Along the scroll axis, the leading inset counts only for the first item of a line
/// and the trailing inset only for the last one, and each pushes everything after it; across the axis,
/// the insets move and shrink the item alone. Headers and footers are kept (the seed drops them) and move
/// with the items around them.
public struct CellInsetFlowLayout: CollectionLayout {
    var flow: FlowLayout

    public init(configuration: FlowLayoutConfiguration = FlowLayoutConfiguration()) {
        flow = FlowLayout(configuration: configuration)
    }

    public var configuration: FlowLayoutConfiguration { flow.configuration }

    /// - Complexity: O(n) for n items: the flow pass, then one pass applying the insets.
    public mutating func prepare(_ context: LayoutContext) {
        flow.prepare(context)
        flow.geometry.applyCellInsets(
            data: context.data, sectionInset: flow.configuration.sectionInset, viewportSize: context.viewportSize)
    }

    public var contentSize: Size { flow.contentSize }

    public func attributes(in rect: Rect, bounds: Rect) -> [LayoutAttributes] {
        flow.attributes(in: rect, bounds: bounds)
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

extension FlowGeometry {
    /// Applies per-item insets to a prepared flow geometry, as the seed's `prepare` does.
    ///
    /// The running offset along the scroll axis is never reset between sections: a section's header moves
    /// by the offset reached before its first item, its footer by the offset after its last item.
    /// An item is first in its line when its flow frame starts at or before the section inset's leading
    /// side across the axis, last when it ends at or beyond the viewport minus the trailing side.
    ///
    /// - Complexity: O(n) for n items.
    mutating func applyCellInsets(data: CollectionData, sectionInset defaultInset: EdgeInsets, viewportSize: Size) {
        var offset = 0.0
        for index in data.sections.indices {
            let section = data.sections[index]
            let sectionInset = section.answers.sectionInset ?? defaultInset
            let firstEdge = sectionInset.leading(along: axis.cross)
            let lastEdge = viewportSize.length(along: axis.cross) - sectionInset.trailing(along: axis.cross)
            sections[index].header = sections[index].header?.offset(by: offset, along: axis)
            sections[index].minMain += offset
            sections[index].bodyMinMain += offset
            let firstItem = sections[index].firstItem
            for item in 0..<section.itemCount {
                let inset = section.answer(item) { $0.inset } ?? .zero
                var frame = frames[firstItem + item]
                let isFirst = frame.min(along: axis.cross) <= firstEdge
                let isLast = frame.max(along: axis.cross) >= lastEdge
                if isFirst { offset += inset.leading(along: axis) }
                frame = frame.offset(by: offset, along: axis)
                let crossInsets = inset.leading(along: axis.cross) + inset.trailing(along: axis.cross)
                frame = Rect(
                    main: frame.min(along: axis),
                    cross: frame.min(along: axis.cross) + inset.leading(along: axis.cross),
                    mainLength: frame.size.length(along: axis),
                    crossLength: max(0, frame.size.length(along: axis.cross) - crossInsets),
                    axis: axis)
                frames[firstItem + item] = frame
                if isLast { offset += inset.trailing(along: axis) }
            }
            sections[index].bodyMaxMain += offset
            sections[index].maxMain += offset
            sections[index].footer = sections[index].footer?.offset(by: offset, along: axis)
        }
        for index in lines.indices {
            var low = Double.infinity
            var high = -Double.infinity
            for flat in items(ofLine: index) {
                low = min(low, frames[flat].min(along: axis))
                high = max(high, frames[flat].max(along: axis))
            }
            lines[index].minMain = low
            lines[index].maxMain = high
        }
        contentSize = Size(
            main: contentSize.length(along: axis) + offset, cross: contentSize.length(along: axis.cross), axis: axis)
    }
}
