import LayoutCore

extension ScrollView {
    /// Moves the content offset by `delta` (points) with whatever moves it: a drag's finger keeps its
    /// point of the content (where it went down, and the offset it started from, move by `delta` too);
    /// momentum or an animated scroll goes on along the same path `delta` further, to a rest `delta`
    /// further, at the same velocity. The bounds are not consulted: the caller gives the new ones after
    /// (`updateBounds(_:at:target:)`), which clamps a view at rest and re-aims momentum resting outside
    /// them. - Complexity: O(1).
    mutating func shift(by delta: Vector) {
        func moved(_ point: Point) -> Point { Point(x: point.x + delta.dx, y: point.y + delta.dy) }
        contentOffset = moved(contentOffset)
        if var active = drag {
            active.fingerOrigin = moved(active.fingerOrigin)
            active.startOffset = moved(active.startOffset)
            drag = active
        }
        motion?.x.shift(by: delta.dx)
        motion?.y.shift(by: delta.dy)
    }
}
