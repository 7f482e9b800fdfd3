import WireFormat

/// The numbers ScrollSim accepts from any input (spec and scenario files, requests, flags), decided once
/// here and checked by the decoders with the key path, so that the layouts and the physics only ever see
/// values they are total over: no conversion traps, no result is infinite, printed as `null` or in
/// exponent form. The "Limits" table of Docs/Formats.md lists them.
public enum NumericDomain {
    /// Every number read, of any kind, lies within ±`largestMagnitude`: past it the canonical format
    /// would lose its thousandths and, further on, its digits.
    public static let largestMagnitude = 1e15

    /// Lengths (sizes, spacings, insets, the viewport, margins, spans) are at most this many points: a
    /// hundred thousand points is a hundred screens, so ten million items of the largest length still
    /// make content well inside `largestCoordinate`.
    public static let largestLength = 100_000.0

    /// A length that is not 0 is at least this many points, the canonical format's resolution: what is
    /// smaller prints as 0, and dividing by it would make quotients no index can hold.
    public static let smallestLength = 0.001

    /// Coordinates (offsets, rect origins, drag translations) lie within ±this many points: beyond every
    /// content a view can have (10,000,000 items of the largest length and spacing make 2·10¹² points; an
    /// infinite layout's content stays under 2⁴⁰ ≈ 1.1·10¹²).
    public static let largestCoordinate = 1e13

    /// Fractions of a container (a compositional spec's dimensions and anchor offsets) lie within ±this.
    public static let largestFraction = 100.0

    /// Velocities lie within ±this many points per second: a thousand times a hard human fling.
    public static let largestVelocity = 10_000_000.0

    /// The most samples a scripted drag may list.
    public static let maximumDragSamples = 10_000

    /// `largestLength` etc. as they read in messages.
    static func shown(_ value: Double) -> String {
        switch value {
        case largestMagnitude: return "1e15"
        case largestCoordinate: return "1e13"
        default: return CanonicalNumber.format(value)
        }
    }
}
