/// A JSON value, written in ScrollSim's one canonical form (PROTOCOL.md §1): keys sorted, no spaces,
/// `/` not escaped, numbers rounded to three decimals with trailing zeros and the point dropped, never
/// `-0`, `NaN` or `Infinity`.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The canonical text, without a trailing newline.
    /// - Complexity: O(n log n) in the number of keys of the largest object, O(size) otherwise.
    public var canonical: String {
        var output = ""
        write(to: &output)
        return output
    }

    /// Appends the canonical text to `output`.
    public func write(to output: inout String) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .number(let value): output += CanonicalNumber.format(value)
        case .string(let value): CanonicalString.write(value, to: &output)
        case .array(let values):
            output += "["
            for (index, value) in values.enumerated() {
                if index > 0 { output += "," }
                value.write(to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { output += "," }
                CanonicalString.write(key, to: &output)
                output += ":"
                members[key]!.write(to: &output)
            }
            output += "}"
        }
    }
}

/// The canonical number format.
public enum CanonicalNumber {
    /// `12`, `12.5`, `-0.333`: rounded half away from zero to three decimals, trailing zeros dropped.
    /// Non-finite values, which validation keeps out, are written as `null` so the output stays JSON.
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        let thousandths = (value * 1000).rounded()
        guard thousandths != 0 else { return "0" }
        guard abs(thousandths) < 9e15 else { return String(Int64(exactly: value.rounded()) ?? 0) }
        let scaled = Int64(thousandths)
        let magnitude = scaled.magnitude
        var text = scaled < 0 ? "-" : ""
        text += String(magnitude / 1000)
        var fraction = magnitude % 1000
        guard fraction != 0 else { return text }
        var digits = 3
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let fractionText = String(fraction)
        text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
        return text
    }
}

/// JSON string escaping: quotes, backslashes and control characters; `/` and non-ASCII as they are.
enum CanonicalString {
    static func write(_ value: String, to output: inout String) {
        output += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case let control where control.value < 0x20:
                let hex = String(control.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
