/// One section of a collection view: its item count and the answers for its items, held compactly.
///
/// A section of ten million items described by a count, an `item` and a `pattern` stores three values,
/// not ten million: each answer is resolved on demand, in the precedence order of the protocol,
/// `overrides` > explicit list item > `pattern` > `item` (and then the layout's default).
public struct SectionData: Hashable, Sendable {
    /// The number of items.
    public private(set) var itemCount: Int
    /// The answers shared by every item (`item`).
    public var common: ItemAnswers
    /// Answers cycled over the items (`pattern`); item i reads `pattern[i % pattern.count]`.
    public var pattern: [ItemAnswers]
    /// One entry per item when the section lists its items; empty when it gives a count.
    public private(set) var listed: [ItemAnswers]
    /// Answers for single items, by index.
    public var overrides: [Int: ItemAnswers]
    /// One id per item once insertions or deletions have moved items from where they started; empty
    /// before that (ids then come from the answers or the position).
    public internal(set) var ids: [ItemID] = []
    /// The section's own answers (insets, spacing, header and footer).
    public var answers: SectionAnswers

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

    /// Resolves one answer for `item` by precedence. O(1).
    @inlinable
    public func answer<Value>(_ item: Int, _ read: (ItemAnswers) -> Value?) -> Value? {
        if !overrides.isEmpty, let override = overrides[item], let value = read(override) { return value }
        if !listed.isEmpty, let value = read(listed[item]) { return value }
        if !pattern.isEmpty, let value = read(pattern[item % pattern.count]) { return value }
        return read(common)
    }

    /// `sizeForItemAt`, or nil when no source answers. O(1).
    @inlinable
    public func size(at item: Int) -> Size? { answer(item) { $0.size } }

    /// The answers that hold for every item when no item differs from another, else nil.
    /// Layouts use it to skip per-item resolution.
    public var uniformAnswers: ItemAnswers? {
        overrides.isEmpty && listed.isEmpty && pattern.isEmpty ? common : nil
    }
}
