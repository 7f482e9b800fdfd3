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
            guard !deleted.contains(path) else { return nil }
            return items.destination(of: path, plan: sections)
        }

        /// Where section `section` before the batch stands after it; nil when the batch deletes it.
        /// - Complexity: O(1).
        public func destination(ofSection section: Int) -> Int? { sections.destination(of: section) }

        /// Where section `section` after the batch comes from. - Complexity: O(1).
        public func source(ofSection section: Int) -> SectionPlan.Source { sections.source(of: section) }

        /// Where the item at `path` after the batch stood before it; nil when the batch inserts it or its
        /// section. - Complexity: O(log n) on average, O(n) at worst for n entries in its sections.
        public func source(of path: IndexPath) -> IndexPath? {
            if let moved = movedFrom[path] { return moved }
            guard case .kept(let section) = sections.source(of: path.section),
                let item = items.source(ofItem: path.item, in: path.section, before: section)
            else { return nil }
            return IndexPath(section: section, item: item)
        }
    }
}
