import LayoutCore

/// The prefetch phase of a view's tick (and of a command's changes), for views whose spec asks for it:
/// before the displayed-set diff, so that a cell is prefetched before it is displayed.
extension Simulator {
    /// Moves the view's prefetch range to its bounds now: `cancelPrefetching` for the prefetched cells it
    /// left, then `prefetchItems` for the cells it reached. With `incrementally`, the layout's attributes
    /// did not change and the range moves through the cells held around it.
    /// - Complexity: as `PrefetchTracker.update`.
    mutating func updatePrefetch(_ index: Int, incrementally: Bool, into events: inout [Event]) {
        guard let changes = views[index].movePrefetchRange(incrementally: incrementally) else { return }
        let id = views[index].id
        if !changes.cancelled.isEmpty {
            emit(.cancelPrefetching(indexPaths: changes.cancelled), view: id, into: &events)
        }
        if !changes.prefetched.isEmpty { emit(.prefetchItems(indexPaths: changes.prefetched), view: id, into: &events) }
    }
}
