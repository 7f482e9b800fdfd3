extension BatchUpdate {
    /// Where items stand after the batch, by UIKit's index-path rules: for each index path before it (of
    /// the `sectionCount` sections it is consistent with), the index path after it; nil for an item it
    /// deletes or whose section it deletes. A moved item lands where its move says; any other keeps its
    /// rank among the items staying in its section (now wherever the section went) and moves one place
    /// further for each item landing at or before it, as `CollectionData.apply(_:)` places it.
    /// - Complexity: O(n log n) for the batch's n entries, plus O(sectionCount) when the batch changes
    ///   sections, then O(log n) per path.
    public func destinations(of paths: [IndexPath], sectionCount: Int) -> [IndexPath?] {
        let map = IndexMap(self, sectionCount: sectionCount)
        return paths.map { map.destination(of: $0) }
    }
}
