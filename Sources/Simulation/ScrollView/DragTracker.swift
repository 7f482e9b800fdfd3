import LayoutCore

/// A touch's recent positions, from which the release velocity is estimated as a pan recogniser does: the
/// least-squares slope of the samples of the last 50 ms.
struct DragTracker: Sendable {
    /// How far back the velocity estimate looks, in seconds.
    static let window = 0.05

    struct Sample: Sendable {
        var time: Double
        var translation: Vector
    }

    private(set) var samples: [Sample] = []

    /// Records the finger's translation since touch-down at `time` (seconds), dropping samples older
    /// than the window (a sample exactly 50 ms old stays in at any absolute time).
    mutating func record(_ translation: Vector, at time: Double) {
        samples.append(Sample(time: time, translation: translation))
        if let first = samples.firstIndex(where: { $0.time >= time - Self.window - TimeTolerance.seconds }), first > 0 {
            samples.removeFirst(first)
        }
    }

    /// The finger's velocity in points per second; zero with fewer than two samples in the window.
    var velocity: Vector {
        guard samples.count >= 2 else { return .zero }
        let count = Double(samples.count)
        let meanTime = samples.reduce(0) { $0 + $1.time } / count
        let meanX = samples.reduce(0) { $0 + $1.translation.dx } / count
        let meanY = samples.reduce(0) { $0 + $1.translation.dy } / count
        var spread = 0.0
        var covarianceX = 0.0
        var covarianceY = 0.0
        for sample in samples {
            let dt = sample.time - meanTime
            spread += dt * dt
            covarianceX += dt * (sample.translation.dx - meanX)
            covarianceY += dt * (sample.translation.dy - meanY)
        }
        guard spread > 0 else { return .zero }
        return Vector(dx: covarianceX / spread, dy: covarianceY / spread)
    }
}
