/// How long RecyclerView's programmatic scrolls take, in seconds, for a distance in points on a screen
/// of `density` pixels per point (Android counts whole pixels and whole milliseconds).
public enum AndroidSmoothScroll {
    /// SnapHelper's scroller after a fling: `tScroll = ⌈|dx|·100/densityDpi⌉` ms (100 ms per inch;
    /// PagerSnapHelper caps it at 100 ms), then `⌈tScroll/0.3356⌉` ms along `DecelerateInterpolator`.
    public static func snapDuration(distance: Double, density: Double, paging: Bool) -> Double {
        let pixels = (abs(distance) * density).rounded()
        var scrolling = (pixels * 100 / (160 * density)).rounded(.up)
        if paging { scrolling = min(scrolling, 100) }
        return (scrolling / 0.3356).rounded(.up) / 1000
    }

    /// `smoothScrollBy` without a duration (SnapHelper's snap when the list comes to rest):
    /// `(|dx|/container + 1)·300` ms, truncated, at most 2,000 ms, along the quintic interpolator.
    public static func settleDuration(distance: Double, container: Double) -> Double {
        guard container > 0 else { return 2 }
        let milliseconds = ((abs(distance) / container + 1) * 300).rounded(.towardZero)
        return min(milliseconds, 2000) / 1000
    }

    /// `DecelerateInterpolator`'s exponent.
    public static let snapPower = 2.0
    /// RecyclerView's quintic interpolator's exponent.
    public static let settlePower = 5.0
}
