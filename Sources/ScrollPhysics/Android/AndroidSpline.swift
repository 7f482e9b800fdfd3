/// OverScroller's fling curve: the fraction of the distance covered against the fraction of the
/// duration, sampled at 101 points by bisection on a cubic Bézier (tension lines crossing at
/// `INFLEXION`), linear between the samples. Built as Android builds it, in `Float`, so the samples
/// are Android's own.
public enum AndroidSpline {
    public static let inflexion: Float = 0.35
    static let startTension: Float = 0.5
    static let endTension: Float = 1
    static let sampleCount = 100

    /// `SPLINE_POSITION`: the distance fraction at each hundredth of the duration.
    public static let positions: [Double] = buildPositions()

    /// The distance fraction and its slope (distance fraction per duration fraction) at `fraction` of
    /// the duration: 1 and 0 from the end on. O(1).
    public static func sample(at fraction: Double) -> (distance: Double, slope: Double) {
        guard fraction < 1 else { return (1, 0) }
        let clamped = max(0, fraction)
        let index = min(Int(clamped * Double(sampleCount)), sampleCount - 1)
        let lower = Double(index) / Double(sampleCount)
        let slope = (positions[index + 1] - positions[index]) * Double(sampleCount)
        return (positions[index] + (clamped - lower) * slope, slope)
    }

    /// The duration fraction at which the curve reaches `distance` (a fraction in [0, 1]): the inverse of
    /// `sample`, exact on its linear pieces. O(log 100).
    public static func fraction(reaching distance: Double) -> Double {
        guard distance > 0 else { return 0 }
        guard distance < 1 else { return 1 }
        var low = 0
        var high = sampleCount
        while high - low > 1 {
            let middle = (low + high) / 2
            if positions[middle] <= distance { low = middle } else { high = middle }
        }
        let span = positions[low + 1] - positions[low]
        let within = span > 0 ? (distance - positions[low]) / span : 0
        return (Double(low) + within) / Double(sampleCount)
    }

    /// OverScroller's static initialiser, the position half: for each α = i/100, bisect x until the
    /// Bézier's time coordinate is within 1e-5 of α, then record its distance coordinate.
    private static func buildPositions() -> [Double] {
        let p1 = startTension * inflexion
        let p2 = 1 - endTension * (1 - inflexion)
        var result: [Double] = []
        result.reserveCapacity(sampleCount + 1)
        var xMin: Float = 0
        for i in 0..<sampleCount {
            let alpha = Float(i) / Float(sampleCount)
            var xMax: Float = 1
            var x: Float = 0
            var coefficient: Float = 0
            while true {
                x = xMin + (xMax - xMin) / 2
                coefficient = 3 * x * (1 - x)
                let tx = coefficient * ((1 - x) * p1 + x * p2) + x * x * x
                if abs(tx - alpha) < 1e-5 { break }
                if tx > alpha { xMax = x } else { xMin = x }
            }
            result.append(Double(coefficient * ((1 - x) * startTension + x) + x * x * x))
        }
        result.append(1)
        return result
    }
}
