import LayoutCore

/// The prefetch phase of a view's tick (and of a command's changes), for views whose spec asks for it:
/// before the displayed-set diff, so that a cell is prefetched before it is displayed.
extension Simulator {
    /// Moves the view's prefetch range to its bounds now: `cancelPrefetching` for the prefetched cells it
    /// left, then `prefetchItems` for the cells it reached. With `incrementally`, the layout's attributes
    /// did not change and only the strips the range gained and lost are read.
    /// - Complexity: O(log n + k) for k cells read.
    mutating func updatePrefetch(_ index: Int, incrementally: Bool, into events: inout [Event]) {
        guard views[index].prefetch != nil else { return }
        let bounds = views[index].bounds
        let displayedRect = views[index].displayedRect(for: bounds)
        let old = views[index].lastBounds
        let layout = views[index].layout
        guard let range = views[index].prefetch?.range(for: bounds, from: old, displayedRect: displayedRect),
            let changes = views[index].prefetch?.update(
                to: range, layout: layout, bounds: bounds, incrementally: incrementally)
        else { return }
        let id = views[index].id
        if !changes.cancelled.isEmpty {
            emit(.cancelPrefetching(indexPaths: changes.cancelled), view: id, into: &events)
        }
        if !changes.prefetched.isEmpty { emit(.prefetchItems(indexPaths: changes.prefetched), view: id, into: &events) }
    }
}
