import LayoutCore

/// Where an unanimated or animated programmatic scroll (`scrollTo` with `section`, `scrollToItem` with an
/// item of an orthogonal section) puts an orthogonal section's own scroll view, worked out before anything
/// moves so that the display limit can be checked with the section there.
struct SectionJump: Hashable, Sendable {
    let section: Int
    /// The section's content offset, in its own coordinates (points): along its axis inside the row
    /// (0 to `OrthogonalScroller.maximumOffset`), 0 across.
    let offset: Point
    let axis: Axis

    /// `target`'s coordinate along `scroller`'s axis, clamped to the row; the other coordinate is 0.
    init(section: Int, scroller: OrthogonalScroller, to target: Point) {
        self.section = section
        axis = scroller.axis
        let along = min(max(target.coordinate(along: axis), 0), scroller.maximumOffset)
        offset = axis == .horizontal ? Point(x: along, y: 0) : Point(x: 0, y: along)
    }

    /// The offset along the section's axis, in points.
    var along: Double { offset.coordinate(along: axis) }
}
