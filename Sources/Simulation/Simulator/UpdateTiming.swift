/// How an animated data change runs: its duration and its timing curve (UIKit's
/// `performBatchUpdates` and `apply(_:animatingDifferences:)` take theirs from the animation context;
/// UIKit documents neither, see Docs/Physics.md for the figures assumed).
public struct UpdateTiming: Hashable, Sendable {
    /// A timing curve as Core Animation's named timing functions define it: a cubic Bézier from (0, 0) to
    /// (1, 1) with control points (x1, y1) and (x2, y2).
    public enum Curve: String, Hashable, Sendable, CaseIterable {
        case linear, easeIn, easeOut, easeInOut

        /// The control points (`CAMediaTimingFunctionName`: easeIn 0.42, 0, 1, 1; easeOut 0, 0, 0.58, 1;
        /// easeInEaseOut 0.42, 0, 0.58, 1).
        var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double) {
            switch self {
            case .linear: (0, 0, 1, 1)
            case .easeIn: (0.42, 0, 1, 1)
            case .easeOut: (0, 0, 0.58, 1)
            case .easeInOut: (0.42, 0, 0.58, 1)
            }
        }

        /// The progress (0…1) at `fraction` (0…1) of the duration: y of the Bézier where its x is `fraction`,
        /// x found by 60 bisections (exact to 2⁻⁶⁰, far below what the 12 significant digits of the wire
        /// show). - Complexity: O(1).
        public func progress(at fraction: Double) -> Double {
            let t = min(max(fraction, 0), 1)
            guard self != .linear else { return t }
            let (x1, y1, x2, y2) = controlPoints
            func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
                let u = 1 - s
                return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
            }
            var low = 0.0
            var high = 1.0
            for _ in 0..<60 {
                let middle = (low + high) / 2
                if bezier(middle, x1, x2) < t { low = middle } else { high = middle }
            }
            return bezier((low + high) / 2, y1, y2)
        }
    }

    /// The default duration, in seconds (an assumption: see Docs/Physics.md).
    public static let defaultDuration = 0.3
    /// The longest duration a step may give, in seconds.
    public static let maximumDuration = 10.0

    /// Seconds, in (0, `maximumDuration`].
    public private(set) var duration: Double
    public var curve: Curve

    /// A timing of `duration` seconds and `curve`.
    /// - Throws: `invalid_params` (path `animation.duration`) for a duration outside (0, `maximumDuration`]
    ///   or not a number.
    public init(duration: Double = Self.defaultDuration, curve: Curve = .easeInOut) throws(SimulationError) {
        guard duration > 0, duration <= Self.maximumDuration else {
            throw SimulationError(
                .invalidParams, "an update's duration is in (0, \(Int(Self.maximumDuration))] seconds, got \(duration)",
                path: "animation.duration")
        }
        self.init(checked: duration, curve: curve)
    }

    private init(checked duration: Double, curve: Curve) {
        self.duration = duration
        self.curve = curve
    }

    /// UIKit's default as assumed: 0.3 s, ease in and out.
    public static let standard = UpdateTiming(checked: defaultDuration, curve: .easeInOut)
}
