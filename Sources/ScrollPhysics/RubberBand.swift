/// The rubber band past the content's edges while dragging:
/// `b(x, dim) = (1 − 1/(x·c/dim + 1))·dim`, with c = 0.55 for UIScrollView. `x` is how far the finger has
/// pulled past the edge, `dim` the viewport's length on that axis, `b` how far the content follows.
public enum RubberBand {
    public static let coefficient = 0.55

    /// The displayed overscroll for a finger overscroll of `distance` (either sign) along an axis of
    /// length `dimension`. Its magnitude stays below `dimension`.
    public static func displayed(_ distance: Double, dimension: Double, coefficient c: Double = coefficient)
        -> Double
    {
        guard dimension > 0 else { return 0 }
        let magnitude = abs(distance)
        let band = (1 - 1 / (magnitude * c / dimension + 1)) * dimension
        return distance < 0 ? -band : band
    }

    /// The finger overscroll that displays `band`: `x = b·dim/(c·(dim − b))`.
    public static func fingerDistance(
        displaying band: Double, dimension: Double, coefficient c: Double = coefficient
    ) -> Double {
        let magnitude = min(abs(band), dimension * 0.999_999)
        let distance = magnitude * dimension / (c * (dimension - magnitude))
        return band < 0 ? -distance : distance
    }
}
