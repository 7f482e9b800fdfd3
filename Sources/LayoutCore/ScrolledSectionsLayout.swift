/// An orthogonal-scrolling layout seen with its sections scrolled: every query answered by the layout's
/// own with `offsets`, everything else by the layout. Built for the queries of a moment (the simulator
/// builds one from its sections' scroll views while one is scrolled); the layout keeps no offset.
public struct ScrolledSectionsLayout: OrthogonalScrollingLayout {
    public var base: any OrthogonalScrollingLayout
    public var offsets: SectionOffsets

    public init(_ base: any OrthogonalScrollingLayout, offsets: SectionOffsets) {
        self.base = base
        self.offsets = offsets
    }

    public mutating func prepare(_ context: LayoutContext) { base.prepare(context) }

    public mutating func prepare(_ context: LayoutContext, changes: ItemChanges) {
        base.prepare(context, changes: changes)
    }

    public var changePreparation: ChangePreparation { base.changePreparation }

    public func changePreparation(for changes: ItemChanges) -> ChangePreparation {
        base.changePreparation(for: changes)
    }

    public var contentSize: Size { base.contentSize }

    public func attributes(in rect: Rect, bounds: Rect) -> [LayoutAttributes] {
        base.attributes(in: rect, bounds: bounds, offsets: offsets)
    }

    public func forEachAttributes(in rect: Rect, bounds: Rect, _ body: (LayoutAttributes) -> Void) {
        base.forEachAttributes(in: rect, bounds: bounds, offsets: offsets, body)
    }

    public func countAttributes(in rect: Rect, bounds: Rect, upTo limit: Int) -> Int {
        base.countAttributes(in: rect, bounds: bounds, offsets: offsets, upTo: limit)
    }

    public func attributes(forItem indexPath: IndexPath, bounds: Rect) -> LayoutAttributes? {
        base.attributes(forItem: indexPath, bounds: bounds, offsets: offsets)
    }

    public func attributes(forSupplementary kind: ElementKind, at indexPath: IndexPath, bounds: Rect)
        -> LayoutAttributes?
    {
        base.attributes(forSupplementary: kind, at: indexPath, bounds: bounds, offsets: offsets)
    }

    public func attributes(forDecoration kind: ElementKind, at indexPath: IndexPath, bounds: Rect)
        -> LayoutAttributes?
    {
        base.attributes(forDecoration: kind, at: indexPath, bounds: bounds)
    }

    public func targetContentOffset(proposed: Point, velocity: Vector, current: Point) -> Point {
        base.targetContentOffset(proposed: proposed, velocity: velocity, current: current)
    }

    public func invalidation(forBoundsChange new: Rect, old: Rect) -> Invalidation {
        base.invalidation(forBoundsChange: new, old: old)
    }

    public func contentOffset(afterPrepareFrom previous: Point, focus: IndexPath?) -> Point {
        base.contentOffset(afterPrepareFrom: previous, focus: focus)
    }

    public var orthogonalSections: [Int] { base.orthogonalSections }

    public func orthogonalScroller(section: Int) -> OrthogonalScroller? { base.orthogonalScroller(section: section) }

    public func attributes(in rect: Rect, bounds: Rect, offsets: SectionOffsets) -> [LayoutAttributes] {
        base.attributes(in: rect, bounds: bounds, offsets: offsets)
    }

    public func forEachAttributes(
        in rect: Rect, bounds: Rect, offsets: SectionOffsets, _ body: (LayoutAttributes) -> Void
    ) {
        base.forEachAttributes(in: rect, bounds: bounds, offsets: offsets, body)
    }

    public func countAttributes(in rect: Rect, bounds: Rect, offsets: SectionOffsets, upTo limit: Int) -> Int {
        base.countAttributes(in: rect, bounds: bounds, offsets: offsets, upTo: limit)
    }

    public func attributes(forItem indexPath: IndexPath, bounds: Rect, offsets: SectionOffsets) -> LayoutAttributes? {
        base.attributes(forItem: indexPath, bounds: bounds, offsets: offsets)
    }

    public func attributes(
        forSupplementary kind: ElementKind, at indexPath: IndexPath, bounds: Rect, offsets: SectionOffsets
    ) -> LayoutAttributes? {
        base.attributes(forSupplementary: kind, at: indexPath, bounds: bounds, offsets: offsets)
    }
}
