/// What an attribute describes: a cell, a supplementary view or a decoration view.
/// Ordered as the protocol lists attributes: cells, then supplementary, then decoration.
public enum ElementCategory: String, Hashable, Sendable, Comparable, CaseIterable {
    case cell
    case supplementary
    case decoration

    private var rank: Int {
        switch self {
        case .cell: return 0
        case .supplementary: return 1
        case .decoration: return 2
        }
    }

    public static func < (lhs: ElementCategory, rhs: ElementCategory) -> Bool { lhs.rank < rhs.rank }
}

/// The element kind: `cell` for cells, otherwise the supplementary or decoration kind, named as UIKit names
/// its `elementKind` strings. Open: the core defines the kinds every layout may use (`cell`, `header`,
/// `footer`) and each layout defines its own as constants beside it (the table's `corner`, the
/// compositional `badge`), as UIKit's layouts do. Ordered by name, which is the order the protocol uses
/// within a category.
///
/// A name is held in place, its UTF-8 bytes in two words, so that the attributes carrying a kind copy
/// without reference counting and kinds compare and hash as two integers: a name is 1 to 16 UTF-8 bytes
/// (`maximumNameLength`), none of them NUL.
@frozen
public struct ElementKind: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The name's first eight bytes, the first in the most significant byte, zero-padded.
    @usableFromInline let high: UInt64
    /// The name's bytes 8 to 15, as `high` holds its first eight.
    @usableFromInline let low: UInt64

    /// The longest name a kind has, in UTF-8 bytes.
    public static let maximumNameLength = 16

    /// A kind from its two words, as `high` and `low` describe them; the constants are written so.
    @inlinable
    public init(packed high: UInt64, _ low: UInt64) {
        self.high = high
        self.low = low
    }

    /// The kind named `rawValue`; nil when the name is empty, longer than `maximumNameLength` UTF-8 bytes
    /// or holds a NUL byte. - Complexity: O(length).
    public init?(rawValue: String) {
        let bytes = Array(rawValue.utf8)
        guard (1...Self.maximumNameLength).contains(bytes.count), !bytes.contains(0) else { return nil }
        var words: (UInt64, UInt64) = (0, 0)
        for (index, byte) in bytes.enumerated() {
            let shift = UInt64(56 - 8 * (index % 8))
            if index < 8 { words.0 |= UInt64(byte) << shift } else { words.1 |= UInt64(byte) << shift }
        }
        self.init(packed: words.0, words.1)
    }

    /// The name. - Complexity: O(length); no allocation for a name of up to 15 bytes (a small string).
    public var rawValue: String {
        // The core's kinds, most elements' (an event encoder asks for each), as literals: nothing unpacked.
        switch self {
        case .cell: return "cell"
        case .header: return "header"
        case .footer: return "footer"
        default: return unpacked
        }
    }

    /// The name unpacked from the two words. - Complexity: O(length).
    private var unpacked: String {
        String(unsafeUninitializedCapacity: length) { buffer in
            for index in 0..<length {
                let word = index < 8 ? high : low
                buffer[index] = UInt8(truncatingIfNeeded: word >> UInt64(56 - 8 * (index % 8)))
            }
            return length
        }
    }

    /// The name's length in bytes: the bytes before the zero padding. - Complexity: O(1).
    private var length: Int {
        low == 0 ? 8 - high.trailingZeroBitCount / 8 : 16 - low.trailingZeroBitCount / 8
    }

    public var description: String { rawValue }

    /// The two words compared, never the names: written out, because a `RawRepresentable` type would
    /// otherwise take the standard library's `==` and `hash(into:)`, which unpack `rawValue`.
    /// - Complexity: O(1).
    @inlinable
    public static func == (lhs: ElementKind, rhs: ElementKind) -> Bool { lhs.high == rhs.high && lhs.low == rhs.low }

    /// The two words. - Complexity: O(1).
    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(high)
        hasher.combine(low)
    }

    /// By name, byte by byte (a name before the longer names it begins). - Complexity: O(1).
    @inlinable
    public static func < (lhs: ElementKind, rhs: ElementKind) -> Bool {
        (lhs.high, lhs.low) < (rhs.high, rhs.low)
    }

    /// A cell's kind. Each constant's words are its name's bytes (a test reads each back).
    @inlinable public static var cell: ElementKind { ElementKind(packed: 0x6365_6C6C_0000_0000, 0) }
    /// A section's header (UIKit's `elementKindSectionHeader`).
    @inlinable public static var header: ElementKind { ElementKind(packed: 0x6865_6164_6572_0000, 0) }
    /// A section's footer (UIKit's `elementKindSectionFooter`).
    @inlinable public static var footer: ElementKind { ElementKind(packed: 0x666F_6F74_6572_0000, 0) }
}
