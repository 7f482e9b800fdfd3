import LayoutCore
import Layouts

/// A view's layout at one content offset: what `scrollsim layout` prints and `scrollsim render` draws.
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
    /// How an animated data change under way shows the cells (a simulator's snapshot while one runs, its
    /// attributes then also holding the cells it shows in the region at final frames outside it); nil
    /// otherwise.
    public var animation: ShownAnimation? = nil

    /// The visible bounds.
    public var bounds: Rect { Rect(origin: contentOffset, size: viewport) }

    /// Lays `spec` out and queries `region` with the bounds where a view of it starts
    /// (`ViewSpec.initialOffset`), or, given `offset`, with the bounds of the laid-out view scrolled there,
    /// taken as given (a snap layout shows the state between two items).
    /// - Complexity: O(n) to prepare, then O(log n + k log k) for k attributes.
    public init(spec: ViewSpec, offset: Point? = nil, region: Region = .visible) {
        let layout = spec.preparedLayout()
        self.init(
            layout: layout, viewport: spec.viewport, offset: offset ?? spec.initialOffset(of: layout),
            region: region)
    }

    /// Queries a prepared layout.
    public init(layout: any CollectionLayout, viewport: Size, offset: Point, region: Region) {
        let bounds = Rect(origin: offset, size: viewport)
        let rect = region.rect(bounds: bounds, contentSize: layout.contentSize)
        attributes = layout.attributes(in: rect, bounds: bounds).sorted(by: LayoutAttributes.canonicallyOrdered)
        contentOffset = offset
        contentSize = layout.contentSize
        self.viewport = viewport
    }

    /// The snapshot of `region`, or nil when it holds more than `limit` elements (the daemon's `layout`
    /// replies and the CLI's pictures stay bounded in time and memory): the layout counts them first, no
    /// further than `limit + 1`, and builds them only when they are within it.
    /// - Complexity: O(log n + min(k, limit)) to count, where the layout counts natively, then
    ///   O(log n + k log k) to build and order them.
    public init?(layout: any CollectionLayout, viewport: Size, offset: Point, region: Region, limit: Int) {
        let bounds = Rect(origin: offset, size: viewport)
        let rect = region.rect(bounds: bounds, contentSize: layout.contentSize)
        guard layout.countAttributes(in: rect, bounds: bounds, upTo: limit) <= limit else { return nil }
        self.init(layout: layout, viewport: viewport, offset: offset, region: region)
    }
}

extension LayoutSnapshot.Region {
    /// The rect queried, in content coordinates: the bounds, the given rect, or the content and the
    /// bounds together.
    func rect(bounds: Rect, contentSize: Size) -> Rect {
        switch self {
        case .visible: bounds
        case .rect(let given): given
        case .all: Rect(origin: .zero, size: contentSize).union(bounds)
        }
    }
}
