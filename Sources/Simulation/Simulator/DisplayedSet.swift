import LayoutCore

/// The displayed elements of a view, each under its `SimulatedView.ElementKey`: a dictionary split in two,
/// so that the common key, a positional cell's, is a plain integer the standard library hashes in one step
/// (a tick's diff hashes one per cell that enters or leaves), and every other key a plain `Hashable`.
/// Behaves as one `[ElementKey: LayoutAttributes]`; it iterates in no particular order.
struct DisplayedSet: Equatable, Sendable {
    /// Positional cells whose section and item are both below 2³², by `section << 32 | item`.
    private var positional: [UInt64: LayoutAttributes] = [:]
    /// Every other element (named cells, supplementary and decoration views, far positional cells).
    private var others: [SimulatedView.ElementKey: LayoutAttributes] = [:]

    init() {}

    /// Room for `count` elements without growing. - Complexity: O(count).
    mutating func reserveCapacity(_ count: Int) { positional.reserveCapacity(count) }

    /// The number of elements. - Complexity: O(1).
    var count: Int { positional.count + others.count }

    /// Every element's attributes, in no particular order. - Complexity: O(k).
    var values: [LayoutAttributes] { Array(positional.values) + Array(others.values) }

    /// The attributes displayed under `key`, or nil. - Complexity: O(1) on average (O(length) for a name).
    subscript(key: SimulatedView.ElementKey) -> LayoutAttributes? {
        get {
            if let word = Self.word(key) { return positional[word] }
            return others[key]
        }
        set {
            if let word = Self.word(key) { positional[word] = newValue } else { others[key] = newValue }
        }
    }

    /// Puts `attributes` under `key`; the attributes it replaced, or nil. - Complexity: O(1) on average.
    @discardableResult
    mutating func updateValue(_ attributes: LayoutAttributes, forKey key: SimulatedView.ElementKey)
        -> LayoutAttributes?
    {
        if let word = Self.word(key) { return positional.updateValue(attributes, forKey: word) }
        return others.updateValue(attributes, forKey: key)
    }

    /// Takes out the attributes under `key`; nil when there were none. - Complexity: O(1) on average.
    @discardableResult
    mutating func removeValue(forKey key: SimulatedView.ElementKey) -> LayoutAttributes? {
        if let word = Self.word(key) { return positional.removeValue(forKey: word) }
        return others.removeValue(forKey: key)
    }

    /// The elements of this set whose keys `other` lacks, gathered straight into one array (no filtered
    /// dictionary rehashed on the way). - Complexity: O(k).
    func elements(missingFrom other: DisplayedSet) -> [LayoutAttributes] {
        var missing: [LayoutAttributes] = []
        for (word, attributes) in positional where other.positional[word] == nil { missing.append(attributes) }
        for (key, attributes) in others where other.others[key] == nil { missing.append(attributes) }
        return missing
    }

    /// A positional cell's `section << 32 | item` when both are in 0..<2³² (so that it is one to one),
    /// else nil. - Complexity: O(1).
    private static func word(_ key: SimulatedView.ElementKey) -> UInt64? {
        guard case .cell(.positional(let section, let item)) = key, UInt64(truncatingIfNeeded: section) >> 32 == 0,
            UInt64(truncatingIfNeeded: item) >> 32 == 0
        else { return nil }
        return UInt64(section) << 32 | UInt64(item)
    }
}
