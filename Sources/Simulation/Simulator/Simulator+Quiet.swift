/// Quiet stretches: ticks that would change nothing but the clock, which a virtual clock may jump over.
extension Simulator {
    /// How many of the next ticks surely emit no event and change nothing but the clock: none while a view
    /// moves, is touched, animates, waits for its displayed set to follow its bounds or is being changed
    /// away; otherwise those before the earliest viewable dwell under way can end, or `Int.max` when none
    /// is. Prefetching has no timer: its range moves only with the bounds. `skip` over them, then `step`,
    /// gives the events stepping through them gives, at the same ticks and times.
    /// - Complexity: O(v + c) for v views and c visible cells of views with a viewability rule.
    public var quietTicks: Int {
        var quiet = Int.max
        // Each view is asked in place: binding it would copy it (its references retained) every tick.
        for index in views.indices {
            guard !views[index].isFrozen, views[index].isIdle, views[index].bounds == views[index].lastBounds
            else { return 0 }
            if let end = views[index].visibility?.nextDwellEnd {
                quiet = min(quiet, clock.ticksSurelyBefore(seconds: end))
            }
        }
        return quiet
    }
}
