extension BatchUpdate {
    /// Where items stand after the batch, by UIKit's index-path rules: for each index path before it (of
    /// the `sectionCount` sections it is consistent with), the index path after it; nil for an item it
    /// deletes or whose section it deletes. A moved item lands where its move says; any other keeps its
    /// rank among the items staying in its section (now wherever the section went) and moves one place
    /// further for each item landing at or before it, as `CollectionData.apply(_:)` places it.
    /// - Complexity: O(n log n) for the batch's n entries, plus O(sectionCount) when the batch changes
    ///   sections, then O(log n) per path.
    public func destinations(of paths: [IndexPath], sectionCount: Int) -> [IndexPath?] {
        let plan = SectionPlan(self, sectionCount: sectionCount)
        let items = ItemPlan(self)
        let deleted = Set(deleteItems)
        let moved = Dictionary(moveItems.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
        // Landing place minus rank: a staying item of rank r passes the landings whose value is at most r.
        let passed = items.landing.mapValues { landing in landing.enumerated().map { $0.element - $0.offset } }
        return paths.map { path in
            if deleted.contains(path) { return nil }
            if let destination = moved[path] { return destination }
            guard let section = plan.destination(of: path.section) else { return nil }
            let leaving = items.leaving[path.section] ?? []
            let rank = path.item - leaving.partitionPoint { $0 >= path.item }
            let landed = passed[section]?.partitionPoint { $0 > rank } ?? 0
            return IndexPath(section: section, item: rank + landed)
        }
    }
}
