/// A strict JSON reader (RFC 8259) for request lines and `.json` files, producing the format-neutral
/// `SpecNode` tree the YAML reader's is made into, so both are checked by the spec decoders with their key
/// paths and lines. Strings become quoted scalars; numbers, `true`, `false` and `null` plain ones.
///
/// It rejects what JSON rejects and what a daemon must not accept: invalid UTF-8, raw control characters
/// in strings, lone surrogates, numbers that overflow a Double (`1e400`), `NaN`, duplicate keys, and nesting
/// deeper than `maximumDepth` (checked before recursing, so `[[[[…` cannot overflow the stack).
package struct JSONReader {
    /// How deep arrays and objects may nest.
    package static let maximumDepth = 64

    /// A syntax error and the byte offset (0-based) where it was found.
    package struct SyntaxError: Error, Hashable {
        package var offset: Int
        package var message: String

        /// The 1-based line and column (in bytes) of the offset in `bytes`. - Complexity: O(offset).
        package func location(in bytes: [UInt8]) -> (line: Int, column: Int) {
            var line = 1
            var lineStart = 0
            for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
            return (line, offset - lineStart + 1)
        }
    }

    private let bytes: [UInt8]
    private var position = 0
    /// The 1-based line at `position` (a newline can only be whitespace between tokens).
    private var line = 1

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Parses one JSON text that fills `bytes` (whitespace around it allowed).
    /// - Complexity: O(n) time; recursion depth at most `maximumDepth`.
    package static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> SpecNode {
        var reader = JSONReader(bytes)
        reader.skipWhitespace()
        let value = try reader.value(depth: 0)
        reader.skipWhitespace()
        guard reader.position == bytes.count else { throw reader.failure("unexpected text after the JSON value") }
        return value
    }

    private func failure(_ message: String) -> SyntaxError {
        SyntaxError(offset: position, message: message)
    }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    /// The error for what stands where `expected` should: a comment or a trailing comma named as such, as
    /// JSON has neither (YAML, and JSON5, have both). - Complexity: O(whitespace before the position).
    private func unexpected(_ expected: String) -> SyntaxError {
        guard let byte = current else { return failure("\(expected), got the end of the text") }
        if byte == UInt8(ascii: "/") { return failure("JSON has no comments (\(expected))") }
        let closing = byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]")
        let before = bytes[..<position].last { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        if closing && before == UInt8(ascii: ",") {
            return failure("JSON allows no comma before \(Self.describe(byte))")
        }
        return failure("\(expected), got \(Self.describe(byte))")
    }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
            if byte == 0x0A { line += 1 }
            position += 1
        }
    }

    private mutating func value(depth: Int) throws(SyntaxError) -> SpecNode {
        guard let byte = current else { throw failure("unexpected end of the line") }
        switch byte {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""):
            let line = line
            return .scalar(SpecNode.Scalar(text: try string(), kind: .quoted, line: line))
        case UInt8(ascii: "t"): return try literal("true")
        case UInt8(ascii: "f"): return try literal("false")
        case UInt8(ascii: "n"): return try literal("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        case UInt8(ascii: "/"), UInt8(ascii: "]"), UInt8(ascii: "}"): throw unexpected("expected a value")
        default: throw failure("unexpected character \(Self.describe(byte))")
        }
    }

    private mutating func literal(_ word: StaticString) throws(SyntaxError) -> SpecNode {
        let count = word.utf8CodeUnitCount
        let matches = word.withUTF8Buffer { expected in
            position + count <= bytes.count && bytes[position..<position + count].elementsEqual(expected)
        }
        guard matches else { throw failure("unexpected character \(Self.describe(bytes[position]))") }
        position += count
        return .scalar(SpecNode.Scalar(text: word.description, kind: .plain, line: line))
    }

    private mutating func object(depth: Int) throws(SyntaxError) -> SpecNode {
        guard depth <= Self.maximumDepth else { throw failure("nested deeper than \(Self.maximumDepth) levels") }
        let start = line
        position += 1
        var pairs: [SpecNode.Member] = []
        var keys: Set<String> = []
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            position += 1
            return .mapping(pairs, line: start)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw unexpected("expected a string key") }
            let keyStart = position
            let keyLine = line
            let key = try string()
            guard keys.insert(key).inserted else {
                throw SyntaxError(offset: keyStart, message: "duplicate key \"\(key)\"")
            }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw failure("expected ':' after a key") }
            position += 1
            skipWhitespace()
            pairs.append(
                SpecNode.Member(
                    key: SpecNode.Scalar(text: key, kind: .quoted, line: keyLine), value: try value(depth: depth)))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ",")?: position += 1
            case UInt8(ascii: "}")?:
                position += 1
                return .mapping(pairs, line: start)
            default: throw unexpected("expected ',' or '}' in an object")
            }
        }
    }

    private mutating func array(depth: Int) throws(SyntaxError) -> SpecNode {
        guard depth <= Self.maximumDepth else { throw failure("nested deeper than \(Self.maximumDepth) levels") }
        let start = line
        position += 1
        var elements: [SpecNode] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            position += 1
            return .sequence(elements, line: start)
        }
        while true {
            skipWhitespace()
            elements.append(try value(depth: depth))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ",")?: position += 1
            case UInt8(ascii: "]")?:
                position += 1
                return .sequence(elements, line: start)
            default: throw unexpected("expected ',' or ']' in an array")
            }
        }
    }

    /// A number as JSON writes it; the text is kept, and must read as a finite Double.
    private mutating func number() throws(SyntaxError) -> SpecNode {
        let start = position
        if current == UInt8(ascii: "-") { position += 1 }
        guard let first = current, Self.isDigit(first) else { throw failure("expected a digit") }
        position += 1
        if first != UInt8(ascii: "0") { skipDigits() }
        if current == UInt8(ascii: ".") {
            position += 1
            guard let byte = current, Self.isDigit(byte) else { throw failure("expected a digit after '.'") }
            skipDigits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            guard let byte = current, Self.isDigit(byte) else { throw failure("expected a digit in the exponent") }
            skipDigits()
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw SyntaxError(offset: start, message: "the number \(text) is out of range")
        }
        return .scalar(SpecNode.Scalar(text: text, kind: .plain, line: line))
    }

    private mutating func skipDigits() {
        while let byte = current, Self.isDigit(byte) { position += 1 }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// A string's contents, with escapes resolved; the UTF-8 is validated.
    private mutating func string() throws(SyntaxError) -> String {
        position += 1
        var scalars = String.UnicodeScalarView()
        while true {
            guard let byte = current else { throw failure("unterminated string") }
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                position += 1
                scalars.append(try escape())
            case 0..<0x20:
                throw failure("a control character (\(Self.describe(byte))) inside a string must be escaped")
            case 0..<0x80:
                scalars.append(Unicode.Scalar(byte))
                position += 1
            default:
                scalars.append(try multiByteScalar())
            }
        }
    }

    private mutating func escape() throws(SyntaxError) -> Unicode.Scalar {
        guard let byte = current else { throw failure("unterminated escape") }
        position += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try hexUnit()
            switch unit {
            case 0xD800..<0xDC00:
                guard current == UInt8(ascii: "\\"), position + 1 < bytes.count,
                    bytes[position + 1] == UInt8(ascii: "u")
                else { throw failure("a lone surrogate \\u\(Self.hex(unit)) is not a character") }
                position += 2
                let low = try hexUnit()
                guard (0xDC00..<0xE000).contains(low) else {
                    throw failure("a lone surrogate \\u\(Self.hex(unit)) is not a character")
                }
                return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!
            case 0xDC00..<0xE000:
                throw failure("a lone surrogate \\u\(Self.hex(unit)) is not a character")
            default:
                return Unicode.Scalar(unit)!
            }
        default:
            position -= 1
            throw failure("unknown escape \\\(Self.describe(byte))")
        }
    }

    private mutating func hexUnit() throws(SyntaxError) -> UInt32 {
        var unit: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexDigit(byte) else { throw failure("expected 4 hex digits") }
            unit = unit << 4 | digit
            position += 1
        }
        return unit
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    /// One UTF-8 sequence of two to four bytes, checked as Unicode's table 3-7 requires.
    private mutating func multiByteScalar() throws(SyntaxError) -> Unicode.Scalar {
        let lead = bytes[position]
        let length: Int
        var value: UInt32
        var lowest: UInt32
        switch lead {
        case 0xC2...0xDF: (length, value, lowest) = (2, UInt32(lead & 0x1F), 0x80)
        case 0xE0...0xEF: (length, value, lowest) = (3, UInt32(lead & 0x0F), 0x800)
        case 0xF0...0xF4: (length, value, lowest) = (4, UInt32(lead & 0x07), 0x10000)
        default: throw failure("invalid UTF-8 byte \(Self.describe(lead))")
        }
        guard position + length <= bytes.count else { throw failure("truncated UTF-8 sequence") }
        for offset in 1..<length {
            let byte = bytes[position + offset]
            guard byte & 0xC0 == 0x80 else { throw failure("invalid UTF-8 sequence") }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard value >= lowest, value <= 0x10FFFF, let scalar = Unicode.Scalar(value) else {
            throw failure("invalid UTF-8 sequence")
        }
        position += length
        return scalar
    }

    private static func describe(_ byte: UInt8) -> String {
        (0x21..<0x7F).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "0x" + hex(UInt32(byte), width: 2)
    }

    private static func hex(_ value: UInt32, width: Int = 4) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
