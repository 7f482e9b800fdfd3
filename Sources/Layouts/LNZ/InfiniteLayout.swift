import LayoutCore

/// LNZInfiniteCollectionViewLayout: the snap-to-center row repeated so that it
/// scrolls either way without end. Index paths and ids stay the data's; one copy of each item is shown,
/// the one nearest the viewport. When the data is too short to wrap without showing an item twice, it is
/// the snap-to-center layout (with snapping off when `snapToCenter` is false).
public struct InfiniteLayout: FocusingLayout, SnappingLayout {
    public var configuration: InfiniteLayoutConfiguration
    /// False makes it the snap-to-center layout whatever the data (the carousel's
    /// `isInfiniteScrollEnabled`).
    var allowsInfinite = true
    var fallback: SnapToCenterLayout
    var cycle: InfiniteCycle?

    public init(configuration: InfiniteLayoutConfiguration = InfiniteLayoutConfiguration()) {
        self.configuration = configuration
        fallback = SnapToCenterLayout(configuration: configuration.strip)
    }

    /// Whether the items wrap around (the seed's `canInfinite`).
    public var isInfinite: Bool { cycle != nil }

    /// - Complexity: O(1).
    public mutating func prepare(_ context: LayoutContext) {
        fallback.prepare(context)
        cycle = allowsInfinite ? InfiniteCycle(strip: fallback.strip, threshold: configuration.infiniteThreshold) : nil
    }

    public var contentSize: Size { cycle?.contentSize ?? fallback.contentSize }

    /// The shown copies in `rect` (never two of one item), with the pinned header and footer.
    /// - Complexity: O(k) for k results.
    public func attributes(in rect: Rect, bounds: Rect) -> [LayoutAttributes] {
        guard let cycle else { return fallback.attributes(in: rect, bounds: bounds) }
        var result = cycle.copies(meeting: rect, around: bounds.midX).map { cell(copy: $0, in: cycle) }
        result += cycle.strip.supplementaries(in: rect, bounds: bounds)
        return result
    }

    /// - Complexity: O(min(k, limit)) for k results, without building one.
    public func countAttributes(in rect: Rect, bounds: Rect, upTo limit: Int) -> Int {
        guard let cycle else { return fallback.countAttributes(in: rect, bounds: bounds, upTo: limit) }
        let count =
            cycle.countCopies(meeting: rect, around: bounds.midX, upTo: limit)
            + cycle.strip.supplementaries(in: rect, bounds: bounds).count
        return count.counted(upTo: limit)
    }

    /// The item's shown copy at `bounds` (the seed's falls back to a cycle at y = insetTop, without the
    /// header's height; ours has it). - Complexity: O(1).
    public func attributes(forItem indexPath: IndexPath, bounds: Rect) -> LayoutAttributes? {
        guard let cycle else { return fallback.attributes(forItem: indexPath, bounds: bounds) }
        guard indexPath.section == 0, (0..<cycle.strip.count).contains(indexPath.item) else { return nil }
        let shown = cycle.shownCopies(around: bounds.midX)
        let offset = (indexPath.item - cycle.item(ofCopy: shown.lowerBound) + cycle.strip.count) % cycle.strip.count
        return cell(copy: shown.lowerBound + offset, in: cycle)
    }

    public func attributes(forSupplementary kind: ElementKind, at indexPath: IndexPath, bounds: Rect)
        -> LayoutAttributes?
    {
        fallback.attributes(forSupplementary: kind, at: indexPath, bounds: bounds)
    }

    /// `proposed` when `snapToCenter` is off; otherwise the snap-to-center rule over the copies.
    public func targetContentOffset(proposed: Point, velocity: Vector, current: Point) -> Point {
        guard configuration.snapToCenter else { return proposed }
        guard let cycle else {
            return fallback.targetContentOffset(proposed: proposed, velocity: velocity, current: current)
        }
        let copy = cycle.copy(nearestCentre: proposed.x + cycle.strip.viewportWidth / 2)
        let x = SnapTarget.centring(
            midX: cycle.frame(copy: copy).midX, page: cycle.strip.page, viewportWidth: cycle.strip.viewportWidth,
            velocity: velocity.dx, current: current.x, contentWidth: cycle.contentSize.width)
        return Point(x: x, y: proposed.y)
    }

    /// Which copy is shown changes only far outside the viewport, so only the pinned header and footer
    /// need a new query.
    public func invalidation(forBoundsChange new: Rect, old: Rect) -> Invalidation {
        fallback.invalidation(forBoundsChange: new, old: old)
    }

    public func focusedItem(bounds: Rect) -> IndexPath? {
        guard let cycle else { return fallback.focusedItem(bounds: bounds) }
        return IndexPath(section: 0, item: cycle.item(ofCopy: cycle.copy(nearestCentre: bounds.midX)))
    }

    /// The focused item (the first before any) centred in cycle 0, whatever the offset was: the seed
    /// moves the offset into cycle 0 and re-centres whenever it computes the cycle.
    public func contentOffset(afterPrepareFrom previous: Point, focus: IndexPath?) -> Point {
        guard let cycle else { return fallback.contentOffset(afterPrepareFrom: previous, focus: focus) }
        let item = min(max(focus?.item ?? 0, 0), cycle.strip.count - 1)
        return Point(x: cycle.frame(copy: item).midX - cycle.strip.viewportWidth / 2, y: previous.y)
    }

    public var prefersFastDeceleration: Bool { true }

    /// The strip's pitch when `snapToCenter` is on.
    public var snapPitch: Double? {
        guard configuration.snapToCenter else { return nil }
        guard let cycle else { return fallback.snapPitch }
        return cycle.strip.page > 0 ? cycle.strip.page : nil
    }

    private func cell(copy: Int, in cycle: InfiniteCycle) -> LayoutAttributes {
        let indexPath = IndexPath(section: 0, item: cycle.item(ofCopy: copy))
        return .cell(indexPath, id: fallback.data.itemID(at: indexPath)!, frame: cycle.frame(copy: copy))
    }
}
