import RealModule

/// Flutter's `ScrollSpringSimulation`: a spring of any damping pulling toward `rest`, done when it is
/// within the tolerance's distance of the rest point and slower than its velocity, and from then on at
/// the rest point. With `c = 2ζ·√(m·k)` and the displacement `x` from the rest point:
/// - overdamped (c² > 4mk): `x = c1·e^(r1·t) + c2·e^(r2·t)`, `r = (−c ± √(c² − 4mk))/2m`;
/// - critically damped: `x = (c1 + c2·t)·e^(r·t)`, `r = −c/2m`;
/// - underdamped: `x = e^(r·t)·(c1·cos ωt + c2·sin ωt)`, `ω = √(4mk − c²)/2m`.
/// Units: points, seconds, points per second.
public struct DampedSpring: Hashable, Sendable {
    /// A spring's mass, stiffness and damping ratio.
    public struct Description: Hashable, Sendable {
        public var mass: Double
        public var stiffness: Double
        public var dampingRatio: Double

        /// Flutter's default scroll spring (every ScrollPhysics): mass 0.5, stiffness 100, ratio 1.1.
        public static let scroll = Description(mass: 0.5, stiffness: 100, dampingRatio: 1.1)
        /// BouncingScrollPhysics at the fast rate: mass 0.3, stiffness 75, ratio 1.3.
        public static let fastBouncing = Description(mass: 0.3, stiffness: 75, dampingRatio: 1.3)

        public init(mass: Double, stiffness: Double, dampingRatio: Double) {
            self.mass = mass
            self.stiffness = stiffness
            self.dampingRatio = dampingRatio
        }

        /// `c = 2ζ·√(m·k)`.
        public var damping: Double { dampingRatio * 2 * (mass * stiffness).squareRoot() }
    }

    enum Solution: Hashable, Sendable {
        case overdamped(r1: Double, r2: Double, c1: Double, c2: Double)
        case critical(r: Double, c1: Double, c2: Double)
        case underdamped(r: Double, omega: Double, c1: Double, c2: Double)
    }

    /// The rest point, in points.
    public var rest: Double
    let solution: Solution
    /// When it is done, in seconds.
    public private(set) var duration: Double = 0

    /// The scan step used to find the first done instant (then bisected): 1/1,000 s.
    static let scanStep = 0.001
    /// Springs are given up on after this long (seconds); Flutter's never run so long.
    static let longestScan = 60.0

    public init(_ spring: Description, position: Double, velocity: Double, rest: Double, tolerance: FlutterTolerance) {
        self.rest = rest
        solution = Self.solve(spring, displacement: position - rest, velocity: velocity)
        duration = firstDoneTime(tolerance)
    }

    /// The roots of `m·r² + c·r + k` and the constants matching the start.
    static func solve(_ spring: Description, displacement x0: Double, velocity v0: Double) -> Solution {
        let m = spring.mass
        let c = spring.damping
        let discriminant = c * c - 4 * m * spring.stiffness
        if discriminant > 0 {
            let root = discriminant.squareRoot()
            let r1 = (-c - root) / (2 * m)
            let r2 = (-c + root) / (2 * m)
            let c2 = (v0 - r1 * x0) / (r2 - r1)
            return .overdamped(r1: r1, r2: r2, c1: x0 - c2, c2: c2)
        }
        if discriminant == 0 {
            let r = -c / (2 * m)
            return .critical(r: r, c1: x0, c2: v0 - r * x0)
        }
        let omega = (-discriminant).squareRoot() / (2 * m)
        let r = -c / (2 * m)
        return .underdamped(r: r, omega: omega, c1: x0, c2: (v0 - r * x0) / omega)
    }

    public func position(at time: Double) -> Double {
        guard time < duration else { return rest }
        return rest + displacement(at: max(0, time))
    }

    public func velocity(at time: Double) -> Double {
        guard time < duration else { return 0 }
        return rate(at: max(0, time))
    }

    func displacement(at t: Double) -> Double {
        switch solution {
        case .overdamped(let r1, let r2, let c1, let c2): return c1 * Double.exp(r1 * t) + c2 * Double.exp(r2 * t)
        case .critical(let r, let c1, let c2): return (c1 + c2 * t) * Double.exp(r * t)
        case .underdamped(let r, let omega, let c1, let c2):
            return Double.exp(r * t) * (c1 * Double.cos(omega * t) + c2 * Double.sin(omega * t))
        }
    }

    func rate(at t: Double) -> Double {
        switch solution {
        case .overdamped(let r1, let r2, let c1, let c2):
            return c1 * r1 * Double.exp(r1 * t) + c2 * r2 * Double.exp(r2 * t)
        case .critical(let r, let c1, let c2): return Double.exp(r * t) * (c2 + r * (c1 + c2 * t))
        case .underdamped(let r, let omega, let c1, let c2):
            let power = Double.exp(r * t)
            let cosine = Double.cos(omega * t)
            let sine = Double.sin(omega * t)
            return power * (c2 * omega * cosine - c1 * omega * sine + r * (c1 * cosine + c2 * sine))
        }
    }

    /// The first instant before it is done at which the spring leaves `range` (points), in seconds: 0
    /// when it starts on an edge moving out of the range, nil when it stays inside. ClampingScrollPhysics'
    /// `applyBoundaryConditions` holds the position at the edge there and the ballistic activity goes idle
    /// on that frame. Scanned every millisecond, then bisected to 1e-9 s. O(duration/1 ms).
    public func time(leaving range: ClosedRange<Double>) -> Double? {
        let start = position(at: 0)
        let outward = velocity(at: 0)
        if (start >= range.upperBound && outward > 0) || (start <= range.lowerBound && outward < 0) { return 0 }
        func outside(_ t: Double) -> Bool { !range.contains(rest + displacement(at: t)) }
        let steps = Int((duration / Self.scanStep).rounded(.up))
        var step = 1
        while step <= steps, !outside(min(Double(step) * Self.scanStep, duration)) { step += 1 }
        guard step <= steps else { return nil }
        var low = Double(step - 1) * Self.scanStep
        var high = min(Double(step) * Self.scanStep, duration)
        while high - low > 1e-9 {
            let middle = (low + high) / 2
            if outside(middle) { high = middle } else { low = middle }
        }
        return high
    }

    /// The first instant Flutter's `isDone` holds: scanned every millisecond, then bisected to 1e-9 s.
    /// O(duration/1 ms).
    private func firstDoneTime(_ tolerance: FlutterTolerance) -> Double {
        func isDone(_ t: Double) -> Bool {
            abs(displacement(at: t)) < tolerance.distance && abs(rate(at: t)) < tolerance.velocity
        }
        guard !isDone(0) else { return 0 }
        let steps = Int(Self.longestScan / Self.scanStep)
        var step = 1
        while step < steps, !isDone(Double(step) * Self.scanStep) { step += 1 }
        guard step < steps else { return Self.longestScan }
        var low = Double(step - 1) * Self.scanStep
        var high = Double(step) * Self.scanStep
        while high - low > 1e-9 {
            let middle = (low + high) / 2
            if isDone(middle) { high = middle } else { low = middle }
        }
        return high
    }
}
