import Platform

/// SplitMix64: a random number generator that gives the same numbers for the same seed on every machine,
/// for seeded tests and the fuzz harness's mutations.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension SeededGenerator {
    /// The generator of a randomized test: seeded from `SCROLLSIM_SEED` when it is set (to replay a
    /// failure), else from a fresh random seed; either way the seed is printed with `name`, so any run can
    /// be replayed.
    public static func forTest(_ name: String) -> SeededGenerator {
        let given = getenv("SCROLLSIM_SEED").flatMap { UInt64(String(cString: $0)) }
        let seed = given ?? UInt64.random(in: 0...UInt64.max)
        print("\(name): seed \(seed) (SCROLLSIM_SEED=\(seed) replays it)")
        return SeededGenerator(seed: seed)
    }
}
