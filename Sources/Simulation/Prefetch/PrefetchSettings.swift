/// A view's opt-in data prefetching (the spec's `prefetch`), as UICollectionViewDataSourcePrefetching
/// reports it: `prefetchItems` for cells coming within range ahead of the scroll, `cancelPrefetching`
/// for prefetched cells the range leaves before they show. The range is the bounds extended along each
/// axis by `leading` screenfuls in the direction of the last scroll and `trailing` screenfuls behind it.
public struct PrefetchSettings: Hashable, Sendable {
    /// The most screenfuls either side may reach.
    public static let maximumScreenfuls = 100.0

    /// Screenfuls ahead of the scroll; Texture's default preload range (`ASLayoutRangeModeFull`,
    /// `ASLayoutRangeTypePreload`): 2.5.
    public var leading: Double
    /// Screenfuls behind it; Texture's default: 1.5.
    public var trailing: Double

    public init(leading: Double = 2.5, trailing: Double = 1.5) {
        self.leading = leading
        self.trailing = trailing
    }
}
