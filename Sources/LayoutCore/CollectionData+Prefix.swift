/// The start of a collection's data: what a layout that places items in order shows first, prepared in
/// the time a few thousand items take however many the data holds (a density probe).
extension CollectionData {
    /// The first `count` items in order, in at most `count` sections: the sections before the one where
    /// the count runs out are whole, that one is cut, later ones are dropped. Each kept item keeps its
    /// answers and its id. Nil when a kept section has changed since it was created (its items come from
    /// runs of blocks, not a plain count or list).
    /// - Complexity: O(s + l) for the s sections kept and the l listed items and overrides they hold.
    public func prefix(items count: Int) -> CollectionData? {
        var kept: [SectionData] = []
        var left = max(0, count)
        for section in sections.prefix(max(0, count)) {
            guard let cut = section.prefix(min(left, section.itemCount)) else { return nil }
            kept.append(cut)
            left -= cut.itemCount
            if left == 0 { break }
        }
        return CollectionData(sections: kept)
    }
}

extension SectionData {
    /// The section's first `count` items (all of them when it holds fewer), with the same answers; nil
    /// once insertions or deletions have changed it. - Complexity: O(l) for the l listed items and
    /// overrides kept.
    func prefix(_ count: Int) -> SectionData? {
        guard runs == nil else { return nil }
        guard count < itemCount else { return self }
        let kept = max(0, count)
        var cut =
            listed.isEmpty
            ? SectionData(itemCount: kept, common: common, pattern: pattern, answers: answers)
            : SectionData(listed: Array(listed.prefix(kept)), common: common, pattern: pattern, answers: answers)
        cut.overrides = overrides.filter { $0.key < kept }
        cut.idSection = idSection
        cut.id = id
        return cut
    }
}
