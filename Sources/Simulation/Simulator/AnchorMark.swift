import LayoutCore

/// What offset anchoring (`OffsetAnchor`) keeps across a data change, read from the layout before it,
/// and the offset that keeps it, asked of the layout after it (`anchoring(in:viewport:along:)`): a pure
/// function of the old layout, the new one and the old offset, which assumes nothing of how the change
/// is applied (at once, or an animation asking against its final layout).
///
/// The first visible item is the first cell in canonical (index-path) order whose frame meets the
/// visible bounds: the view's bounds less the content inset's leading edges (`top`, `left`), under which
/// a bar hides the content. The mark holds every visible cell, so that when the change deletes the first
/// the next one still held anchors instead; with none left, nothing moves.
public struct AnchorMark: Hashable, Sendable {
    /// A visible cell: its id, its index path (after the change once `follow(_:)` has
    /// carried it) and its frame's origin before the change, in points.
    public struct Candidate: Hashable, Sendable {
        public var id: ItemID
        public var indexPath: IndexPath
        public var origin: Point
    }

    public let anchor: OffsetAnchor
    /// The content offset before the change, in points.
    public let offset: Point
    /// For `firstVisibleItem`, the visible cells in canonical order; empty otherwise.
    public private(set) var candidates: [Candidate] = []
    /// The content size before the change, in points (what `bottom` compares).
    public let contentSize: Size

    /// The mark of `anchor` on `layout` seen at `offset` through a `viewport` with `contentInset`; nil for
    /// `none`. - Complexity: O(log n + k log k) for the k cells visible (bounded by what the view
    /// displays), for `firstVisibleItem`; O(1) otherwise.
    public init?(
        _ anchor: OffsetAnchor, layout: any CollectionLayout, offset: Point, viewport: Size, contentInset: EdgeInsets
    ) {
        guard anchor != .none else { return nil }
        self.anchor = anchor
        self.offset = offset
        contentSize = layout.contentSize
        guard anchor == .firstVisibleItem else { return }
        let visible = Rect(
            x: offset.x + contentInset.left, y: offset.y + contentInset.top,
            width: viewport.width - contentInset.left, height: viewport.height - contentInset.top)
        guard visible.width > 0, visible.height > 0 else { return }
        var cells: [LayoutAttributes] = []
        layout.forEachAttributes(in: visible, bounds: Rect(origin: offset, size: viewport)) { attributes in
            if attributes.category == .cell, attributes.id != nil, attributes.frame.intersects(visible) {
                cells.append(attributes)
            }
        }
        cells.sort { $0.indexPath < $1.indexPath }
        candidates = cells.map { Candidate(id: $0.id!, indexPath: $0.indexPath, origin: $0.frame.origin) }
    }

    /// Carries the candidates through a batch whose index map is `map`: each to its index path after it,
    /// those it deletes dropped. - Complexity: O(k log n) for k candidates and n entries.
    public mutating func follow(_ map: BatchUpdate.IndexMap) {
        candidates = candidates.compactMap { candidate in
            guard let destination = map.destination(of: candidate.indexPath) else { return nil }
            var carried = candidate
            carried.indexPath = destination
            return carried
        }
    }

    /// The anchoring the change calls for in `layout` (prepared for the data after it), moving the offset
    /// along `axes` alone (the axes the view scrolls along; the offset stays along any other); nil when
    /// it leaves the offset where it is: no candidate left in the layout, no change along `axes`, or an
    /// offset that would not be finite. The offset given is not clamped: the scroll view moves it inside
    /// the new bounds as for any change. - Complexity: O(k) item lookups for the k candidates at worst.
    public func anchoring(in layout: any CollectionLayout, viewport: Size, along axes: [Axis]) -> OffsetAnchoring? {
        var moved = Vector.zero
        var item: (indexPath: IndexPath, id: ItemID)?
        switch anchor {
        case .none: return nil
        case .bottom:
            let size = layout.contentSize
            moved = Vector(dx: size.width - contentSize.width, dy: size.height - contentSize.height)
        case .firstVisibleItem:
            let bounds = Rect(origin: offset, size: viewport)
            let found = candidates.lazy.compactMap { candidate -> (Candidate, Point)? in
                guard let now = layout.attributes(forItem: candidate.indexPath, bounds: bounds), now.id == candidate.id
                else { return nil }
                return (candidate, now.frame.origin)
            }.first
            guard let (candidate, origin) = found else { return nil }
            moved = Vector(dx: origin.x - candidate.origin.x, dy: origin.y - candidate.origin.y)
            item = (candidate.indexPath, candidate.id)
        }
        let delta = Vector(
            dx: axes.contains(.horizontal) ? moved.dx : 0, dy: axes.contains(.vertical) ? moved.dy : 0)
        let to = Point(x: offset.x + delta.dx, y: offset.y + delta.dy)
        guard delta != .zero, to.x.isFinite, to.y.isFinite else { return nil }
        return OffsetAnchoring(anchor: anchor, from: offset, to: to, indexPath: item?.indexPath, id: item?.id)
    }
}

/// An offset anchoring moved: from where, to where (before the scroll view clamps it), and the item it
/// kept in place (`firstVisibleItem`; nil for `bottom`), at its index path after the change.
public struct OffsetAnchoring: Hashable, Sendable {
    public var anchor: OffsetAnchor
    public var from: Point
    public var to: Point
    public var indexPath: IndexPath?
    public var id: ItemID?

    public init(anchor: OffsetAnchor, from: Point, to: Point, indexPath: IndexPath? = nil, id: ItemID? = nil) {
        self.anchor = anchor
        self.from = from
        self.to = to
        self.indexPath = indexPath
        self.id = id
    }

    /// How far the offset moves, in points.
    public var delta: Vector { Vector(dx: to.x - from.x, dy: to.y - from.y) }
}
