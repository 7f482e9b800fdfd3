import LayoutCore
import Layouts

/// A view's layout at one content offset: what `scrollsim layout` prints and `scrollsim render` draws
/// (PROTOCOL.md §3).
public struct LayoutSnapshot: Hashable, Sendable {
    /// Which attributes a snapshot holds.
    public enum Region: Hashable, Sendable {
        /// Those intersecting the visible bounds.
        case visible
        /// Those intersecting a rect in content coordinates.
        case rect(Rect)
        /// Every attribute of the content (and of the viewport, where it reaches past the content).
        case all
    }

    /// In the canonical order: cells, then supplementary, then decoration; by kind, then index path.
    public var attributes: [LayoutAttributes]
    public var contentOffset: Point
    public var contentSize: Size
    public var viewport: Size

    /// The visible bounds.
    public var bounds: Rect { Rect(origin: contentOffset, size: viewport) }

    /// Lays `spec` out and queries `region` with the bounds at `offset` (by default where the view rests
    /// once laid out: its own offset, or where its layout puts it).
    /// - Complexity: O(n) to prepare, then O(log n + k log k) for k attributes.
    public init(spec: ViewSpec, offset: Point? = nil, region: Region = .visible) {
        let layout = spec.preparedLayout()
        self.init(
            layout: layout, viewport: spec.viewport, offset: offset ?? spec.initialOffset(of: layout), region: region)
    }

    /// Queries a prepared layout.
    public init(layout: any CollectionLayout, viewport: Size, offset: Point, region: Region) {
        let bounds = Rect(origin: offset, size: viewport)
        let rect: Rect
        switch region {
        case .visible: rect = bounds
        case .rect(let given): rect = given
        case .all: rect = Rect(origin: .zero, size: layout.contentSize).union(bounds)
        }
        attributes = layout.attributes(in: rect, bounds: bounds).sorted(by: LayoutAttributes.canonicallyOrdered)
        contentOffset = offset
        contentSize = layout.contentSize
        self.viewport = viewport
    }
}
