import LayoutCore

/// The geometry the snap-to-center family shares: one row of equal items along x,
/// with the effective insets, a header above and a footer below, both as wide as the viewport.
struct StripGeometry: Hashable, Sendable {
    /// The items in section 0; 0 when there is no section.
    var count = 0
    var itemSize = Size(width: 0, height: 0)
    var spacing: Double = 0
    /// The effective insets: grown to centre the first and last items when `centerFirstItem`.
    var insetLeft: Double = 0
    var insetRight: Double = 0
    var insetTop: Double = 0
    var insetBottom: Double = 0
    var headerHeight: Double = 0
    var footerHeight: Double = 0
    var viewportWidth: Double = 0

    init() {}

    /// - Complexity: O(1).
    init(_ configuration: SnapToCenterConfiguration, context: LayoutContext) {
        let section = context.data.sections.first
        count = section?.itemCount ?? 0
        itemSize = configuration.itemSize
        spacing = configuration.interitemSpacing
        viewportWidth = context.viewportSize.width
        if configuration.centerFirstItem {
            insetLeft = max(configuration.minimumSectionInsetLeft, viewportWidth / 2 - itemSize.width / 2)
            insetRight = max(configuration.minimumSectionInsetRight, insetLeft)
        } else {
            insetLeft = configuration.minimumSectionInsetLeft
            insetRight = configuration.minimumSectionInsetRight
        }
        insetTop = configuration.sectionInsetTop
        insetBottom = configuration.sectionInsetBottom
        headerHeight = section?.answers.header?.height ?? 0
        footerHeight = section?.answers.footer?.height ?? 0
    }

    /// The distance from one item's origin to the next, in points.
    var page: Double { itemSize.width + spacing }

    /// The y of every item: below the header and the top inset.
    var itemY: Double { headerHeight + insetTop }

    var contentHeight: Double { headerHeight + insetTop + itemSize.height + insetBottom + footerHeight }

    /// `insetL + insetR − spacing + page·count` wide.
    var contentSize: Size {
        Size(width: insetLeft + insetRight - spacing + page * Double(count), height: contentHeight)
    }

    /// Item `i`'s frame, with no bounds check.
    func frame(_ item: Int) -> Rect {
        Rect(origin: Point(x: insetLeft + page * Double(item), y: itemY), size: itemSize)
    }

    /// The items whose slots meet `minX...maxX` (the seed's arithmetic), empty when none.
    func items(from minX: Double, to maxX: Double) -> ClosedRange<Int>? {
        guard count > 0, page > 0 else { return count > 0 ? 0...(count - 1) : nil }
        let first = max(Int(saturating: (minX - insetLeft) / page, .down), 0)
        let last = min(Int(saturating: (maxX - insetLeft) / page, .down), count - 1)
        return first <= last ? first...last : nil
    }

    /// The item whose centre is closest to `x`, ties to the lower index; nil when
    /// there are no items. - Complexity: O(1).
    func item(nearestCentre x: Double) -> Int? {
        guard count > 0 else { return nil }
        guard page > 0 else { return 0 }
        let position = (x - insetLeft - itemSize.width / 2) / page
        return min(max(Int(saturating: position - 0.5, .up), 0), count - 1)
    }

    /// The header pinned to the bounds' x, or nil when it has no height.
    func header(bounds: Rect) -> LayoutAttributes? {
        guard headerHeight != 0 else { return nil }
        return .supplementary(
            .header, IndexPath(section: 0, item: 0),
            frame: Rect(x: bounds.minX, y: 0, width: viewportWidth, height: headerHeight))
    }

    /// The footer pinned to the bounds' x at the content's bottom, or nil when it has no height.
    func footer(bounds: Rect) -> LayoutAttributes? {
        guard footerHeight != 0 else { return nil }
        return .supplementary(
            .footer, IndexPath(section: 0, item: 0),
            frame: Rect(x: bounds.minX, y: contentHeight - footerHeight, width: viewportWidth, height: footerHeight))
    }

    /// The cells, header and footer that meet `rect`, counted no further than `limit + 1`.
    /// - Complexity: O(min(k, limit)) for the k items whose pages meet `rect`.
    func countElements(in rect: Rect, bounds: Rect, upTo limit: Int) -> Int {
        guard count > 0 else { return 0 }
        var found = 0
        if let items = items(from: rect.minX, to: rect.maxX) {
            for item in items where frame(item).intersects(rect) {
                found += 1
                if found > limit { return found }
            }
        }
        found += supplementaries(in: rect, bounds: bounds).count
        return found.counted(upTo: limit)
    }

    /// The header and footer that meet `rect`.
    func supplementaries(in rect: Rect, bounds: Rect) -> [LayoutAttributes] {
        [header(bounds: bounds), footer(bounds: bounds)].compactMap { $0 }.filter { $0.frame.intersects(rect) }
    }

    /// Whether anything depends on the bounds' x: the pinned header and footer.
    var hasSupplementaries: Bool { headerHeight != 0 || footerHeight != 0 }
}
