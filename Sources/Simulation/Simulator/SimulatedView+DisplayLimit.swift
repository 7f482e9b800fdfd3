import LayoutCore

/// How many elements the view would display: the bound a daemon keeps on what one tick costs.
extension SimulatedView {
    /// Whether at most `limit` elements meet the displayed rect with the content offset at `offset` (the
    /// current one by default), hidden ones counted too. The layout counts no further than `limit + 1`,
    /// so a view of ten million visible cells costs the limit, not the ten million.
    /// - Complexity: O(log n + min(k, limit)) for k displayed, where the layout counts natively
    ///   (`CollectionLayout.countAttributes`).
    func displaysAtMost(_ limit: Int, at offset: Point? = nil) -> Bool {
        displaysAtMost(limit, at: offset, shown: layout)
    }

    /// `displaysAtMost(_:at:)` with the view showing `shown`.
    private func displaysAtMost(_ limit: Int, at offset: Point?, shown: any CollectionLayout) -> Bool {
        guard limit < .max else { return true }
        let bounds = Rect(origin: offset ?? scroll.contentOffset, size: spec.viewport)
        return shown.countAttributes(in: displayedRect(for: bounds), bounds: bounds, upTo: limit) <= limit
    }

    /// Whether at most `limit` elements meet the displayed rect with orthogonal section `section` scrolled
    /// to `along` (points along its axis) and the view's offset at `offset` (the current one by default).
    /// - Complexity: as `displaysAtMost(_:at:)`, and O(1) without a limit.
    func displaysAtMost(_ limit: Int, section: Int, at along: Double, offset: Point? = nil) -> Bool {
        guard limit < .max else { return true }
        guard let scrolling = resolved.orthogonalScrolling else {
            return displaysAtMost(limit, at: offset)
        }
        var offsets = sectionOffsets
        offsets[section] = along
        return displaysAtMost(limit, at: offset, shown: ScrolledSectionsLayout(scrolling, offsets: offsets))
    }

    /// The same after the bounds moved from `lastBounds` (the last diff's) to where the offset is now, at
    /// the cost of what the move uncovered. When the layout's attributes do not depend on the bounds, the
    /// displayed set after the move holds at most what it holds now plus the elements that meet the strips
    /// the displayed rect gained (counted no further than the limit); only when that bound passes `limit`
    /// are the elements counted in full.
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
            guard most <= limit else { return }
            most += layout.countAttributes(in: Self.grown(strip), bounds: bounds, upTo: limit - most)
        }
        return most <= limit || displaysAtMost(limit)
    }
}
