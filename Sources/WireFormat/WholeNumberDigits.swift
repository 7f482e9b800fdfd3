/// The exact decimal digits of a whole `Double` of any magnitude, for the canonical format's numbers past
/// `Int64` (which Swift's `description` would write in exponent form, `1e+20`).
@usableFromInline enum WholeNumberDigits {
    /// The digits of `value` (finite and whole), with a leading `-` when negative.
    /// - Complexity: O(e·d) for binary exponent e ≤ 1023 and d ≤ 309 digits; only numbers past 9e15 come here.
    @usableFromInline static func text(of value: Double) -> String {
        let magnitude = value.magnitude
        let exponent = Int(magnitude.exponent) - Double.significandBitCount
        var significand = magnitude.significandBitPattern | (1 << UInt64(Double.significandBitCount))
        var shift = exponent
        if shift < 0 {
            significand >>= UInt64(-shift)
            shift = 0
        }
        // Base 10⁹ limbs, least significant first.
        var limbs: [UInt64] = [
            significand % 1_000_000_000, significand / 1_000_000_000 % 1_000_000_000,
            significand / 1_000_000_000_000_000_000,
        ]
        for _ in 0..<shift {
            var carry: UInt64 = 0
            for index in limbs.indices {
                let doubled = limbs[index] * 2 + carry
                limbs[index] = doubled % 1_000_000_000
                carry = doubled / 1_000_000_000
            }
            if carry > 0 { limbs.append(carry) }
        }
        while limbs.count > 1, limbs.last == 0 { limbs.removeLast() }
        var text = value < 0 ? "-" : ""
        text += String(limbs.last!)
        for limb in limbs.dropLast().reversed() {
            let digits = String(limb)
            text += String(repeating: "0", count: 9 - digits.count) + digits
        }
        return text
    }
}
