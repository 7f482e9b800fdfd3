/// A JSON value, written in ScrollSim's one canonical form: keys sorted, no spaces,
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
        var bytes: [UInt8] = []
        write(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the canonical text's UTF-8 bytes to `bytes`.
    public func write(to bytes: inout [UInt8]) {
        switch self {
        case .null: bytes.append(contentsOf: "null".utf8)
        case .bool(let value): bytes.append(contentsOf: (value ? "true" : "false").utf8)
        case .number(let value): CanonicalBytes.appendNumber(value, to: &bytes)
        case .string(let value): CanonicalBytes.appendString(value, to: &bytes)
        case .array(let values):
            bytes.append(UInt8(ascii: "["))
            for (index, value) in values.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                value.write(to: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            bytes.append(UInt8(ascii: "{"))
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                CanonicalBytes.appendString(key, to: &bytes)
                bytes.append(UInt8(ascii: ":"))
                members[key]!.write(to: &bytes)
            }
            bytes.append(UInt8(ascii: "}"))
        }
    }
}

/// The canonical number format.
public enum CanonicalNumber {
    /// `12`, `12.5`, `-0.333`: rounded half away from zero to three decimals, trailing zeros dropped.
    /// Non-finite values, which validation keeps out, are written as `null` so the output stays JSON.
    public static func format(_ value: Double) -> String {
        var bytes: [UInt8] = []
        CanonicalBytes.appendNumber(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
