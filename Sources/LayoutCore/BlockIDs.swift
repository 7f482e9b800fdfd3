/// The ids of an inserted block, in order. When every id is a counted name (`CountedName`: what the
/// simulator makes up for items inserted without one, or an id written alike), they are kept as stretches
/// of names whose item rises by one (the same section and suffix), four integers a stretch: a page of
/// counted items costs one stretch, not a string an item. Otherwise the ids are listed.
public struct BlockIDs: Hashable, Sendable {
    /// Names `name`, `name.advanced(by: 1)`, … for the `count` ids from index `first` of the block.
    struct Stretch: Hashable, Sendable {
        var first: Int
        var name: CountedName
        var count: Int
    }

    enum Storage: Hashable, Sendable {
        /// Each id.
        case listed([ItemID])
        /// Every id, in stretches ascending by `first`, each starting where the one before ends.
        case counted([Stretch])
    }

    let storage: Storage
    /// How many ids the block has.
    public let count: Int

    /// The ids `names`, in stretches when every one is a counted name. - Complexity: O(names).
    init(_ names: some Collection<String>) {
        count = names.count
        var stretches: [Stretch] = []
        for (index, text) in names.enumerated() {
            guard let name = CountedName(text) else {
                storage = .listed(names.map { .named($0) })
                return
            }
            if let last = stretches.last, last.name.advanced(by: last.count) == name {
                stretches[stretches.count - 1].count += 1
            } else {
                stretches.append(Stretch(first: index, name: name, count: 1))
            }
        }
        storage = .counted(stretches)
    }

    /// The ids `ids` as they are, listed (items a batch carries, their ids kept whatever kind they are).
    /// - Complexity: O(ids).
    init(listed ids: [ItemID]) {
        count = ids.count
        storage = .listed(ids)
    }

    /// The id at `index`. - Complexity: O(1) listed, O(log stretches) else; allocates nothing for an id
    /// of at most 15 bytes.
    public subscript(index: Int) -> ItemID {
        switch storage {
        case .listed(let ids): return ids[index]
        case .counted(let stretches):
            let stretch = stretches[stretches.count == 1 ? 0 : stretches.partitionPoint { $0.first > index } - 1]
            return .named(stretch.name.advanced(by: index - stretch.first).text)
        }
    }

    /// The listed ids; empty when the ids are kept in stretches.
    var listed: [ItemID] {
        guard case .listed(let ids) = storage else { return [] }
        return ids
    }

    /// The stretches of counted names; empty when the ids are listed.
    var stretches: [Stretch] {
        guard case .counted(let stretches) = storage else { return [] }
        return stretches
    }
}
