/// Flutter's `ScrollPhysics.toleranceFor`: a simulation is done when its speed is under a twentieth of a
/// pixel per frame-ish `1/(0.05·dpr)` px/s, and a spring when also within a pixel `1/dpr` of its end.
public struct FlutterTolerance: Hashable, Sendable {
    /// Points per second.
    public var velocity: Double
    /// Points.
    public var distance: Double

    public init(screenScale: Double) {
        velocity = 1 / (0.05 * screenScale)
        distance = 1 / screenScale
    }

    public init(velocity: Double, distance: Double) {
        self.velocity = velocity
        self.distance = distance
    }
}
