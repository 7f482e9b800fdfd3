import LayoutCore

/// Where an unanimated or animated programmatic scroll (`scrollTo` with `section`, `scrollToItem` with an
/// item of an orthogonal section) puts an orthogonal section's own scroll view, worked out before anything
/// moves so that the display limit can be checked with the section there.
struct SectionJump: Hashable, Sendable {
    let section: Int
    let axis: Axis
    /// The offset along the section's axis, in points: inside the row (0 to
    /// `OrthogonalScroller.maximumOffset`).
    let along: Double

    /// `along` clamped to `scroller`'s row.
    init(section: Int, scroller: OrthogonalScroller, along: Double) {
        self.section = section
        axis = scroller.axis
        self.along = min(max(along, 0), scroller.maximumOffset)
    }

    /// The section's content offset, in its own coordinates: `along` on its axis, 0 across.
    var offset: Point { axis == .horizontal ? Point(x: along, y: 0) : Point(x: 0, y: along) }
}
