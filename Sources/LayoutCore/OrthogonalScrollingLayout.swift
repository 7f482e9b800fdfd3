/// A layout with sections that scroll on their own across the view (a compositional layout's orthogonal
/// sections, each in the scroll view UIKit embeds for it). A capability beside `CollectionLayout`; the
/// simulator finds it by conformance.
///
/// The sections' offsets are not the layout's state: as UIKit keeps each offset in the embedded scroll
/// view alone, whoever scrolls the sections keeps their offsets and passes them into the queries below
/// (`ScrolledSectionsLayout` does so for every query). The plain `CollectionLayout` queries see every
/// section at rest.
public protocol OrthogonalScrollingLayout: CollectionLayout {
    /// The sections that scroll on their own, in increasing order. - Complexity: O(1).
    var orthogonalSections: [Int] { get }

    /// The scroll view of orthogonal section `section`, as laid out by the last prepare; nil when the
    /// section does not scroll on its own. - Complexity: O(1).
    func orthogonalScroller(section: Int) -> OrthogonalScroller?

    /// `attributes(in:bounds:)` with each orthogonal section scrolled as `offsets` says: its elements
    /// moved by its offset along its scroller's axis, nothing else. - Complexity: as `attributes(in:bounds:)`.
    func attributes(in rect: Rect, bounds: Rect, offsets: SectionOffsets) -> [LayoutAttributes]

    /// `forEachAttributes(in:bounds:_:)` with the sections scrolled as `offsets` says.
    func forEachAttributes(
        in rect: Rect, bounds: Rect, offsets: SectionOffsets, _ body: (LayoutAttributes) -> Void)

    /// `countAttributes(in:bounds:upTo:)` with the sections scrolled as `offsets` says.
    func countAttributes(in rect: Rect, bounds: Rect, offsets: SectionOffsets, upTo limit: Int) -> Int

    /// `attributes(forItem:bounds:)` with the sections scrolled as `offsets` says.
    func attributes(forItem indexPath: IndexPath, bounds: Rect, offsets: SectionOffsets) -> LayoutAttributes?

    /// `attributes(forSupplementary:at:bounds:)` with the sections scrolled as `offsets` says.
    func attributes(
        forSupplementary kind: ElementKind, at indexPath: IndexPath, bounds: Rect, offsets: SectionOffsets
    ) -> LayoutAttributes?
}

/// The offsets of the orthogonal sections that are not at rest: points along each section's scroller
/// axis, 0 for a section not listed (at rest as laid out).
public struct SectionOffsets: Sendable {
    /// `(section, offset)` pairs, each section once.
    private var entries: [(section: Int, offset: Double)] = []

    /// Every section at rest.
    public static let atRest = SectionOffsets()

    public init() {}

    /// Section `section`'s offset; 0 when it is not listed. - Complexity: O(sections listed).
    public subscript(section: Int) -> Double {
        get { entries.first { $0.section == section }?.offset ?? 0 }
        set {
            if let index = entries.firstIndex(where: { $0.section == section }) {
                entries[index].offset = newValue
            } else {
                entries.append((section, newValue))
            }
        }
    }
}
