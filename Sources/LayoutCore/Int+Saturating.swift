extension Int {
    /// The largest magnitude a saturating conversion gives: far past any index, count or page number a
    /// view can hold, and far inside `Int`'s range, so that adding a few to it cannot overflow.
    public static let saturationBound = 1 << 60

    /// `value` rounded by `rule` and converted, saturated at ±`saturationBound`; 0 for NaN. Total where
    /// `Int(_: Double)` traps, so a position divided by a tiny page can never stop the process.
    /// - Complexity: O(1).
    public init(saturating value: Double, _ rule: FloatingPointRoundingRule = .towardZero) {
        guard !value.isNaN else {
            self = 0
            return
        }
        let bound = Double(Int.saturationBound)
        self = Int(Swift.min(Swift.max(value.rounded(rule), -bound), bound))
    }
}
