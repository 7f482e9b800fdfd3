import HashTreeCollections
import HeapModule

/// What the ids made up for counted insertions (`"S-I"`, else the first free of `"S-I.1"`, `"S-I.2"`, …)
/// need to know to find the first free suffix without trying every one taken before it: per `"S-I"` that
/// has suffixed names held, the highest suffix tried (`high`) and the suffixes up to it set free since.
///
/// Every suffix from 1 to `high` not in `freed` is held, or was when it was last tried, so the first free
/// is the least of `freed` or `high + 1`; each is checked against the data before it is given, which makes
/// the answer exact even where an item brought such an id itself (its suffix may then be set free twice:
/// `freed` may repeat one, never holding more than `high`). A base whose suffixes may all be free is
/// dropped (its next name tries from 1 again), so that what it keeps follows the names held, not every
/// name ever made up.
/// - Complexity: a name costs O(log bases + log freed) and one check per suffix found taken, each check
///   done once per name held or set free; a deletion O(log bases + log freed).
public struct CountedNames: Sendable {
    /// A default id `"S-I"`.
    private struct Base: Hashable, Sendable {
        var section: Int
        var item: Int
    }

    /// The suffixes of one base: every one from 1 to `high` is held unless it is in `freed`.
    private struct Suffixes: Sendable {
        var high = 0
        var freed = Heap<Int>()

        /// The first of `"base.k"` free that `isTaken` finds free, counted as held from then on.
        mutating func take(_ base: String, isTaken: (String) -> Bool) -> String {
            while true {
                let suffix: Int
                if let least = freed.popMin() {
                    while freed.min == least { _ = freed.popMin() }
                    suffix = least
                } else {
                    high += 1
                    suffix = high
                }
                let candidate = "\(base).\(suffix)"
                if !isTaken(candidate) { return candidate }
            }
        }
    }

    /// The bases with a suffixed name held (a persistent tree: a layout's copy of the data shares it;
    /// changed in place, not taken out and put back).
    private var bases: TreeDictionary<Base, Suffixes> = [:]

    public init() {}

    /// Whether no base has a suffixed name held. O(1).
    public var isEmpty: Bool { bases.isEmpty }

    /// How many bases have a suffixed name held. O(1).
    public var baseCount: Int { bases.count }

    /// The id for a counted item landing at `item` of `section`: `"S-I"` when `isTaken` says it is free,
    /// else the first `"S-I.k"` free, which is then counted as held.
    mutating func name(section: Int, item: Int, isTaken: (String) -> Bool) -> String {
        let base = "\(section)-\(item)"
        guard isTaken(base) else { return base }
        return bases[Base(section: section, item: item), default: Suffixes()].take(base, isTaken: isTaken)
    }

    /// Counts `id`, of an item deleted, as free when it is a suffixed name of a base kept here.
    mutating func release(_ id: ItemID) {
        guard case .named(let name) = id, let (section, item, suffix) = ItemID.countedParts(name) else { return }
        let key = Base(section: section, item: item)
        guard let high = bases[key]?.high, suffix <= high else { return }
        if bases[key]!.freed.count + 1 >= high {
            bases[key] = nil
        } else {
            bases[key]!.freed.insert(suffix)
        }
    }
}
