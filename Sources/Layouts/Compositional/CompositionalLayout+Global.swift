import LayoutCore

/// The layout's own boundary items (`UICollectionViewCompositionalLayoutConfiguration`'s
/// `boundarySupplementaryItems`): a header before the first section and a footer after the last, placed as
/// a section's are, with the view's size for their container and the whole content for their span.
extension CompositionalLayout {
    /// The layout's own header or footer item.
    private func globalItem(_ kind: ElementKind) -> CompositionalBoundaryItem? {
        configuration.boundaryItems.first { $0.kind == kind }
    }

    /// The room the layout's own items take before (or after) the sections, in points.
    func globalRoom(_ placement: PlacedBoundary.Placement) -> Double {
        PlacedBoundary.room(of: configuration.boundaryItems, placement, container: viewport, axis: axis)
    }

    /// Places the layout's own items around the sections, which span `sectionsSpan` along the scroll axis,
    /// and sets the content's length. - Complexity: O(1).
    mutating func placeGlobalItems(sectionsSpan: (start: Double, end: Double)) {
        contentLength = sectionsSpan.end + globalRoom(.after)
        let span = (start: 0.0, end: contentLength)
        let cross = (start: 0.0, length: viewport.length(along: axis.cross))
        func placed(_ kind: ElementKind) -> PlacedBoundary? {
            globalItem(kind).map {
                PlacedBoundary(
                    $0, container: viewport, axis: axis, section: span, content: sectionsSpan, cross: cross)
            }
        }
        globalItems = (placed(.header), placed(.footer))
    }

    /// The layout's own header (`layoutHeader`) or footer (`layoutFooter`) with the bounds at `bounds`.
    func globalAttributes(_ kind: ElementKind, bounds: Rect) -> LayoutAttributes? {
        guard let placed = kind == .layoutHeader ? globalItems.header : kind == .layoutFooter ? globalItems.footer : nil
        else { return nil }
        let frame = placed.frame(bounds: bounds, contentInset: contentInset, span: (0, contentLength), axis: axis)
        return .supplementary(kind, IndexPath(section: 0, item: 0), frame: frame, zIndex: placed.item.zIndex)
    }

    /// Calls `body` with the layout's own items whose frames meet `rect`.
    func visitGlobalItems(in rect: Rect, bounds: Rect, _ body: (LayoutAttributes) -> Void) {
        if let header = globalAttributes(.layoutHeader, bounds: bounds), header.frame.intersects(rect) { body(header) }
        if let footer = globalAttributes(.layoutFooter, bounds: bounds), footer.frame.intersects(rect) { body(footer) }
    }
}
