import LayoutCore
import Layouts
import ScrollPhysics

/// One simulated collection view as a spec describes it: its geometry, layout, data and
/// physics. Validated on the way in; every value here is finite and within the limits.
public struct ViewSpec: Hashable, Sendable {
    /// The most items a view may hold, over all its sections.
    public static let maximumItemCount = 10_000_000
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

    public init(
        id: String? = nil, viewport: Size, contentInset: EdgeInsets = .zero, contentOffset: Point? = nil,
        layout: LayoutSpec, data: CollectionData, physics: ScrollSettings = ScrollSettings()
    ) {
        self.id = id
        self.viewport = viewport
        self.contentInset = contentInset
        self.contentOffset = contentOffset ?? Point(x: -contentInset.left, y: -contentInset.top)
        self.layout = layout
        self.data = data
        self.physics = physics
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

    /// Where the view rests once `layout` (prepared for this spec) is laid out: `contentOffset`, moved
    /// where the layout puts it after a prepare (the LNZ layouts centre their first item), within the
    /// scroll bounds.
    public func initialOffset(of layout: any CollectionLayout) -> Point {
        let bounds = ScrollBounds(
            viewport: viewport, contentSize: layout.contentSize, contentInset: contentInset, settings: physics)
        return bounds.clamped(layout.contentOffset(afterPrepareFrom: contentOffset, focus: nil))
    }

    /// The visible bounds at `offset`.
    public func bounds(at offset: Point) -> Rect {
        Rect(origin: offset, size: viewport)
    }
}
