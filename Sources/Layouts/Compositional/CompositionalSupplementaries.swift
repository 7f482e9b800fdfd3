import LayoutCore

/// `NSCollectionLayoutAnchor`: a point of a rect named by its `edges` (none of an axis: the middle along that
/// axis), then `fractionalOffset` of the supplementary view's own size and `absoluteOffset` points from it.
public struct CompositionalAnchor: Hashable, Sendable {
    /// An edge of the rect the anchor names.
    public enum Edge: String, CaseIterable, Hashable, Sendable {
        case top, leading, bottom, trailing
    }

    public var edges: Set<Edge>
    /// A fraction of the supplementary view's width and height.
    public var fractionalOffset = Vector(dx: 0, dy: 0)
    /// Points.
    public var absoluteOffset = Vector(dx: 0, dy: 0)

    public init(edges: Set<Edge>) { self.edges = edges }

    /// Where the anchor lies in a rect, as fractions of its width and height: 0 at the leading or top
    /// edge, 1 at the trailing or bottom one, ½ with neither. - Complexity: O(1).
    var unitPoint: (x: Double, y: Double) {
        (
            edges.contains(.leading) ? 0 : edges.contains(.trailing) ? 1 : 0.5,
            edges.contains(.top) ? 0 : edges.contains(.bottom) ? 1 : 0.5
        )
    }

    /// The offset in points for a supplementary view of `size`. - Complexity: O(1).
    func offset(for size: Size) -> Vector {
        Vector(
            dx: fractionalOffset.dx * size.width + absoluteOffset.dx,
            dy: fractionalOffset.dy * size.height + absoluteOffset.dy)
    }
}

/// `NSCollectionLayoutSupplementaryItem`: a supplementary view of any element kind anchored to an item's cell
/// or to a group, reported at the cell's index path (a group's at its first cell's). Its `size` resolves
/// in the rect it is anchored to; its `itemAnchor` point (the `containerAnchor`'s edges when it has none)
/// lies on the `containerAnchor` point of that rect.
public struct CompositionalSupplementaryItem: Hashable, Sendable {
    public var kind: ElementKind
    public var size: CompositionalSize
    public var containerAnchor: CompositionalAnchor
    /// The point of the supplementary view that meets the container's anchor; nil for the container
    /// anchor's edges with no offset (a corner meets the same corner, inside the rect).
    public var itemAnchor: CompositionalAnchor?
    public var zIndex = 1

    public init(
        kind: ElementKind, size: CompositionalSize, containerAnchor: CompositionalAnchor,
        itemAnchor: CompositionalAnchor? = nil
    ) {
        self.kind = kind
        self.size = size
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
    }

    /// Its frame anchored to `container`: origin = container anchor point + its offset − (item anchor
    /// point + its offset), each anchor point a unit point of its own rect. - Complexity: O(1).
    public func frame(on container: Rect) -> Rect {
        let own = size.resolved(in: container.size)
        let outer = containerAnchor.unitPoint
        let inner = itemAnchor?.unitPoint ?? outer
        let x = Self.origin(
            start: container.minX, length: container.width, own: own.width, outer: outer.x, inner: inner.x)
        let y = Self.origin(
            start: container.minY, length: container.height, own: own.height, outer: outer.y, inner: inner.y)
        // Added in the order a badge always was (the anchor's fraction, then its points), bit for bit.
        let fraction = containerAnchor.fractionalOffset
        let points = containerAnchor.absoluteOffset
        let back = itemAnchor?.offset(for: own) ?? Vector(dx: 0, dy: 0)
        return Rect(
            x: x + fraction.dx * own.width + points.dx - back.dx, y: y + fraction.dy * own.height + points.dy - back.dy,
            width: own.width, height: own.height)
    }

    /// Where a view `own` long starts when its `inner` unit point lies on the `outer` unit point of a rect
    /// from `start`, `length` long; the three cases where both are alike are written as the edges they are.
    private static func origin(start: Double, length: Double, own: Double, outer: Double, inner: Double) -> Double {
        switch (outer, inner) {
        case (0, 0): start
        case (1, 1): start + length - own
        case (0.5, 0.5): start + length / 2 - own / 2
        default: start + outer * length - inner * own
        }
    }
}
