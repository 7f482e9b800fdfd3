import LayoutCore

/// How much of an element a viewport shows.
enum VisibleFraction {
    /// The fraction of `attributes`' displayed area inside `viewport`, in [0, 1]: the frame, or with a
    /// transform the bounding box of its four projected corners (exact for scales and translations; a
    /// perspective tilt's trapezoid counts as its box). An element with no area counts 0. An element that
    /// only touches the viewport's edge counts 0 (nothing of it is on screen). - Complexity: O(1).
    static func of(_ attributes: LayoutAttributes, in viewport: Rect) -> Double {
        of(box: displayedBox(of: attributes), in: viewport)
    }

    /// The fraction of the displayed box `shown` inside `viewport`, as `of(_:in:)`. - Complexity: O(1).
    static func of(box shown: Rect, in viewport: Rect) -> Double {
        let area = shown.width * shown.height
        guard area > 0, area.isFinite else { return 0 }
        let width = min(shown.maxX, viewport.maxX) - max(shown.minX, viewport.minX)
        let height = min(shown.maxY, viewport.maxY) - max(shown.minY, viewport.minY)
        guard width > 0, height > 0 else { return 0 }
        return min(1, width * height / area)
    }

    /// The frame as drawn: with its transform applied about its centre.
    static func displayedBox(of attributes: LayoutAttributes) -> Rect {
        let frame = attributes.frame
        guard attributes.hasTransform else { return frame }
        let corners = attributes.transform.projectedCorners(of: frame)
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
            [minX, maxX, minY, maxY].allSatisfy(\.isFinite)
        else { return Rect(x: frame.midX, y: frame.midY, width: 0, height: 0) }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
