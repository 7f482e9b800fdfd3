/// Paging: a released scroll rests on a multiple of the page size, at most one page
/// from where the gesture began.
public enum Paging {
    /// UIScrollView's: velocities at or under this many points per second count as no velocity, the
    /// nearest page wins.
    public static let velocityThreshold = 1.0

    /// The page to rest on, as Flutter's PageScrollPhysics chooses it: half a page added in the direction
    /// of the velocity, then rounded — so a backward fling from page 3.125 rests on page 3 (vector V36 in Docs/Physics.md) —
    /// and kept within one page of `startPage` and within `0...lastPage`. Velocities (pt/s) at or under
    /// `threshold` count as none.
    public static func targetPage(
        offset: Double, pageSize: Double, velocity: Double, startPage: Int, lastPage: Int,
        threshold: Double = velocityThreshold
    ) -> Int {
        guard pageSize > 0 else { return 0 }
        var page = offset / pageSize
        if velocity > threshold { page += 0.5 }
        if velocity < -threshold { page -= 0.5 }
        let lowest = max(startPage - 1, 0)
        let highest = min(startPage + 1, max(lastPage, 0))
        // Clamped while still a Double, so that no offset or page size can make the conversion trap.
        return Int(min(max(page.rounded(), Double(lowest)), Double(highest)))
    }
}
