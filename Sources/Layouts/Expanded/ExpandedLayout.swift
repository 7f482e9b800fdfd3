import LayoutCore

/// LBExpandedCollectionView's layout: a vertical three-column grid in which an item may
/// be `.two` (one column, two rows) or `.four` (two columns, two rows), packed in windows of three items.
/// One section seen by the user, index paths `[0, i]`; a header and a footer centred above and below.
public struct ExpandedLayout: CollectionLayout {
    public var configuration: ExpandedConfiguration
    var geometry = ExpandedGeometry()
    var data: CollectionData = .empty
    /// The widths of the last two prepares: the offset is rescaled when the width changes.
    var previousWidth: Double = 0
    var width: Double = 0

    public init(configuration: ExpandedConfiguration = ExpandedConfiguration()) {
        self.configuration = configuration
    }

    /// - Complexity: O(n) for n items: one scale read per item (from the pattern's entries when the section
    ///   repeats one), one block per 3 to 5 items.
    public mutating func prepare(_ context: LayoutContext) {
        data = context.data
        previousWidth = width
        width = context.viewportSize.width
        let section = context.data.sections.first ?? SectionData(itemCount: 0)
        let answers = section.answers
        var geometry = ExpandedGeometry()
        geometry.inset = answers.sectionInset ?? configuration.sectionInset
        geometry.interitemSpacing = answers.minimumInteritemSpacing ?? ExpandedConfiguration.defaultSpacing
        geometry.lineSpacing = answers.minimumLineSpacing ?? ExpandedConfiguration.defaultSpacing
        geometry.unit = max(0, width - geometry.inset.left - geometry.inset.right) / 3
        let inset = geometry.inset
        let header = answers.header.flatMap { $0.hasArea ? $0 : nil }
        let footer = answers.footer.flatMap { $0.hasArea ? $0 : nil }
        geometry.header = header.map {
            Rect(x: (width - $0.width) / 2, y: inset.top, width: $0.width, height: $0.height)
        }
        geometry.blocksTop = inset.top + (header?.height ?? 0)
        if let cycle = section.cycle({ section.answer($0) { $0[.scale] } ?? .one }) {
            var reader = CycleReader(cycle)
            geometry.blocks = ExpandedPacking.blocks(count: section.itemCount) { reader($0) }
        } else {
            var reader = SectionData.AnswerReader(section)
            geometry.blocks = ExpandedPacking.blocks(count: section.itemCount) {
                reader.answer($0) { $0[.scale] } ?? .one
            }
        }
        geometry.footer = footer.map { Rect(x: (width - $0.width) / 2, y: 0, width: $0.width, height: $0.height) }
        geometry.contentSize.width = width
        geometry.placeEnd()
        self.geometry = geometry
    }

    /// Re-packs only the blocks the change moves (`ExpandedGeometry.update`); a different width prepares
    /// everything. - Complexity: O(re-packed items + log b) per edit, plus moving the blocks after the first
    /// edit (none for an append at the end).
    public mutating func prepare(_ context: LayoutContext, changes: ItemChanges) {
        guard context.viewportSize.width == width, let section = context.data.sections.first,
            let oldSection = data.sections.first
        else { return prepare(context) }
        precondition(section.itemCount < Int(Int32.max), "a view holds at most 10,000,000 items")
        data = context.data
        previousWidth = width
        let oldCount = oldSection.itemCount
        let newCount = section.itemCount
        // Every item alike: blocks depend on the count alone, so the change is as good as one at the end.
        let edits =
            Self.sharesOneScale(oldSection, section)
            ? [.atEnd(ofSection: 0, oldCount: oldCount, newCount: newCount)] : Array(changes.edits(inSection: 0))
        var reader = SectionData.AnswerReader(section)
        geometry.update(with: edits, oldCount: oldCount, newCount: newCount) {
            reader.answer($0) { $0[.scale] } ?? .one
        }
    }

    /// Packing from the changed block can run to the end: windows of three over a pattern of scales need
    /// not fall back into step with the old ones, so a change in the middle may re-pack everything after it.
    public var changePreparation: ChangePreparation { .fromChangedSection }

    /// Only what the change moves when it is one edit that ends at the last item (a page appended, the
    /// last items deleted): packing starts again at most a block before it. O(1).
    public func changePreparation(for changes: ItemChanges) -> ChangePreparation {
        guard changes.edits.count == 1, changes.edits[0].section == 0,
            changes.edits[0].removed.upperBound == data.sections.first?.itemCount
        else { return changePreparation }
        return .whatTheChangeMoves
    }

    /// Whether every item has one scale, the same before and after the change. O(1).
    private static func sharesOneScale(_ old: SectionData, _ new: SectionData) -> Bool {
        guard let before = old.uniformAnswers, let after = new.uniformAnswers else { return false }
        return (before[.scale] ?? .one) == (after[.scale] ?? .one)
    }

    public var contentSize: Size { geometry.contentSize }

    /// Nothing depends on where the bounds are, only on their width.
    public func invalidation(forBoundsChange new: Rect, old: Rect) -> Invalidation {
        new.size != old.size ? .prepare : .none
    }

    /// The seed keeps the offset in proportion when the width changes: below the header's top, the
    /// distance scrolled scales with the width. A prepare at the same width leaves the offset alone.
    public func contentOffset(afterPrepareFrom previous: Point, focus: IndexPath?) -> Point {
        guard previousWidth > 0, width != previousWidth else { return previous }
        let headerTop = geometry.inset.top
        let y = headerTop + max(0, previous.y - headerTop) * (width / previousWidth)
        return Point(x: previous.x, y: y)
    }
}
