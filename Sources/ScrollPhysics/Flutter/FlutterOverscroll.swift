/// BouncingScrollPhysics' `applyPhysicsToUserOffset`: how much of one pointer move reaches the content
/// while the content is past an edge. Flutter applies it to each pointer event, so the overscroll a drag
/// builds depends on how often the pointer reports (a 100-pt pull over 200 ms at 120 Hz, 24 moves of
/// 4.1667 pt in a 667-pt viewport, ends 50.111 pt out; UIScrollView's continuous curve with the same
/// coefficient gives 48.24).
///
/// - A move that starts inside the range (an edge included) applies whole, even the part that leaves it.
/// - Past an edge the move is scaled by `frictionFactor(overscroll/viewport)`, `0.52·(1 − f)²` (0.26 at the
///   `fast` rate); moving back toward the range (easing) by `frictionFactor((overscroll − |move|)/viewport)`,
///   and at the `fast` rate one to one.
/// - A scaled move that would cross the edge (`|move|·factor` beyond the overscroll) reaches the edge and
///   the rest of it, `|move| − overscroll/factor`, applies whole (`_applyFriction`).
///
/// Points throughout; O(1).
public enum FlutterOverscroll {
    /// `frictionFactor`: the share of a pointer move past an edge that reaches the content.
    public static func frictionFactor(_ overscrollFraction: Double, fast: Bool) -> Double {
        (fast ? 0.26 : 0.52) * (1 - overscrollFraction) * (1 - overscrollFraction)
    }

    /// The content offset's change for a pointer move that asks for `requested` points of it (positive
    /// toward larger offsets: a finger moving up or left), from `position`, with the scroll range `range`
    /// and a viewport `viewport` points long along the axis.
    public static func move(
        _ requested: Double, from position: Double, range: ClosedRange<Double>, viewport: Double, fast: Bool
    ) -> Double {
        guard requested != 0, !range.contains(position) else { return requested }
        let beforeStart = position < range.lowerBound
        let overscroll = beforeStart ? range.lowerBound - position : position - range.upperBound
        let easing = beforeStart == (requested > 0)
        if easing && fast { return requested }
        let magnitude = abs(requested)
        let fraction = (easing ? overscroll - magnitude : overscroll) / viewport
        let factor = frictionFactor(fraction, fast: fast)
        let limit = overscroll / factor
        let applied = magnitude < limit ? magnitude * factor : overscroll + (magnitude - limit)
        return requested < 0 ? -applied : applied
    }
}
