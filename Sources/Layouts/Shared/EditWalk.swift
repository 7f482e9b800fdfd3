import LayoutCore

/// Follows a section's edits while a layout places its new items in order again after a change: which
/// edit placement has reached, and which old item a new item is once it is past that edit. Flow lines and
/// expanded blocks use it to find where placement falls back into step with the old geometry.
struct EditWalk {
    /// The section's edits, in order.
    let edits: [ItemChanges.Edit]
    /// The last edit whose new items placement has reached.
    private(set) var entered: Int
    /// The items edits `0...entered` added, less those they removed.
    private(set) var growthThroughEntered: Int

    /// A walk that has reached edit `entered`, after edits that added `growthBefore` items in all.
    init(edits: [ItemChanges.Edit], entered: Int, growthBefore: Int) {
        self.edits = edits
        self.entered = entered
        growthThroughEntered = growthBefore + edits[entered].growth
    }

    /// The edit after the entered one, if any.
    var nextEdit: ItemChanges.Edit? { entered + 1 < edits.count ? edits[entered + 1] : nil }

    /// The old item that new item `item` is, when it is past the last edit placement has reached; nil
    /// while it is one of that edit's new items. Items are asked in increasing order.
    /// - Complexity: O(1) amortized: the edits are walked once.
    mutating func keptOldItem(atNewItem item: Int) -> Int? {
        while let next = nextEdit, next.removed.lowerBound + growthThroughEntered <= item {
            entered += 1
            growthThroughEntered += next.growth
        }
        guard item >= edits[entered].removed.upperBound + growthThroughEntered else { return nil }
        return item - growthThroughEntered
    }
}
