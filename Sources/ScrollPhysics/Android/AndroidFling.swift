import RealModule

/// OverScroller's spline fling along one axis, as RecyclerView runs it: the distance and the duration
/// from the release velocity, the position from `AndroidSpline` at the elapsed fraction of the duration.
///
/// In pixels: `l = ln(0.35·|v| / (F·P))`, distance `F·P·e^(DR/(DR−1)·l)` truncated to whole pixels,
/// duration `1000·e^(l/(DR−1))` truncated to whole milliseconds, with `F` = 0.015 (the scroll
/// friction), `DR = ln 0.78/ln 0.9` and `P = 9.80665·39.37·160·density·0.84` (the physical
/// coefficient). The velocity reaches it in whole pixels per second (truncated). Everything else is in
/// points: a point is `density` pixels. A pure function of time. O(1) per sample.
public struct AndroidFling: Hashable, Sendable {
    /// `DECELERATION_RATE`, a `float` in Android.
    public static let decelerationRate = Double(Float(Double.log(0.78) / Double.log(0.9)))
    /// `ViewConfiguration.getScrollFriction()`.
    public static let friction = 0.015

    /// Where the fling starts, in points.
    public var start: Double
    /// The distance it covers, in points (signed; whole pixels).
    public let distance: Double
    /// How long it lasts, in seconds (whole milliseconds).
    public let duration: Double

    /// A fling from `start` at `velocity` points per second on a screen of `density` pixels per point.
    public init(start: Double, velocity: Double, density: Double) {
        self.start = start
        let pixelsPerSecond = (velocity * density).rounded(.towardZero)
        let spline = Self.spline(pixelsPerSecond: abs(pixelsPerSecond), density: density)
        let pixels = spline.distance.rounded(.towardZero)
        distance = (pixelsPerSecond < 0 ? -pixels : pixels) / density
        duration = spline.milliseconds.rounded(.towardZero) / 1000
    }

    /// `mPhysicalCoeff`: gravity in inches per second squared times the screen's pixels per inch, times
    /// 0.84 — pixels per second squared.
    public static func physicalCoefficient(density: Double) -> Double {
        9.80665 * 39.37 * 160 * density * 0.84
    }

    /// The untruncated spline distance (pixels) and duration (milliseconds) for a speed in pixels per
    /// second: `getSplineFlingDistance`, `getSplineFlingDuration`. Zero for zero.
    public static func spline(pixelsPerSecond speed: Double, density: Double) -> (
        distance: Double, milliseconds: Double
    ) {
        guard speed > 0 else { return (0, 0) }
        let scale = friction * physicalCoefficient(density: density)
        let l = Double.log(Double(AndroidSpline.inflexion) * speed / scale)
        let rate = decelerationRate
        return (scale * Double.exp(rate / (rate - 1) * l), 1000 * Double.exp(l / (rate - 1)))
    }

    /// Where the fling rests: `start + distance`.
    public var restingPoint: Double { start + distance }

    /// When RecyclerView goes idle, in seconds: OverScroller draws `start + round(fraction·distance)` in
    /// whole pixels, and RecyclerView's ViewFlinger stops on the frame where that reaches the final pixel
    /// (`getCurrY() == getFinalY()`): once the spline has covered all but half a pixel, which its last
    /// 1–3 % of the duration does not move. 286 ms of the 333 a 500 px/s fling lasts at density 1.
    /// O(log 100).
    public func idleTime(density: Double) -> Double {
        let pixels = (abs(distance) * density).rounded()
        guard pixels >= 1 else { return 0 }
        return AndroidSpline.fraction(reaching: (pixels - 0.5) / pixels) * duration
    }

    public func position(at time: Double) -> Double {
        guard duration > 0 else { return restingPoint }
        return start + AndroidSpline.sample(at: time / duration).distance * distance
    }

    /// OverScroller's `getCurrVelocity`: the slope of the spline's current piece, in points per second.
    public func velocity(at time: Double) -> Double {
        guard duration > 0 else { return 0 }
        return AndroidSpline.sample(at: time / duration).slope * distance / duration
    }

    /// When the fling has covered `travelled` points in its direction, or nil when it rests first.
    /// O(log 100).
    public func time(toTravel travelled: Double) -> Double? {
        guard travelled > 0 else { return 0 }
        guard travelled < abs(distance) else { return nil }
        return AndroidSpline.fraction(reaching: travelled / abs(distance)) * duration
    }
}
