import LayoutCore

extension SectionData {
    /// What `resolve` gives for each item of a section whose items repeat a cycle (its `pattern`, or one
    /// answer for all), resolved once per entry: item i has entry `i % count`. Nil when items differ
    /// otherwise (a list or overrides), or when the section is empty. A placement loop then reads an
    /// array instead of resolving each item's answers by precedence. - Complexity: O(pattern).
    func cycle<Value>(_ resolve: (Int) -> Value) -> [Value]? {
        guard repeatsACycle else { return nil }
        return (0..<min(max(pattern.count, 1), itemCount)).map(resolve)
    }

    /// Whether `cycle` gives the section's items: no list, no overrides, no insertion or deletion yet, at least
    /// one item. O(1).
    var repeatsACycle: Bool { originalsRepeatACycle && runs == nil && itemCount > 0 }

    /// Whether the items the section was created with repeat its pattern (or one answer): no list, no
    /// overrides. O(1).
    var originalsRepeatACycle: Bool { overrides.isEmpty && listed.isEmpty }

    /// What `resolve` gives for the section's original items (those it was created with) when they repeat
    /// a cycle (its `pattern`, or one answer for all: no list, no overrides), whatever insertions and
    /// deletions did since: original item o has entry `o % count`. `resolve` reads item i of a section of
    /// the pattern alone. Nil otherwise. - Complexity: O(pattern).
    func originalCycle<Value>(_ resolve: (SectionData, Int) -> Value) -> [Value]? {
        guard originalsRepeatACycle else { return nil }
        let entries = max(pattern.count, 1)
        let pristine = SectionData(itemCount: entries, common: common, pattern: pattern)
        return (0..<entries).map { resolve(pristine, $0) }
    }

    /// Calls `body` with the value from `resolve` of each item from `first` on, in item order: read from
    /// the section's `cycle` when it has one, else resolved item by item. - Complexity: O(items + pattern).
    @inline(__always)
    func forEachItem<Value>(from first: Int = 0, _ resolve: (Int) -> Value, _ body: (Value) -> Void) {
        guard let cycle = cycle(resolve) else {
            for item in first..<itemCount { body(resolve(item)) }
            return
        }
        // In order, so the position wraps by a comparison (a `CycleReader`'s step checks measured 5 % slower
        // in the plugin layouts' prepares).
        var position = first % cycle.count
        for _ in first..<itemCount {
            body(cycle[position])
            position = position + 1 == cycle.count ? 0 : position + 1
        }
    }
}
