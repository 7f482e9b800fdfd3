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
    /// The cells around the range, while the layout's attributes stay as they were read.
    private var neighbourhood: PrefetchNeighbourhood?

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

    /// Moves the range to `newRange`: with `incrementally` (the layout's attributes did not change, the
    /// bounds moved), through the held neighbourhood, asking the layout only when the range leaves its
    /// reach; otherwise by asking the layout for every cell in the range.
    /// - Complexity: incrementally O(1) when no cell crosses the range's edge, else O(h) for h cells held,
    ///   plus O(log n + h) when the range leaves the reach; otherwise O(log n + k) for k cells in range.
    mutating func update(
        to newRange: Rect, layout: any CollectionLayout, bounds: Rect, incrementally: Bool
    ) -> Changes {
        var changes = Changes()
        if incrementally, let old = range {
            var held =
                if let current = neighbourhood, current.reaches(newRange) {
                    current
                } else {
                    PrefetchNeighbourhood(around: newRange, previous: old, layout: layout, bounds: bounds)
                }
            neighbourhood = nil  // `held` alone holds the cells while they change
            if !held.holdsStill(at: newRange) {
                held.move(to: newRange) { crossing in
                    switch crossing {
                    case .entered(let attributes): enter(attributes, into: &changes)
                    case .left(let id): leave(id, into: &changes)
                    }
                }
            }
            neighbourhood = held
        } else {
            neighbourhood = nil
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
        neighbourhood = nil
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
