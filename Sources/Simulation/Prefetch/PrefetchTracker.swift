import LayoutCore

/// One view's prefetch range and the cells within it: those prefetched and not yet displayed, and those
/// displayed since they came in range (which are not prefetched again until they leave it).
struct PrefetchTracker: Sendable {
    /// What the prefetch phase reports, each list in index-path order.
    struct Changes: Sendable {
        var prefetched: [IndexPath] = []
        var cancelled: [IndexPath] = []
    }

    /// A cell in range.
    struct Entry: Sendable {
        var indexPath: IndexPath
        /// Prefetched and not displayed since: leaving the range cancels it.
        var pending: Bool
    }

    let settings: PrefetchSettings
    private(set) var inRange: [ItemID: Entry] = [:]
    /// The range at the last update.
    private(set) var range: Rect?
    /// The sign of the last move along each axis: +1 towards larger offsets (the start), -1 back.
    private(set) var direction = (x: 1.0, y: 1.0)

    init(settings: PrefetchSettings) {
        self.settings = settings
    }

    /// The range for `bounds` after a move from `old`: the bounds extended `leading` screenfuls ahead and
    /// `trailing` behind along each axis, joined with `displayedRect` (so every cell about to show is in it).
    mutating func range(for bounds: Rect, from old: Rect?, displayedRect: Rect) -> Rect {
        if let old {
            if bounds.minX != old.minX { direction.x = bounds.minX > old.minX ? 1 : -1 }
            if bounds.minY != old.minY { direction.y = bounds.minY > old.minY ? 1 : -1 }
        }
        let ahead = settings.leading
        let behind = settings.trailing
        let left = (direction.x > 0 ? behind : ahead) * bounds.width
        let right = (direction.x > 0 ? ahead : behind) * bounds.width
        let top = (direction.y > 0 ? behind : ahead) * bounds.height
        let bottom = (direction.y > 0 ? ahead : behind) * bounds.height
        let extended = Rect(
            x: bounds.minX - left, y: bounds.minY - top, width: bounds.width + left + right,
            height: bounds.height + top + bottom)
        return extended.union(displayedRect)
    }

    /// Moves the range to `newRange`, asking `layout` for the cells in it: every one of them, or with
    /// `incrementally` (the layout's attributes did not change, the bounds moved) only those in the strips
    /// gained and lost. - Complexity: O(log n + k) for k cells read.
    mutating func update(
        to newRange: Rect, layout: any CollectionLayout, bounds: Rect, incrementally: Bool
    ) -> Changes {
        var changes = Changes()
        if incrementally, let old = range {
            newRange.forEachPiece(outside: old) { strip in
                layout.forEachAttributes(in: strip, bounds: bounds) { attributes in
                    if attributes.category == .cell { enter(attributes, into: &changes) }
                }
            }
            old.forEachPiece(outside: newRange) { strip in
                layout.forEachAttributes(in: strip, bounds: bounds) { attributes in
                    guard attributes.category == .cell, !attributes.frame.intersects(newRange) else { return }
                    leave(attributes.id, into: &changes)
                }
            }
        } else {
            var seen = Set<ItemID>()
            for attributes in layout.attributes(in: newRange, bounds: bounds) where attributes.category == .cell {
                guard let id = attributes.id, !attributes.isHidden else { continue }
                seen.insert(id)
                if inRange[id] != nil {
                    inRange[id]?.indexPath = attributes.indexPath
                } else {
                    enter(attributes, into: &changes)
                }
            }
            for id in inRange.keys where !seen.contains(id) { leave(id, into: &changes) }
        }
        range = newRange
        changes.prefetched.sort()
        changes.cancelled.sort()
        return changes
    }

    /// Cells now displayed are no longer pending: leaving the range later cancels nothing.
    mutating func displayed(_ entered: [LayoutAttributes]) {
        for attributes in entered where attributes.category == .cell {
            guard let id = attributes.id else { continue }
            inRange[id] = Entry(indexPath: attributes.indexPath, pending: false)
        }
    }

    /// Forgets every cell (a reload): those in range are prefetched again at the next update.
    mutating func forgetAll() {
        inRange = [:]
        range = nil
    }

    private mutating func enter(_ attributes: LayoutAttributes, into changes: inout Changes) {
        guard let id = attributes.id, !attributes.isHidden, inRange[id] == nil else { return }
        inRange[id] = Entry(indexPath: attributes.indexPath, pending: true)
        changes.prefetched.append(attributes.indexPath)
    }

    private mutating func leave(_ id: ItemID?, into changes: inout Changes) {
        guard let id, let entry = inRange.removeValue(forKey: id) else { return }
        if entry.pending { changes.cancelled.append(entry.indexPath) }
    }
}
