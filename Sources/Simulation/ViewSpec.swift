import LayoutCore
import Layouts
import ScrollPhysics

/// One simulated collection view as a spec describes it: its geometry, layout, data and
/// physics. Validated on the way in; every value here is finite and within the limits.
public struct ViewSpec: Hashable, Sendable {
    /// The most items a view may hold, over all its sections.
    public static let maximumItemCount = 10_000_000
    /// The most sections a view may hold (the spec decoder's and a diffable snapshot's limit).
    public static let maximumSectionCount = SnapshotDifference.maximumSections
    /// The most items one `insertItems` or `deleteItems` may name: a data change copies the section it
    /// touches, so it is kept to what one tick can afford.
    public static let maximumItemsPerChange = 100_000

    public var id: String?
    /// The bounds size, in points; both sides larger than zero.
    public var viewport: Size
    public var contentInset: EdgeInsets
    /// The initial content offset; UIKit's rest position `(-left, -top)` of the content inset by default.
    public var contentOffset: Point
    public var layout: LayoutSpec
    public var data: CollectionData
    public var physics: ScrollSettings
    /// Visibility and viewability reporting; nil (the default) reports none.
    public var visibility: VisibilitySettings?
    /// Data prefetching; nil (the default) reports none.
    public var prefetch: PrefetchSettings?

    public init(
        id: String? = nil, viewport: Size, contentInset: EdgeInsets = .zero, contentOffset: Point? = nil,
        layout: LayoutSpec, data: CollectionData, physics: ScrollSettings = ScrollSettings(),
        visibility: VisibilitySettings? = nil, prefetch: PrefetchSettings? = nil
    ) {
        self.id = id
        self.viewport = viewport
        self.contentInset = contentInset
        self.contentOffset = contentOffset ?? Point(x: -contentInset.left, y: -contentInset.top)
        self.layout = layout
        self.data = data
        self.physics = physics
        self.visibility = visibility
        self.prefetch = prefetch
    }

    /// What the layout is given when it prepares.
    public var layoutContext: LayoutContext {
        LayoutContext(data: data, viewportSize: viewport, contentInset: contentInset)
    }

    /// The view's layout, prepared.
    /// - Complexity: O(n) for n items.
    public func preparedLayout() -> any CollectionLayout {
        var layout = layout.makeLayout()
        layout.prepare(layoutContext)
        return layout
    }

    /// Where the view starts once `layout` (prepared for this spec) is laid out: the spec's `contentOffset`,
    /// taken as given, past the content too (as UIScrollView's `contentOffset` setter takes it; the first
    /// release bounces it back), except that the layouts that centre their focused item after a prepare
    /// (the LNZ layouts) centre the item nearest the centre of the bounds there. An offset set on a view
    /// already laid out (`--offset`) is taken as given, with no re-centring: that happens only on the
    /// prepare after an invalidation.
    public func initialOffset(of layout: any CollectionLayout) -> Point {
        layout.contentOffset(
            afterPrepareFrom: contentOffset,
            focus: (layout as? any FocusingLayout)?.focusedItem(bounds: bounds(at: contentOffset)))
    }

    /// The visible bounds at `offset`.
    public func bounds(at offset: Point) -> Rect {
        Rect(origin: offset, size: viewport)
    }

    /// What visibility is measured against at `offset`: the bounds inset by `contentInset`.
    public func visibilityViewport(at offset: Point) -> Rect { bounds(at: offset).inset(by: contentInset) }
}
