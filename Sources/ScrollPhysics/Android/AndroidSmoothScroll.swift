import RealModule

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

    /// The distance in whole pixels that Android scrolls for `distance` points: a snap distance under half
    /// a pixel is no scroll (SnapHelper scrolls only a non-zero pixel distance).
    public static func pixels(_ distance: Double, density: Double) -> Double {
        (abs(distance) * density).rounded()
    }

    /// When RecyclerView goes idle during a smooth scroll of `distance` points lasting `duration` seconds
    /// along `1 − (1 − u)^power`, in seconds: OverScroller draws `start + round(q·d)` in whole pixels
    /// (`updateScroll`) and the ViewFlinger stops on the frame where that equals the final pixel
    /// (`getCurrX() == getFinalX()`), once the curve has covered all but half a pixel of the `d`:
    /// `u = 1 − (0.5/d)^(1/power)`. Zero for a distance under half a pixel. O(1).
    public static func idleTime(distance: Double, density: Double, duration: Double, power: Double) -> Double {
        let whole = pixels(distance, density: density)
        guard whole >= 1, power > 0 else { return 0 }
        return duration * (1 - Double.pow(0.5 / whole, 1 / power))
    }

    /// `DecelerateInterpolator`'s exponent.
    public static let snapPower = 2.0
    /// RecyclerView's quintic interpolator's exponent.
    public static let settlePower = 5.0
}
