/// The canonical number and string formats, written straight into UTF-8 bytes: the one
/// implementation behind `JSONValue`, `CanonicalNumber` and the event encoder. `@usableFromInline` as
/// `StagedBytes` is, so that its `@inlinable` writers are inlined into other modules.
@usableFromInline package enum CanonicalBytes {
    /// Appends `value` rounded half away from zero to three decimals, trailing zeros and the point
    /// dropped, never `-0` nor an exponent form; non-finite values (which the input domain keeps out) as
    /// `null`. Divisions are by constants only.
    package static func appendNumber(_ value: Double, to bytes: inout [UInt8]) {
        StagedBytes.appending(to: &bytes) { writeNumber(value, to: &$0) }
    }

    /// Appends `value` as a JSON string: quotes, backslashes and control characters escaped, `/` and
    /// non-ASCII as they are.
    package static func appendString(_ value: String, to bytes: inout [UInt8]) {
        StagedBytes.appending(to: &bytes) { writeString(value, to: &$0) }
    }

    /// The number format of `appendNumber`, written through `out`. Rounds without a library call: below
    /// 2⁵³ a double's fraction is exact, so comparing it with ½ rounds exactly as `rounded()` does.
    /// - Complexity: O(digits).
    @inlinable
    package static func writeNumber(_ value: Double, to out: inout StagedBytes) {
        guard value.isFinite else { return out.append("null") }
        let scaled = value * 1000
        // Every double from 2⁵² on is whole, so this bound holds for the rounded value too.
        guard abs(scaled) < 9e15 else {
            // Every double this large is whole: its digits, never an exponent form.
            if let whole = Int64(exactly: value.rounded()) { return out.append(utf8: String(whole)) }
            return out.append(utf8: WholeNumberDigits.text(of: value))
        }
        let truncated = Int64(scaled)
        let fractionalPart = scaled - Double(truncated)
        let thousandths =
            fractionalPart >= 0.5 ? truncated + 1 : fractionalPart <= -0.5 ? truncated - 1 : truncated
        guard thousandths != 0 else { return out.append(UInt8(ascii: "0")) }
        // Sign, 16 digits at most below 9e15, the point and three decimals.
        out.reserve(24)
        if thousandths < 0 { out.put(UInt8(ascii: "-")) }
        let magnitude = thousandths.magnitude
        writeDigits(magnitude / 1000, to: &out)
        let decimals = magnitude % 1000
        guard decimals != 0 else { return }
        out.put(UInt8(ascii: "."))
        out.put(UInt8(ascii: "0") + UInt8(decimals / 100))
        guard decimals % 100 != 0 else { return }
        out.put(UInt8(ascii: "0") + UInt8(decimals / 10 % 10))
        guard decimals % 10 != 0 else { return }
        out.put(UInt8(ascii: "0") + UInt8(decimals % 10))
    }

    /// An integer in the number format (its digits; the same bytes as `writeNumber` of it, which a test
    /// holds). - Complexity: O(digits).
    @inlinable
    package static func writeInteger(_ value: Int, to out: inout StagedBytes) {
        guard value < 0 else { return writeDigits(UInt64(value), to: &out) }
        out.append(UInt8(ascii: "-"))
        writeDigits(UInt64(value.magnitude), to: &out)
    }

    /// The decimal digits of `value` (at most 20), written through `out`. Divisions by the constant 10
    /// only, which compile to multiplications.
    @inlinable
    package static func writeDigits(_ value: UInt64, to out: inout StagedBytes) {
        var length = 1
        var bound: UInt64 = 10
        while length < 20, value >= bound {
            length += 1
            bound = bound &* 10
        }
        out.reserve(length)
        out.put(digitsOf: value, count: length)
    }

    /// The string format of `appendString`, written through `out`. A string with nothing to escape is
    /// copied in one run. - Complexity: O(length).
    @inlinable
    package static func writeString(_ value: String, to out: inout StagedBytes) {
        out.append(UInt8(ascii: "\""))
        // A native string's bytes are read in place; a bridged one is made contiguous first.
        let wrote: Void? = value.utf8.withContiguousStorageIfAvailable { writeEscaped($0, to: &out) }
        if wrote == nil {
            var value = value
            value.withUTF8 { writeEscaped($0, to: &out) }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// `utf8` with quotes, backslashes and control characters escaped: in one run when none is there.
    @inlinable @inline(__always)
    static func writeEscaped(_ utf8: UnsafeBufferPointer<UInt8>, to out: inout StagedBytes) {
        if !utf8.contains(where: needsEscape) { return out.append(utf8) }
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.append("\\\"")
            case UInt8(ascii: "\\"): out.append("\\\\")
            case 0..<0x20: out.append(utf8: escapedControl(byte))
            default: out.append(byte)
            }
        }
    }

    /// Inlinable: the event writer asks it of every byte of every string it writes.
    @inlinable
    static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// `\n`, `\r`, `\t`, `\b`, `\f`, or `\u00XX`.
    @inlinable
    static func escapedControl(_ byte: UInt8) -> String {
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
