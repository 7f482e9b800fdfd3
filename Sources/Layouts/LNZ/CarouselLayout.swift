import LayoutCore

/// LNZCarouselCollectionViewLayout: the infinite layout (or, with
/// `isInfiniteScrollEnabled` false or too few items, the snap-to-center one) whose cells shrink with
/// their distance from the viewport's centre: full size there, `minimumScaleFactor` from `scalingOffset`
/// on, linearly between. The nearer a cell is to the centre, the higher its zIndex. A cell an animated data
/// change carries is scaled for where it is shown (`PositionStyledLayout`).
public struct CarouselLayout: FocusingLayout, SnappingLayout, PositionStyledLayout {
    public var configuration: CarouselConfiguration
    var base: InfiniteLayout

    public init(configuration: CarouselConfiguration = CarouselConfiguration()) {
        self.configuration = configuration
        base = InfiniteLayout(configuration: configuration.infinite)
        base.allowsInfinite = configuration.isInfiniteScrollEnabled
    }

    public var isInfinite: Bool { base.isInfinite }

    /// - Complexity: O(1).
    public mutating func prepare(_ context: LayoutContext) { base.prepare(context) }

    public var contentSize: Size { base.contentSize }

    /// - Complexity: O(k) for k results.
    public func attributes(in rect: Rect, bounds: Rect) -> [LayoutAttributes] {
        base.attributes(in: rect, bounds: bounds).map { scaled($0, bounds: bounds) }
    }

    /// Scaling sets a transform, not the frame: the base's count.
    public func countAttributes(in rect: Rect, bounds: Rect, upTo limit: Int) -> Int {
        base.countAttributes(in: rect, bounds: bounds, upTo: limit)
    }

    public func attributes(forItem indexPath: IndexPath, bounds: Rect) -> LayoutAttributes? {
        base.attributes(forItem: indexPath, bounds: bounds).map { scaled($0, bounds: bounds) }
    }

    /// Headers and footers are not scaled.
    public func attributes(forSupplementary kind: ElementKind, at indexPath: IndexPath, bounds: Rect)
        -> LayoutAttributes?
    {
        base.attributes(forSupplementary: kind, at: indexPath, bounds: bounds)
    }

    public func targetContentOffset(proposed: Point, velocity: Vector, current: Point) -> Point {
        base.targetContentOffset(proposed: proposed, velocity: velocity, current: current)
    }

    /// Every cell's scale follows the bounds.
    public func invalidation(forBoundsChange new: Rect, old: Rect) -> Invalidation {
        new.minX != old.minX ? .requery : .none
    }

    public func focusedItem(bounds: Rect) -> IndexPath? { base.focusedItem(bounds: bounds) }

    public var snapPitch: Double? { base.snapPitch }

    public func contentOffset(afterPrepareFrom previous: Point, focus: IndexPath?) -> Point {
        base.contentOffset(afterPrepareFrom: previous, focus: focus)
    }

    public var prefersFastDeceleration: Bool { true }

    /// The scale at `distance` points from the viewport's centre:
    /// `1 + min(distance, scalingOffset)·(minimumScaleFactor − 1)/scalingOffset`.
    public func scale(atDistance distance: Double) -> Double {
        let clampedDistance = min(abs(distance), configuration.scalingOffset)
        return 1 + clampedDistance * (configuration.minimumScaleFactor - 1) / configuration.scalingOffset
    }

    /// A cell shown away from its frame by an animated data change, scaled (and its zIndex set) for the
    /// distance of its shown centre from the viewport's centre, as a cell there is. - Complexity: O(1).
    public func styled(_ shown: LayoutAttributes, bounds: Rect) -> LayoutAttributes { scaled(shown, bounds: bounds) }

    /// A cell scaled about its centre, its zIndex `Int(scale·100000)`.
    private func scaled(_ attributes: LayoutAttributes, bounds: Rect) -> LayoutAttributes {
        guard attributes.category == .cell else { return attributes }
        var attributes = attributes
        let scale = scale(atDistance: bounds.midX - attributes.frame.midX)
        attributes.transform = .scale(x: scale, y: scale, z: 1)
        attributes.zIndex = Int(saturating: scale * 100_000)
        return attributes
    }
}
