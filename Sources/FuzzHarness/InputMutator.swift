import LayoutTestKit

/// Seeded mutations of text inputs, for the property tests in `make test` (the fuzzer has its own): the
/// same seed gives the same inputs on every machine.
public struct InputMutator {
    /// Values that sit on or past the edges of the input domain, and YAML that means something else.
    static let tokens = [
        "1e308", "-1e308", "1e-308", "-0", "1e13", "1.1e13", "100000", "100000.5", "0.0005", "1e7", "-1e7", "1e19",
        "10000001", "2147483648", "9e15", "nan", ".inf", "!!str 5", "&a", "*a", "\"1\"", "01", "[", "]", "{", "}",
        ": ", ", ", "\n", "\n  - ", "null", "true", "~", "'", "\"", "#", "\u{0}", "\u{FFFD}",
    ]

    private var generator: SeededGenerator

    public init(seed: UInt64) {
        generator = SeededGenerator(seed: seed)
    }

    private mutating func next() -> UInt64 { generator.next() }

    private mutating func below(_ bound: Int) -> Int {
        bound <= 1 ? 0 : Int(next() % UInt64(bound))
    }

    /// `input` changed in one to three places: a number replaced by an edge value, a token inserted, a
    /// byte changed, a span deleted or repeated. - Complexity: O(input length) per change.
    public mutating func mutate(_ input: [UInt8]) -> [UInt8] {
        var bytes = input
        for _ in 0...below(3) {
            let position = below(bytes.count + 1)
            switch below(5) {
            case 0:
                let range = numberRange(in: bytes, near: position)
                bytes.replaceSubrange(range, with: Array(Self.tokens[below(17)].utf8))
            case 1: bytes.insert(contentsOf: Array(Self.tokens[below(Self.tokens.count)].utf8), at: position)
            case 2: if position < bytes.count { bytes[position] = UInt8(truncatingIfNeeded: next()) }
            case 3: bytes.removeSubrange(position..<min(bytes.count, position + below(16)))
            default:
                let end = min(bytes.count, position + below(64))
                bytes.insert(contentsOf: bytes[position..<end], at: position)
            }
        }
        return bytes
    }

    /// The digits (with a sign, point and exponent) around the first number at or after `position`; an
    /// empty range at `position` when there is none.
    private func numberRange(in bytes: [UInt8], near position: Int) -> Range<Int> {
        func isNumeric(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "e")
        }
        guard
            let start = bytes[position...].firstIndex(where: { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        else { return position..<position }
        var end = start
        while end < bytes.count, isNumeric(bytes[end]) { end += 1 }
        return start..<end
    }
}
