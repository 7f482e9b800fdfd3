import LayoutCore

/// The layout's own boundary items (`UICollectionViewCompositionalLayoutConfiguration`'s
/// `boundarySupplementaryItems`): before the first section or after the last (or beside them), placed as a
/// section's are, with the view's size for their container and the whole content for their span, at
/// `[0, 0]`; its `header` and `footer` are reported as `layoutHeader` and `layoutFooter`, any other kind
/// as itself.
extension CompositionalLayout {
    /// The room the layout's own items take before (or after) the sections, in points.
    func globalRoom(_ end: PlacedBoundary.End) -> Double {
        PlacedBoundary.room(of: configuration.boundaryItems, end, container: viewport, axis: axis)
    }

    /// The kind a layout's own item of `kind` is reported as.
    public static func globalKind(_ kind: ElementKind) -> ElementKind {
        kind == .header ? .layoutHeader : kind == .footer ? .layoutFooter : kind
    }

    /// Places the layout's own items around the sections, which span `sectionsSpan` along the scroll axis,
    /// and sets the content's length. - Complexity: O(items).
    mutating func placeGlobalItems(sectionsSpan: (start: Double, end: Double)) {
        contentLength = sectionsSpan.end + globalRoom(.after)
        let span = (start: 0.0, end: contentLength)
        let cross = (start: 0.0, length: viewport.length(along: axis.cross))
        globalItems = configuration.boundaryItems.map { [viewport, axis] in
            PlacedBoundary(
                $0, container: viewport, axis: axis, section: span, content: sectionsSpan, cross: cross,
                kind: Self.globalKind($0.kind))
        }
    }

    /// The layout's own item reported as `kind`, with the bounds at `bounds`.
    func globalAttributes(_ kind: ElementKind, bounds: Rect) -> LayoutAttributes? {
        guard let placed = globalItems.first(where: { $0.kind == kind }) else { return nil }
        return globalAttributes(placed, bounds: bounds)
    }

    private func globalAttributes(_ placed: PlacedBoundary, bounds: Rect) -> LayoutAttributes {
        let frame = placed.frame(bounds: bounds, contentInset: contentInset, span: (0, contentLength), axis: axis)
        return .supplementary(placed.kind, IndexPath(section: 0, item: 0), frame: frame, zIndex: placed.item.zIndex)
    }

    /// Calls `body` with the layout's own items whose frames meet `rect`.
    func visitGlobalItems(in rect: Rect, bounds: Rect, _ body: (LayoutAttributes) -> Void) {
        for placed in globalItems {
            let attributes = globalAttributes(placed, bounds: bounds)
            if attributes.frame.intersects(rect) { body(attributes) }
        }
    }
}
