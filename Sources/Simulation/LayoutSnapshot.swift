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

    /// The snapshot of `rect`, or nil when it holds more than `limit` elements (the daemon's `layout`
    /// replies stay bounded in time and memory). The rect is read in slices one viewport long along its
    /// longer side (at most `maximumSlices` of them), so at most `limit` plus one slice's elements are held.
    /// - Complexity: O(s log n + k) for s slices and k elements.
    public init?(layout: any CollectionLayout, viewport: Size, offset: Point, rect: Rect, limit: Int) {
        let bounds = Rect(origin: offset, size: viewport)
        let alongY = rect.height >= rect.width
        let length = alongY ? rect.height : rect.width
        let step = max(alongY ? viewport.height : viewport.width, length / Double(Self.maximumSlices))
        var seen = Set<LayoutAttributes>()
        var found: [LayoutAttributes] = []
        var start = 0.0
        repeat {
            let end = min(length, start + step)
            let slice =
                alongY
                ? Rect(x: rect.minX, y: rect.minY + start, width: rect.width, height: end - start)
                : Rect(x: rect.minX + start, y: rect.minY, width: end - start, height: rect.height)
            for attributes in layout.attributes(in: slice, bounds: bounds) where seen.insert(attributes).inserted {
                found.append(attributes)
            }
            guard found.count <= limit else { return nil }
            start = end
        } while start < length
        attributes = found.sorted(by: LayoutAttributes.canonicallyOrdered)
        contentOffset = offset
        contentSize = layout.contentSize
        self.viewport = viewport
    }

    /// The most slices a bounded snapshot reads its rect in.
    static let maximumSlices = 10_000
}
