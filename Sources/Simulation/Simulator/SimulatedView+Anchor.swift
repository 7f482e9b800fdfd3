import LayoutCore

extension SimulatedView {
    /// The mark of `anchor` on the view as it shows now, before a data change; nil for `none`.
    /// - Complexity: that of `AnchorMark.init`.
    func anchorMark(_ anchor: OffsetAnchor) -> AnchorMark? {
        AnchorMark(
            anchor, layout: layout, offset: scroll.contentOffset, viewport: spec.viewport,
            contentInset: spec.contentInset)
    }

    /// Moves the scroll view as `mark` asks of the layout just prepared, along the axes `bounds` (the new
    /// ones) scroll along, with any drag or motion under way (`ScrollView.shift(by:)`); before the scroll
    /// view takes `bounds`, which clamps or re-aims. - Returns: the anchoring, nil when nothing moved.
    mutating func anchor(to mark: AnchorMark, within bounds: ScrollBounds) -> OffsetAnchoring? {
        let axes = Axis.allCases.filter(bounds.scrolls(along:))
        guard let anchoring = mark.anchoring(in: layout, viewport: spec.viewport, along: axes) else { return nil }
        scroll.shift(by: anchoring.delta)
        return anchoring
    }
}

extension Simulator {
    /// Reports an anchoring of view `index` with `offsetAnchored`, `to` where the offset is now (clamped
    /// to the new content, or placed by the layout), unless that is where it was.
    mutating func reportAnchoring(_ anchoring: OffsetAnchoring?, in index: Int, into events: inout [Event]) {
        guard var anchoring else { return }
        anchoring.to = views[index].scroll.contentOffset
        guard anchoring.to != anchoring.from else { return }
        emit(.offsetAnchored(anchoring), view: views[index].id, into: &events)
    }
}
