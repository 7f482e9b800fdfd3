/// What a layout is given when it prepares: the data and the geometry of the view that shows it.
public struct LayoutContext: Hashable, Sendable {
    public var data: CollectionData
    /// The size of the view's bounds, in points.
    public var viewportSize: Size
    /// The view's content inset (UIKit's adjustedContentInset).
    public var contentInset: EdgeInsets

    public init(data: CollectionData, viewportSize: Size, contentInset: EdgeInsets = .zero) {
        self.data = data
        self.viewportSize = viewportSize
        self.contentInset = contentInset
    }
}

/// What a bounds change requires of a layout.
public enum Invalidation: Hashable, Sendable {
    /// Nothing depends on the bounds' origin: the attributes are unchanged.
    case none
    /// Bounds-dependent attributes (pinned headers, scaled cells) must be queried again.
    case requery
    /// Everything must be prepared again (the size changed).
    case prepare
}

/// A headless UICollectionViewLayout: it places every element of the data given to `prepare`.
///
/// `prepare` does the O(n) work once per invalidation; the queries are cheap enough to run every tick.
public protocol CollectionLayout: Sendable {
    /// Recomputes everything that depends on the data and the viewport size. O(n) for n items.
    mutating func prepare(_ context: LayoutContext)

    /// Prepares again after `changes` turned the data of the last prepare into `context.data`, the viewport
    /// and inset unchanged; the result is what `prepare(context)` gives. A layout that can keep what the
    /// change leaves in place does so (`changePreparation`); the others prepare everything.
    mutating func prepare(_ context: LayoutContext, changes: ItemChanges)

    /// What `prepare(_:changes:)` keeps and what it costs.
    var changePreparation: ChangePreparation { get }

    /// What `prepare(_:changes:)` would keep and cost for `changes` to the data of the last prepare: finer
    /// than `changePreparation` for a layout whose cost depends on where the change is (a flow section or
    /// a mosaic one, the end of the items or their middle).
    func changePreparation(for changes: ItemChanges) -> ChangePreparation

    /// The scrollable content's size, in points.
    var contentSize: Size { get }

    /// The attributes whose frames intersect `rect`, given the visible `bounds` (which bounds-dependent
    /// attributes such as pinned headers follow). In no particular order. O(log n + k) for k results.
    func attributes(in rect: Rect, bounds: Rect) -> [LayoutAttributes]

    /// Calls `body` with each attribute `attributes(in:bounds:)` returns, in no particular order; a layout
    /// may answer without building the array (a tick's thin strips then cost no allocation).
    func forEachAttributes(in rect: Rect, bounds: Rect, _ body: (LayoutAttributes) -> Void)

    /// How many elements `attributes(in:bounds:)` would return, counted no further than `limit + 1`: the
    /// answer is `min(count, limit + 1)`, so a rect holding ten million elements costs what `limit` does
    /// and builds none of them. A layout that can count without building the attributes does so; the
    /// default builds them. - Complexity: O(log n + min(k, limit)) where the layout counts natively.
    func countAttributes(in rect: Rect, bounds: Rect, upTo limit: Int) -> Int

    /// The attributes of the cell at `indexPath`, or nil when it does not exist. O(1) or O(log n).
    func attributes(forItem indexPath: IndexPath, bounds: Rect) -> LayoutAttributes?

    /// The attributes of the supplementary view of `kind` at `indexPath`, or nil when there is none.
    func attributes(forSupplementary kind: ElementKind, at indexPath: IndexPath, bounds: Rect) -> LayoutAttributes?

    /// The attributes of the decoration view of `kind` at `indexPath`, or nil when there is none.
    func attributes(forDecoration kind: ElementKind, at indexPath: IndexPath, bounds: Rect) -> LayoutAttributes?

    /// Where a scroll released at `proposed` with `velocity` (pt/s) should come to rest.
    func targetContentOffset(proposed: Point, velocity: Vector, current: Point) -> Point

    /// What moving the bounds from `old` to `new` requires.
    func invalidation(forBoundsChange new: Rect, old: Rect) -> Invalidation

    /// Where the content offset goes after `prepare`, given where it was and the item that was in focus
    /// (`FocusingLayout`):
    /// the LNZ layouts re-centre their focused item on every prepare; the others
    /// leave the offset alone. The scroll view clamps the answer to its bounds.
    func contentOffset(afterPrepareFrom previous: Point, focus: IndexPath?) -> Point

    /// UIKit's `finalLayoutAttributesForDisappearingItem(at:)`: the attributes with which the cell of an item
    /// an animated change deletes leaves the screen, its animation ending there. Asked of the layout as it
    /// was before the change, with the item's index path then and the bounds then. Nil: UIKit's default,
    /// the cell fading out (alpha 0) where it is shown. - Complexity: O(1) or O(log n).
    func finalAttributes(forDisappearingItem item: IndexPath, bounds: Rect) -> LayoutAttributes?
}

extension CollectionLayout {
    /// Everything again. - Complexity: that of `prepare(_:)`.
    public mutating func prepare(_ context: LayoutContext, changes: ItemChanges) { prepare(context) }

    /// Everything is prepared again.
    public var changePreparation: ChangePreparation { .everything }

    /// The same for every change: `changePreparation`.
    public func changePreparation(for changes: ItemChanges) -> ChangePreparation { changePreparation }

    /// By way of `attributes(in:bounds:)`.
    public func forEachAttributes(in rect: Rect, bounds: Rect, _ body: (LayoutAttributes) -> Void) {
        for attributes in attributes(in: rect, bounds: bounds) { body(attributes) }
    }

    /// By way of `attributes(in:bounds:)`: as many elements as the layout's answer holds are built.
    public func countAttributes(in rect: Rect, bounds: Rect, upTo limit: Int) -> Int {
        attributes(in: rect, bounds: bounds).count.counted(upTo: limit)
    }

    /// UICollectionViewLayout's default: rest where the deceleration would.
    public func targetContentOffset(proposed: Point, velocity: Vector, current: Point) -> Point { proposed }

    /// The offset stays where it was.
    public func contentOffset(afterPrepareFrom previous: Point, focus: IndexPath?) -> Point { previous }

    /// UIKit's default: the cell fades out where it is shown.
    public func finalAttributes(forDisappearingItem item: IndexPath, bounds: Rect) -> LayoutAttributes? { nil }

    /// No decoration views unless the layout says otherwise.
    public func attributes(forDecoration kind: ElementKind, at indexPath: IndexPath, bounds: Rect)
        -> LayoutAttributes?
    { nil }
}

/// What a layout's `prepare(_:changes:)` keeps of its last prepare, and so what a change costs it.
public enum ChangePreparation: Hashable, Sendable {
    /// Everything is prepared again, into fresh storage: O(n).
    case everything
    /// What comes before the first changed section (or a finer place in it) is kept and the rest placed
    /// again, in the layout's own storage: the cost can grow with everything from the change on.
    case fromChangedSection
    /// Only what the change moves is placed again, in the layout's own storage: the cost grows with the
    /// change, not the view (a small change to a large view is cheap).
    case whatTheChangeMoves

    /// Whether the layout's storage is changed in place rather than built afresh.
    public var changesInPlace: Bool { self != .everything }
}

extension Int {
    /// This count as `CollectionLayout.countAttributes` answers it under `limit`: itself, or `limit + 1`
    /// when it is past the limit. - Complexity: O(1).
    @inlinable
    public func counted(upTo limit: Int) -> Int { self > limit ? limit + 1 : self }
}
