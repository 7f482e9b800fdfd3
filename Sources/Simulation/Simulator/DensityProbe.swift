import LayoutCore
import Layouts
import ScrollPhysics

/// Tells a view too dense to display from its first items alone, before the whole view is prepared: ten
/// million items 0.001 pt wide are refused in the time a few thousand take, not in the seconds and
/// gigabytes their preparing costs.
///
/// A layout that places its items in order (flow, cellInsetFlow, table, compositional) places the first
/// `k` items of a view where the whole view places them, so a view cut to them displays, where the view
/// starts, what the whole view displays of them there, and at most `slack` elements more: the footer of
/// the section the cut shortens and a layout footer, each placed after the cut's last item instead of
/// after the view's. (A flow's last line, left-aligned in the cut where the whole view spreads it, stays
/// within the same band across the viewport.) So when the cut displays more than `limit + slack`
/// elements with `limit + slack + 1` items, the whole view displays more than `limit`; otherwise nothing
/// is concluded and the view is prepared and counted in full.
enum DensityProbe {
    /// The elements a cut view may display beyond the whole view's, as above.
    static let slack = 2

    /// Whether `spec` certainly displays more than `limit` elements where it starts, judged from its first
    /// `limit + slack + 1` items; false when that cannot be told from them (another layout, an offset that
    /// is not the start, a view no larger than the cut, data changed since it was created).
    /// - Complexity: O(limit) to prepare and count the cut, whatever the view holds.
    static func refuses(_ spec: ViewSpec, limit: Int) -> Bool {
        guard limit < Int.saturationBound, placesItemsInOrder(spec.layout),
            spec.contentOffset == Point(x: -spec.contentInset.left, y: -spec.contentInset.top)
        else { return false }
        let holding = limit + slack + 1
        guard spec.data.totalItemCount > holding || spec.data.sections.count > holding,
            let start = spec.data.prefix(items: holding)
        else { return false }
        var cut = spec
        cut.data = start
        let layout = cut.preparedLayout()
        let bounds = cut.bounds(at: cut.contentOffset)
        let displayed = bounds.grown(by: cut.physics.displayMargin)
        return layout.countAttributes(in: displayed, bounds: bounds, upTo: limit + slack) > limit + slack
    }

    private static func placesItemsInOrder(_ layout: LayoutSpec) -> Bool {
        switch layout {
        case .flow, .cellInsetFlow, .table, .compositional: true
        case .expanded, .snapToCenter, .infinite, .carousel, .safari, .plugin: false
        }
    }
}
