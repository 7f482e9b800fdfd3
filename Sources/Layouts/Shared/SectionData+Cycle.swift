import LayoutCore

extension SectionData {
    /// What `resolve` gives for each item of a section whose items repeat a cycle (its `pattern`, or one
    /// answer for all), resolved once per entry: item i has entry `i % count`. Nil when items differ
    /// otherwise (a list or overrides), or when the section is empty. A placement loop then reads an
    /// array instead of resolving each item's answers by precedence. - Complexity: O(pattern).
    func cycle<Value>(_ resolve: (Int) -> Value) -> [Value]? {
        guard overrides.isEmpty, listed.isEmpty, itemCount > 0 else { return nil }
        return (0..<min(max(pattern.count, 1), itemCount)).map(resolve)
    }
}
