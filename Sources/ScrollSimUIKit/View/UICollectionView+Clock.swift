extension UICollectionView {
    /// Runs `body`, the work of one of the view's public entry points that calls the app's code outside the
    /// simulator's events (`reloadData()`, `performBatchUpdates(_:completion:)` and the lone changes, a
    /// diffable `apply`, `selectItem`), with the clock of the driver showing the view bound, so that the
    /// code it calls (a data source's counts, the layout's questions, a cell's `apply(_:)` or `isSelected`,
    /// a completion) reads the driver's time in `CACurrentMediaTime()` and schedules its timers there,
    /// wherever the call comes from: as on iOS, where every callback reads the one media clock. (The
    /// callbacks of the events a call records, and the visible-items handler, are bound by the driver.)
    /// Before a driver shows the view, `body` runs on no clock.
    /// - Complexity: O(1) beyond `body`: one task-local read (none is added to a tick's dispatch).
    func onDriverClock<Result>(_ body: () -> Result) -> Result {
        Self.onDriverClock(of: self, body)
    }

    /// Runs `body` on the clock of the driver showing `view`, as ``onDriverClock(_:)``; on no clock when
    /// there is no view or no driver shows it. - Complexity: O(1) beyond `body`.
    static func onDriverClock<Result>(of view: UICollectionView?, _ body: () -> Result) -> Result {
        guard let clock = view?.engine?.clock else { return body() }
        return clock.run(body)
    }
}
