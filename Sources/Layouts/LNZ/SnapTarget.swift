/// The snap-to-center family's release rule (the seed's behaviour, steps 2–5).
enum SnapTarget {
    /// The offset that centres an item whose centre is `midX`; one `page` further along the release's
    /// `velocity` (pt/s, content direction) when that item lies against it as seen from `current`; then
    /// clamped to `[0, max(0, contentWidth − viewportWidth)]`.
    static func centring(
        midX: Double, page: Double, viewportWidth: Double, velocity: Double, current: Double, contentWidth: Double
    ) -> Double {
        var x = midX - viewportWidth / 2
        let delta = x - current
        if velocity < 0 && delta > 0 { x -= page }
        if velocity > 0 && delta < 0 { x += page }
        return min(max(x, 0), max(0, contentWidth - viewportWidth))
    }
}
