import LayoutCore

/// How many elements the view would display: the bound a daemon keeps on what one tick costs.
extension SimulatedView {
    /// Whether at most `limit` elements meet the displayed rect with the content offset at `offset` (the
    /// current one by default), hidden ones counted too. The rect is read in slices, so a view of a million
    /// visible cells costs the limit, not the million. - Complexity: O(s log n + k) for s slices and the
    /// k elements read, at most `limit` plus one slice's.
    func displaysAtMost(_ limit: Int, at offset: Point? = nil) -> Bool {
        guard limit < .max else { return true }
        let offset = offset ?? scroll.contentOffset
        let bounds = Rect(origin: offset, size: spec.viewport)
        return LayoutSnapshot(
            layout: layout, viewport: spec.viewport, offset: offset, rect: displayedRect(for: bounds), limit: limit)
            != nil
    }

    /// Whether at most `limit` elements meet the displayed rect with orthogonal section `section` scrolled
    /// to `along` (points along its axis) and the view's offset at `offset` (the current one by default).
    /// The layout's offset of the section is `previous` before and after. - Complexity: as
    /// `displaysAtMost(_:at:)`, and O(1) without a limit.
    mutating func displaysAtMost(
        _ limit: Int, section: Int, at along: Double, from previous: Double, offset: Point? = nil
    ) -> Bool {
        guard limit < .max else { return true }
        layout.setOrthogonalOffset(along, section: section)
        defer { layout.setOrthogonalOffset(previous, section: section) }
        return displaysAtMost(limit, at: offset)
    }

    /// The same after the bounds moved from `lastBounds` (the last diff's) to where the offset is now, at
    /// the cost of what the move uncovered. When the layout's attributes do not depend on the bounds, the
    /// displayed set after the move holds at most what it holds now plus the elements of the strips the
    /// displayed rect gained; only when that bound passes `limit` are the elements counted in full.
    /// - Complexity: O(log n + u) for u elements uncovered, as the tick's diff itself, when within the
    ///   limit; as `displaysAtMost(_:at:)` otherwise.
    func displaysAtMostAfterMove(_ limit: Int) -> Bool {
        guard limit < .max, bounds != lastBounds else { return true }
        let layout = layout
        let bounds = bounds
        guard layout.invalidation(forBoundsChange: bounds, old: lastBounds) == .none else {
            return displaysAtMost(limit)
        }
        let oldRect = displayedRect(for: lastBounds)
        let newRect = displayedRect(for: bounds)
        var most = displayed.count
        newRect.forEachPiece(outside: oldRect) { strip in
            layout.forEachAttributes(in: Self.grown(strip), bounds: bounds) { attributes in
                if attributes.frame.intersects(newRect) && !attributes.frame.intersects(oldRect) { most += 1 }
            }
        }
        return most <= limit || displaysAtMost(limit)
    }
}
