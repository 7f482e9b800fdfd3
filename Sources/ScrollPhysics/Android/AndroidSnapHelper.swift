/// The choices androidx's SnapHelper family makes at a release, along one axis. Units: points, points
/// per second; `density` is pixels per point.
public enum AndroidSnapHelper {
    /// `SnapHelper.onFling`: the helper takes a fling only when it is faster than RecyclerView's minimum
    /// (`|v| > minFlingVelocity`, 50 dp/s), strictly. At the minimum itself RecyclerView flings freely
    /// (its own test is `|v| < minFlingVelocity`) and the helper snaps once the list is idle.
    public static func takesFling(speed: Double) -> Bool {
        speed > ScrollProfile.android.minimumFlingVelocity
    }

    /// PagerSnapHelper's page after a fling (`findTargetSnapPosition`, androidx's current rule: the child
    /// closest to the centre before it and the one closest after it, a child exactly on the centre being
    /// both): forward the first page at or after the offset, backward the last at or before it, so a fling
    /// from a page at rest stays on that page. Android measures in whole pixels, so a page within half a
    /// pixel of the offset is on it. With no velocity (findCenterView, the idle snap) the nearest page,
    /// the lower on a tie. The page index may need clamping to the content. O(1).
    public static func pagerTarget(offset: Double, pageSize: Double, velocity: Double, density: Double) -> Double {
        guard pageSize > 0 else { return 0 }
        let exact = offset / pageSize
        let nearest = (exact - 0.5).rounded(.up)
        if abs(offset - nearest * pageSize) * density < 0.5 { return nearest }
        if velocity > 0 { return exact.rounded(.up) }
        if velocity < 0 { return exact.rounded(.down) }
        return nearest
    }
}
