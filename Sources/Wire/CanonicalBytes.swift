/// The canonical number and string formats (PROTOCOL.md §1), written straight into a UTF-8 buffer: the
/// one implementation behind `JSONValue`, `CanonicalNumber` and the event encoder.
enum CanonicalBytes {
    /// Appends `value` rounded half away from zero to three decimals, trailing zeros and the point
    /// dropped, never `-0`; non-finite values as `null`. Divisions are by constants only.
    static func appendNumber(_ value: Double, to bytes: inout [UInt8]) {
        guard value.isFinite else { return bytes.append(contentsOf: "null".utf8) }
        let thousandths = (value * 1000).rounded()
        guard abs(thousandths) < 9e15 else {
            // Every double this large is whole: its digits, or past Int64 Swift's exponent form (1e+20).
            if let whole = Int64(exactly: value.rounded()) { return bytes.append(contentsOf: String(whole).utf8) }
            return bytes.append(contentsOf: value.description.utf8)
        }
        guard thousandths != 0 else { return bytes.append(UInt8(ascii: "0")) }
        if thousandths < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = UInt64(abs(thousandths))
        appendDigits(magnitude / 1000, to: &bytes)
        let fraction = magnitude % 1000
        guard fraction != 0 else { return }
        bytes.append(UInt8(ascii: "."))
        bytes.append(UInt8(ascii: "0") + UInt8(fraction / 100))
        guard fraction % 100 != 0 else { return }
        bytes.append(UInt8(ascii: "0") + UInt8(fraction / 10 % 10))
        guard fraction % 10 != 0 else { return }
        bytes.append(UInt8(ascii: "0") + UInt8(fraction % 10))
    }

    /// Appends the decimal digits of `value`.
    static func appendDigits(_ value: UInt64, to bytes: inout [UInt8]) {
        guard value >= 10 else { return bytes.append(UInt8(ascii: "0") + UInt8(value)) }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var rest = value
            var index = 20
            while rest > 0 {
                index -= 1
                digits[index] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            }
            bytes.append(contentsOf: digits[index..<20])
        }
    }

    /// Appends `value` as a JSON string: quotes, backslashes and control characters escaped, `/` and
    /// non-ASCII as they are.
    static func appendString(_ value: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case 0..<0x20: bytes.append(contentsOf: escapedControl(byte).utf8)
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// `\n`, `\r`, `\t`, `\b`, `\f`, or `\u00XX`.
    private static func escapedControl(_ byte: UInt8) -> String {
        switch byte {
        case 0x0A: return "\\n"
        case 0x0D: return "\\r"
        case 0x09: return "\\t"
        case 0x08: return "\\b"
        case 0x0C: return "\\f"
        default:
            let hex = String(byte, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
    }
}
