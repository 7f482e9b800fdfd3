import LayoutCore

/// LNZSnapToCenterCollectionViewLayout's properties with the seed's defaults. All
/// lengths in points.
public struct SnapToCenterConfiguration: Hashable, Sendable {
    public var itemSize = Size(width: 100, height: 100)
    public var interitemSpacing: Double = 8
    public var sectionInsetTop: Double = 8
    public var sectionInsetBottom: Double = 8
    public var minimumSectionInsetLeft: Double = 8
    public var minimumSectionInsetRight: Double = 8
    /// Whether the first (and last) item can be centred, the insets growing to let it.
    public var centerFirstItem = true

    public init() {}
}

/// LNZInfiniteCollectionViewLayout's properties.
public struct InfiniteLayoutConfiguration: Hashable, Sendable {
    public var strip = SnapToCenterConfiguration()
    /// Whether a release comes to rest with an item centred.
    public var snapToCenter = true
    /// The smallest cycle (every item once), in viewport widths, that scrolls infinitely (ours: 1.5, as
    /// the seed's README promises; the cycle must also be at least a viewport and a page wide).
    public var infiniteThreshold: Double = 1.5

    public init() {}
}

/// LNZCarouselCollectionViewLayout's properties.
public struct CarouselConfiguration: Hashable, Sendable {
    public var infinite = InfiniteLayoutConfiguration()
    public var isInfiniteScrollEnabled = true
    /// The distance from the centre, in points, beyond which an item has `minimumScaleFactor`. > 0.
    public var scalingOffset: Double = 200
    /// The scale of an item at `scalingOffset` or farther, in (0, 1].
    public var minimumScaleFactor: Double = 0.85

    public init() {}
}
