import LayoutCore

/// Android's LinearSnapHelper choosing where a fling over a snapping layout rests (the android
/// profile's answer in place of UIKit's `targetContentOffset`).
///
/// The fling's spline distance (the proposal less the current offset) is divided by the attached
/// children's span per child, rounded half up (`Math.round`) to a jump; no jump means no target (the
/// fling runs free and the idle snap centres the nearest item). Otherwise the item `jump` items from
/// the one nearest the centre is centred. RecyclerView counts the span from the lowest and highest
/// adapter positions attached; this counts the displayed cells by their place on screen, which is the
/// same on a strip and stays right across an infinite layout's wrap. O(k) for k displayed cells.
struct LinearSnapHelper {
    var layout: any CollectionLayout
    /// The distance between neighbouring centres (the layout's `snapPitch`), in points.
    var pitch: Double
    /// The rect the cells are attached in: the bounds grown by `displayMargin`, at the release. Asked of
    /// the layout rather than taken from the displayed set, which a finger's lift-off sees one tick late.
    var attached: Rect

    /// The target for a release from `current` whose free fling would rest at `proposed`; a release
    /// without velocity (the idle snap) centres the nearest item.
    func target(proposed: Point, velocity: Vector, current: Point) -> Point {
        guard velocity != .zero else {
            return layout.targetContentOffset(proposed: proposed, velocity: .zero, current: current)
        }
        guard let span = distancePerChild() else { return proposed }
        let jump = ((proposed.x - current.x) / span + 0.5).rounded(.down)
        guard jump != 0 else { return proposed }
        let nearest = layout.targetContentOffset(proposed: current, velocity: .zero, current: current)
        return Point(x: nearest.x + jump * pitch, y: proposed.y)
    }

    /// `(maxEnd − minStart)/count` over the attached cells along x, nil when there are none. Android
    /// measures decorated children, whose extent holds the spacing an item decoration puts beside the item:
    /// each cell's decorated end is its start plus the pitch (the item and its spacing), so with spacing
    /// the span per child is the pitch, not the item alone.
    private func distancePerChild() -> Double? {
        var count = 0
        var start = Double.infinity
        var end = -Double.infinity
        layout.forEachAttributes(in: attached, bounds: attached) { attributes in
            guard attributes.kind == .cell else { return }
            count += 1
            start = min(start, attributes.frame.minX)
            end = max(end, attributes.frame.minX + pitch)
        }
        guard count > 0, end > start else { return nil }
        return (end - start) / Double(count)
    }
}
