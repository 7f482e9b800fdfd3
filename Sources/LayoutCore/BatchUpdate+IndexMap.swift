extension BatchUpdate {
    /// Where each item of a batch stands on the other side of it, both ways: what an animated update needs
    /// to pair an item's frame before the batch with its frame after it.
    public struct IndexMap: Sendable {
        private let sections: SectionPlan
        /// The items leaving each section before the batch and landing in each after it.
        private let items: ItemPlan
        /// The moves, by where they come from and by where they land.
        private var movedTo: [IndexPath: IndexPath] = [:]
        private var movedFrom: [IndexPath: IndexPath] = [:]
        /// The items the batch deletes.
        private let deleted: Set<IndexPath>

        /// The map of `batch`, which `BatchCheck` found consistent with data of `sectionCount` sections.
        /// - Complexity: O(s + n log n) for s sections and n entries.
        public init(_ batch: BatchUpdate, sectionCount: Int) {
            sections = SectionPlan(batch, sectionCount: sectionCount)
            deleted = Set(batch.deleteItems)
            items = ItemPlan(batch)
            for move in batch.moveItems {
                movedTo[move.from] = move.to
                movedFrom[move.to] = move.from
            }
        }

        /// Where the item at `path` before the batch stands after it; nil when the batch deletes it or its
        /// section. - Complexity: O(log n) on average, O(n) at worst for n entries in its sections.
        public func destination(of path: IndexPath) -> IndexPath? {
            if let moved = movedTo[path] { return moved }
            guard !deleted.contains(path), let section = sections.destination(of: path.section) else { return nil }
            let rank = path.item - Self.count(items.leaving[path.section], below: path.item)
            return IndexPath(section: section, item: Self.position(ofRank: rank, skipping: items.landing[section]))
        }

        /// Where the item at `path` after the batch stood before it; nil when the batch inserts it or its
        /// section. - Complexity: O(log n) on average, O(n) at worst for n entries in its sections.
        public func source(of path: IndexPath) -> IndexPath? {
            if let moved = movedFrom[path] { return moved }
            guard case .kept(let section) = sections.source(of: path.section) else { return nil }
            let places = items.landing[path.section]
            guard !Self.contains(places, path.item) else { return nil }
            let rank = path.item - Self.count(places, below: path.item)
            return IndexPath(section: section, item: Self.position(ofRank: rank, skipping: items.leaving[section]))
        }

        /// How many of the ascending `places` are below `item`. - Complexity: O(log n).
        private static func count(_ places: [Int]?, below item: Int) -> Int {
            places?.partitionPoint { $0 >= item } ?? 0
        }

        private static func contains(_ places: [Int]?, _ item: Int) -> Bool {
            guard let places else { return false }
            let at = places.partitionPoint { $0 >= item }
            return at < places.count && places[at] == item
        }

        /// The index of the item ranked `rank` (from 0) among those not at the ascending `places`: `rank`
        /// moved one further for each place at or before it. - Complexity: O(log n) a round, one round per
        /// run of places met.
        private static func position(ofRank rank: Int, skipping places: [Int]?) -> Int {
            guard let places, !places.isEmpty else { return rank }
            var position = rank
            while true {
                let next = rank + places.partitionPoint { $0 > position }
                if next == position { return position }
                position = next
            }
        }
    }
}
