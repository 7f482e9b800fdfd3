/// The stable identity of an item: it survives deletions and moves.
///
/// Ids given in the data are kept as strings; the rest are the default `"S-I"` of the section and index the
/// item had when the view was created, stored as two integers so that a 10,000,000-item view needs no
/// string per item and a layout query allocates nothing for ids.
public enum ItemID: Hashable, Sendable, CustomStringConvertible {
    /// The default id `"S-I"`.
    case positional(section: Int, item: Int)
    /// An id given in the data.
    case named(String)

    public var description: String {
        switch self {
        case .positional(let section, let item): return "\(section)-\(item)"
        case .named(let name): return name
        }
    }
}

extension ItemID {
    /// Hashes what `==` compares, a positional id as one word (its section times an odd constant, plus its
    /// item, wrapping), a named id as its text: the synthesized hash fed three words (the case, the
    /// section, the item). A dictionary keyed by ids (the cells a view shows) hashes a key on each insert
    /// and lookup, and each key it shifts back on a removal. Equal ids hash alike: both parts are fed.
    /// - Complexity: O(1) for a positional id; O(length) for a named one.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .positional(let section, let item): hasher.combine(section &* Self.sectionFactor &+ item)
        case .named(let name): hasher.combine(name)
        }
    }

    /// The odd constant a section is multiplied by in a positional id's hash word (2⁶⁴ over the golden
    /// ratio, rounded to odd): the sections of a grid fall far apart in the word.
    private static var sectionFactor: Int { Int(bitPattern: 0x9E37_79B9_7F4A_7C15) }

    /// `(S, I)` when `text` is written as a positional id, `"S-I"` (two whole numbers as `description`
    /// writes them: ASCII digits, no sign, no leading zero); nil otherwise. Reads the UTF-8 bytes once in
    /// place, allocating nothing (it runs for every id an insertion gives or makes up); an id whose first
    /// byte is not an ASCII digit is turned away on that byte.
    /// - Complexity: O(length); O(1) for an id not starting with a digit.
    public static func positionalParts(_ text: String) -> (section: Int, item: Int)? {
        guard let first = text.utf8.first, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return nil }
        var text = text
        return text.withUTF8 { positionalParts($0[...]) }
    }

    /// `(S, I, k)` when `text` is written as a counted item's suffixed name, `"S-I.k"` (a positional id as
    /// `positionalParts` reads it, then a whole number k from 1); nil otherwise. Allocates nothing.
    /// - Complexity: O(length).
    public static func countedParts(_ text: String) -> (section: Int, item: Int, suffix: Int)? {
        var text = text
        return text.withUTF8 { bytes in
            guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")),
                let (section, item) = positionalParts(bytes[..<dot]),
                let suffix = canonicalWholeNumber(UnsafeBufferPointer(rebasing: bytes[(dot + 1)...])), suffix > 0
            else { return nil }
            return (section, item, suffix)
        }
    }

    /// `(S, I)` when `bytes` are a positional id's, `"S-I"`. - Complexity: O(length).
    private static func positionalParts(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> (section: Int, item: Int)? {
        guard let dash = bytes.firstIndex(of: UInt8(ascii: "-")),
            let section = canonicalWholeNumber(UnsafeBufferPointer(rebasing: bytes[..<dash])),
            let item = canonicalWholeNumber(UnsafeBufferPointer(rebasing: bytes[(dash + 1)...]))
        else { return nil }
        return (section, item)
    }

    /// The number `digits` writes as `String(Int)` would, or nil (empty, another byte than a digit, a
    /// leading zero, or more than `Int.max`).
    private static func canonicalWholeNumber(_ digits: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let first = digits.first, first != UInt8(ascii: "0") || digits.count == 1 else { return nil }
        var value = 0
        for byte in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            let (tens, overflowed) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowedAgain) = tens.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
            guard !overflowed, !overflowedAgain else { return nil }
            value = sum
        }
        return value
    }
}
