import LayoutCore
import ScrollPhysics

extension ScrollView {
    /// The offset the finger would hold without the rubber band, for a content offset that may be banded.
    func unbandedOffset(_ offset: Point) -> Point {
        func unbanded(_ value: Double, along axis: Axis) -> Double {
            let range = bounds.range(along: axis)
            guard !range.contains(value) else { return value }
            let edge = clamp(value, range)
            return edge
                + RubberBand.fingerDistance(
                    displaying: value - edge, dimension: bounds.viewport.length(along: axis))
        }
        return Point(x: unbanded(offset.x, along: .horizontal), y: unbanded(offset.y, along: .vertical))
    }

    /// The displayed offset for the finger's offset `value`: itself inside the bounds, through the rubber
    /// band past them (or held at the edge when the view does not overscroll: `bounces` off, or a
    /// profile without overscroll); unchanged on an axis that does not scroll.
    func banded(_ value: Double, along axis: Axis) -> Double {
        guard bounds.scrolls(along: axis) else { return contentOffset.coordinate(along: axis) }
        let range = bounds.range(along: axis)
        guard !range.contains(value) else { return value }
        let edge = clamp(value, range)
        guard settings.overscrolls else { return edge }
        return edge
            + RubberBand.displayed(value - edge, dimension: bounds.viewport.length(along: axis))
    }

    /// Flutter's drag along `axis`: a pointer move asking for `requested` points of offset, through
    /// BouncingScrollPhysics' friction from where the content is (`FlutterOverscroll`); unchanged on an
    /// axis that does not scroll.
    func flutterDragged(by requested: Double, along axis: Axis) -> Double {
        let position = contentOffset.coordinate(along: axis)
        guard bounds.scrolls(along: axis) else { return position }
        return position
            + FlutterOverscroll.move(
                requested, from: position, range: bounds.range(along: axis),
                viewport: bounds.viewport.length(along: axis), fast: settings.decelerationRate == .fast)
    }
}
