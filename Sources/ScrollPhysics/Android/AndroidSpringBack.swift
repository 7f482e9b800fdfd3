/// OverScroller's `springBack` to an edge from past it: the cubic `3u² − 2u³` of the way, over
/// `√(2·|Δ|/2000)` s for a distance Δ in pixels (`GRAVITY` 2,000 px/s²). A pure function of time; units
/// points, seconds, points per second.
public struct AndroidSpringBack: Hashable, Sendable {
    public var start: Double
    public var end: Double
    /// In seconds (whole milliseconds).
    public let duration: Double

    public init(from start: Double, to end: Double, density: Double) {
        self.start = start
        self.end = end
        let pixels = (abs(end - start) * density).rounded(.towardZero)
        duration = (1000 * (2 * pixels / 2000).squareRoot()).rounded(.towardZero) / 1000
    }

    public func position(at time: Double) -> Double {
        guard duration > 0, time < duration else { return end }
        let u = max(0, time) / duration
        return start + (end - start) * u * u * (3 - 2 * u)
    }

    public func velocity(at time: Double) -> Double {
        guard duration > 0, time < duration else { return 0 }
        let u = max(0, time) / duration
        return (end - start) * 6 * u * (1 - u) / duration
    }
}
