/// One section of a collection view: its item count and the answers for its items, held compactly.
///
/// A section of ten million items described by a count, an `item` and a `pattern` stores three values,
/// not ten million: each answer is resolved on demand, in the precedence order of the protocol,
/// `overrides` > explicit list item > `pattern` > `item` (and then the layout's default).
public struct SectionData: Hashable, Sendable {
    /// The number of items.
    public internal(set) var itemCount: Int
    /// The answers shared by every item (`item`).
    public var common: ItemAnswers
    /// Answers cycled over the items (`pattern`); item i reads `pattern[i % pattern.count]`.
    public var pattern: [ItemAnswers]
    /// One entry per item when the section lists its items; empty when it gives a count.
    public private(set) var listed: [ItemAnswers]
    /// Answers for single items, by index.
    public var overrides: [Int: ItemAnswers]
    /// The items once insertions or deletions have changed the section: runs of its original items and
    /// of inserted blocks; nil before that (item i is then original item i).
    public internal(set) var runs: SectionRuns? { didSet { hasRuns = runs != nil } }
    /// Whether `runs` is set, kept beside it for the per-item reads: testing this costs a load, where
    /// testing `runs` itself moves their bytes (a few hundred) for every item read.
    @usableFromInline private(set) var hasRuns = false
    /// The section's own answers (insets, spacing, header and footer).
    public var answers: SectionAnswers
    /// The section number S its original items' `"S-I"` ids name when it is not where the section stands
    /// (a batch moved it, or deleted or inserted sections before it; an inserted section's is one no
    /// section of the view used before); nil when the two agree.
    public internal(set) var idSection: Int?
    /// The section's identifier in a diffable snapshot, as a view spec or a snapshot gave it; nil: the
    /// number its original ids name (`sectionID(at:)`), so that it follows the section through moves.
    public var id: String?

    /// A section of `itemCount` items with no per-item list.
    public init(
        itemCount: Int, common: ItemAnswers = .none, pattern: [ItemAnswers] = [],
        overrides: [Int: ItemAnswers] = [:], answers: SectionAnswers = SectionAnswers()
    ) {
        precondition(itemCount >= 0, "an item count is never negative")
        self.itemCount = itemCount
        self.common = common
        self.pattern = pattern
        self.listed = []
        self.overrides = overrides
        self.answers = answers
    }

    /// A section that lists its items, one answer set each.
    public init(
        listed: [ItemAnswers], common: ItemAnswers = .none, pattern: [ItemAnswers] = [],
        overrides: [Int: ItemAnswers] = [:], answers: SectionAnswers = SectionAnswers()
    ) {
        self.init(itemCount: listed.count, common: common, pattern: pattern, overrides: overrides, answers: answers)
        self.listed = listed
    }

    /// Resolves one answer for `item` by precedence; an inserted item answers only what it was given.
    /// - Complexity: O(1), O(log runs + log blocks) once the section has changed.
    @inlinable
    public func answer<Value>(_ item: Int, _ read: (ItemAnswers) -> Value?) -> Value? {
        // As in `itemID(at:section:)`: an unchanged section does not touch `runs`.
        guard hasRuns else { return originalAnswer(item, read) }
        // `runs` is read in place (optional chaining), not bound: binding it copies the whole struct.
        switch runs?.source(of: item) ?? .original(start: item) {
        case .original(let original): return originalAnswer(original, read)
        case .inserted(let block, let index): return runs?.block(block).answer(index, read)
        }
    }

    /// The answer of original item `original` by precedence. O(1).
    @inlinable
    func originalAnswer<Value>(_ original: Int, _ read: (ItemAnswers) -> Value?) -> Value? {
        if !overrides.isEmpty, let override = overrides[original], let value = read(override) { return value }
        if !listed.isEmpty, let value = read(listed[original]) { return value }
        if !pattern.isEmpty, let value = read(pattern[original % pattern.count]) { return value }
        return read(common)
    }

    /// The id of item `item` of section `section`: an inserted item's own, else its override's or list
    /// entry's, else `"S-I"` of where it stood when the section was created.
    /// - Complexity: O(1), O(log runs + log blocks) once the section has changed.
    @inlinable
    public func itemID(at item: Int, section: Int) -> ItemID {
        // An unchanged section is answered without touching `runs`: optional chaining into them copies the
        // section (its runs' trees retained and released, its bytes moved) for every cell a query returns.
        guard hasRuns else { return itemID(ofOriginal: item, section: section) }
        switch runs?.source(of: item) ?? .original(start: item) {
        case .original(let original): return itemID(ofOriginal: original, section: section)
        case .inserted(let block, let index): return runs!.block(block).ids[index]
        }
    }

    /// `itemID(at:section:)` of the section `stored` points at, read field by field where it is stored: a
    /// method called on `stored.pointee` loads all of it first (hundreds of bytes once it has runs).
    /// - Complexity: O(1), O(log runs + log blocks) once the section has changed.
    @inlinable
    static func itemID(at item: Int, section: Int, in stored: UnsafePointer<SectionData>) -> ItemID {
        var original = item
        if stored.pointee.hasRuns {
            switch stored.pointee.runs?.source(of: item) ?? .original(start: item) {
            case .original(let start): original = start
            case .inserted(let block, let index):
                return (stored.pointee.runs?.block(block).ids[index]).unsafelyUnwrapped
            }
        }
        return originalID(
            original, section: stored.pointee.idSection ?? section, overrides: stored.pointee.overrides,
            listed: stored.pointee.listed)
    }

    /// The id original item `original` has (whether or not it is still held): its override's or list
    /// entry's, else `"S-I"`. O(1).
    @inlinable
    func itemID(ofOriginal original: Int, section: Int) -> ItemID {
        Self.originalID(original, section: idSection ?? section, overrides: overrides, listed: listed)
    }

    /// `itemID(ofOriginal:section:)` from the two fields it reads, for a caller that reads them in place.
    @inlinable
    static func originalID(_ original: Int, section: Int, overrides: [Int: ItemAnswers], listed: [ItemAnswers])
        -> ItemID
    {
        if !overrides.isEmpty, let name = overrides[original]?.id { return .named(name) }
        if !listed.isEmpty, let name = listed[original].id { return .named(name) }
        return .positional(section: section, item: original)
    }

    /// The section's diffable identifier when it stands at `index`: its own `id`, else the section number
    /// its original `"S-I"` ids name, as a string. O(1).
    public func sectionID(at index: Int) -> String { id ?? String(idSection ?? index) }

    /// `sizeForItemAt`, or nil when no source answers. O(1).
    @inlinable
    public func size(at item: Int) -> Size? { answer(item) { $0.size } }

    /// The answers that hold for every item when no item differs from another, else nil. Layouts use it
    /// to skip per-item resolution. A changed section is uniform still when every item inserted answers
    /// what `common` does. - Complexity: O(1).
    public var uniformAnswers: ItemAnswers? {
        guard overrides.isEmpty, listed.isEmpty, pattern.isEmpty else { return nil }
        switch runs?.insertedAnswers ?? .empty {
        case .empty: return common
        case .shared(let answers): return answers == common ? common : nil
        case .mixed: return nil
        }
    }
}
