/// An id written as the simulator names a counted item: `"S-I"`, or `"S-I.k"` with k from 1 (`suffix` 0
/// for none), each a whole number as `String(Int)` writes it. Such ids are stored as their three numbers, so
/// that a block of counted items keeps a few integers, not a string an item.
///
/// Only ids whose `item` is under 2^40 and `suffix` under 2^22 are read as one (`init?(_:)`), so that
/// `suffix · 2^40 + item` (`key`) orders them in one axis of fewer than 2^62 places; any other id is kept as
/// the string it is.
struct CountedName: Hashable, Sendable {
    var section: Int
    var item: Int
    var suffix: Int

    /// The items a suffix's stretch of `key` holds: 2^40.
    static let itemLimit = 1 << 40
    /// The suffixes `key` orders: 2^22.
    static let suffixLimit = 1 << 22

    /// The counted name `text` writes, or nil when it is another id or past the limits.
    /// - Complexity: O(length of `text`); allocates nothing.
    init?(_ text: String) {
        if let (section, item) = ItemID.positionalParts(text) {
            (self.section, self.item, suffix) = (section, item, 0)
        } else if let (section, item, suffix) = ItemID.countedParts(text) {
            (self.section, self.item, self.suffix) = (section, item, suffix)
        } else {
            return nil
        }
        guard item < Self.itemLimit, suffix < Self.suffixLimit else { return nil }
    }

    init(section: Int, item: Int, suffix: Int) {
        (self.section, self.item, self.suffix) = (section, item, suffix)
    }

    /// Where the name stands among the names of its section: its suffix's stretch, then its item. O(1).
    var key: Int { suffix << 40 | item }

    /// The same name `offset` items further on. O(1).
    func advanced(by offset: Int) -> CountedName { CountedName(section: section, item: item + offset, suffix: suffix) }

    /// The id as text: `"S-I"` or `"S-I.k"`. At most 15 bytes (the usual case) it is built in place, with
    /// no allocation. - Complexity: O(digits).
    var text: String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { buffer in
            var end = 0
            func write(_ number: Int) {
                let start = end
                var rest = number
                repeat {
                    buffer[end] = UInt8(ascii: "0") + UInt8(rest % 10)
                    rest /= 10
                    end += 1
                } while rest > 0
                buffer[start..<end].reverse()
            }
            write(section)
            buffer[end] = UInt8(ascii: "-")
            end += 1
            write(item)
            if suffix > 0 {
                buffer[end] = UInt8(ascii: ".")
                end += 1
                write(suffix)
            }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<end]), as: UTF8.self)
        }
    }
}
