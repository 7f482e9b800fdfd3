/// How insertions and deletions turned one collection's items into another's: per section, stretches of
/// the old items each replaced by a number of new ones. A layout given it with its new data can re-place
/// only what the change moves (`CollectionLayout.prepare(_:changes:)`).
///
/// Sections are neither added nor removed, and items not in a stretch keep their answers.
public struct ItemChanges: Hashable, Sendable {
    /// Old items `removed` of `section` (indexes before the change) replaced by `insertedCount` new items.
    public struct Edit: Hashable, Sendable {
        public var section: Int
        public var removed: Range<Int>
        public var insertedCount: Int

        public init(section: Int, removed: Range<Int>, insertedCount: Int) {
            precondition(
                removed.lowerBound >= 0 && insertedCount >= 0, "an edit's positions and count are not negative")
            self.section = section
            self.removed = removed
            self.insertedCount = insertedCount
        }

        /// The items the edit adds, less those it removes.
        public var growth: Int { insertedCount - removed.count }

        /// The one edit that turns `oldCount` items of `section` into `newCount` by adding or removing
        /// items at the end: as good as any change when every item is alike.
        public static func atEnd(ofSection section: Int, oldCount: Int, newCount: Int) -> Edit {
            Edit(
                section: section, removed: min(oldCount, newCount)..<oldCount,
                insertedCount: max(0, newCount - oldCount))
        }
    }

    /// In increasing order of section, then position; within a section, the stretches neither overlap nor
    /// touch (touching ones are one edit).
    public let edits: [Edit]

    /// Orders `edits` and joins the ones that overlap or touch within a section.
    /// - Precondition: within a section, edits do not overlap unless they remove nothing. - Complexity:
    ///   O(e log e) for e edits.
    public init(_ edits: [Edit]) {
        var joined: [Edit] = []
        for edit in edits.sorted(by: { ($0.section, $0.removed.lowerBound) < ($1.section, $1.removed.lowerBound) }) {
            if let last = joined.last, last.section == edit.section, last.removed.upperBound >= edit.removed.lowerBound
            {
                precondition(last.removed.upperBound == edit.removed.lowerBound, "edits do not overlap")
                joined[joined.count - 1] = Edit(
                    section: edit.section, removed: last.removed.lowerBound..<edit.removed.upperBound,
                    insertedCount: last.insertedCount + edit.insertedCount)
            } else {
                joined.append(edit)
            }
        }
        self.edits = joined
    }

    /// `count` items inserted before item `indexPath.item` of its section.
    public static func insertion(of count: Int, at indexPath: IndexPath) -> ItemChanges {
        ItemChanges([Edit(section: indexPath.section, removed: indexPath.item..<indexPath.item, insertedCount: count)])
    }

    /// The items at `indexPaths` (distinct) deleted: each run of neighbours is one edit.
    /// - Complexity: O(d log d) for d items.
    public static func deletion(of indexPaths: [IndexPath]) -> ItemChanges {
        ItemChanges(indexPaths.map { Edit(section: $0.section, removed: $0.item..<$0.item + 1, insertedCount: 0) })
    }

    /// The sections with an edit, ascending, each once. - Complexity: O(e).
    public var changedSections: [Int] {
        var sections: [Int] = []
        for edit in edits where edit.section != sections.last { sections.append(edit.section) }
        return sections
    }

    /// Where the items inserted in section `section` stand after the change (new indexes), one range per
    /// edit, in order. - Complexity: O(log e + edits of the section).
    public func insertedItems(inSection section: Int) -> [Range<Int>] {
        var growthBefore = 0
        return edits(inSection: section).map { edit in
            defer { growthBefore += edit.growth }
            let first = edit.removed.lowerBound + growthBefore
            return first..<first + edit.insertedCount
        }
    }

    /// The edits of section `section`, in order. - Complexity: O(log e).
    public func edits(inSection section: Int) -> ArraySlice<Edit> {
        let start = edits.partitionPoint { $0.section >= section }
        let end = edits.partitionPoint(in: start..<edits.count) { $0.section > section }
        return edits[start..<end]
    }
}
