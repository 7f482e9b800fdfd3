import LayoutCore

/// LNZSnapToCenterCollectionViewLayout: one horizontal row of equal items, the first
/// centred by default, a release always coming to rest with an item centred, and the centred item in
/// focus. Single section (the spec decoder rejects several).
public struct SnapToCenterLayout: FocusingLayout, SnappingLayout {
    public var configuration: SnapToCenterConfiguration
    var strip = StripGeometry()
    var data: CollectionData = .empty

    public init(configuration: SnapToCenterConfiguration = SnapToCenterConfiguration()) {
        self.configuration = configuration
    }

    /// - Complexity: O(1): the frames are arithmetic.
    public mutating func prepare(_ context: LayoutContext) {
        data = context.data
        strip = StripGeometry(configuration, context: context)
    }

    public var contentSize: Size { strip.contentSize }

    /// The cells in `rect` and the header and footer pinned to `bounds`. Nothing when there are no items
    /// (the seed answers nil, header and footer included). - Complexity: O(k) for k results.
    public func attributes(in rect: Rect, bounds: Rect) -> [LayoutAttributes] {
        guard strip.count > 0 else { return [] }
        var result: [LayoutAttributes] = []
        if let items = strip.items(from: rect.minX, to: rect.maxX) {
            result.reserveCapacity(items.count + 2)
            for item in items {
                let frame = strip.frame(item)
                if frame.intersects(rect) { result.append(cell(item, frame: frame)) }
            }
        }
        result += strip.supplementaries(in: rect, bounds: bounds)
        return result
    }

    /// - Complexity: O(min(k, limit)) for k results, without building one.
    public func countAttributes(in rect: Rect, bounds: Rect, upTo limit: Int) -> Int {
        strip.countElements(in: rect, bounds: bounds, upTo: limit)
    }

    /// - Complexity: O(1).
    public func attributes(forItem indexPath: IndexPath, bounds: Rect) -> LayoutAttributes? {
        guard indexPath.section == 0, (0..<strip.count).contains(indexPath.item) else { return nil }
        return cell(indexPath.item, frame: strip.frame(indexPath.item))
    }

    /// The header or footer at `[0, 0]`, pinned to the bounds' x.
    public func attributes(forSupplementary kind: ElementKind, at indexPath: IndexPath, bounds: Rect)
        -> LayoutAttributes?
    {
        guard strip.count > 0, indexPath == IndexPath(section: 0, item: 0) else { return nil }
        switch kind {
        case .header: return strip.header(bounds: bounds)
        case .footer: return strip.footer(bounds: bounds)
        default: return nil
        }
    }

    /// The item nearest the centre of the proposed bounds, one page further on when it lies against the
    /// release's direction, clamped to `[0, max(0, contentW − W)]` (the seed's behaviour; the seed's clamp
    /// goes negative when the content is narrower than the view, ours rests at 0). - Complexity: O(1).
    public func targetContentOffset(proposed: Point, velocity: Vector, current: Point) -> Point {
        guard let item = strip.item(nearestCentre: proposed.x + strip.viewportWidth / 2) else { return proposed }
        let x = SnapTarget.centring(
            midX: strip.frame(item).midX, page: strip.page, viewportWidth: strip.viewportWidth,
            velocity: velocity.dx, current: current.x, contentWidth: contentSize.width)
        return Point(x: x, y: proposed.y)
    }

    /// Only the pinned header and footer follow the bounds.
    public func invalidation(forBoundsChange new: Rect, old: Rect) -> Invalidation {
        strip.hasSupplementaries && new.minX != old.minX ? .requery : .none
    }

    /// `currentInFocus`: the item whose centre is closest to the bounds' centre, ties to the lower index.
    public func focusedItem(bounds: Rect) -> IndexPath? {
        strip.item(nearestCentre: bounds.midX).map { IndexPath(section: 0, item: $0) }
    }

    /// The seed's offset reset: the focused item (the first before any) centred, when `centerFirstItem`
    /// or the offset lies strictly inside the content.
    public func contentOffset(afterPrepareFrom previous: Point, focus: IndexPath?) -> Point {
        guard strip.count > 0 else { return previous }
        let inside = previous.x > 0 && previous.x < contentSize.width - strip.viewportWidth
        guard configuration.centerFirstItem || inside else { return previous }
        let item = min(max(focus?.item ?? 0, 0), strip.count - 1)
        return Point(x: strip.frame(item).midX - strip.viewportWidth / 2, y: previous.y)
    }

    /// The seed sets `decelerationRate = .fast` in every prepare.
    public var prefersFastDeceleration: Bool { true }

    /// An item's width plus the spacing, once there are items.
    public var snapPitch: Double? { strip.count > 0 && strip.page > 0 ? strip.page : nil }

    private func cell(_ item: Int, frame: Rect) -> LayoutAttributes {
        let indexPath = IndexPath(section: 0, item: item)
        return .cell(indexPath, id: data.itemID(at: indexPath)!, frame: frame)
    }
}
