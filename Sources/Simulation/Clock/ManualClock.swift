/// The simulator's virtual clock: time starts at zero and moves only when `advance()` is called, one
/// fixed tick of `1/tickHz` seconds at a time (swift-nio's EmbeddedEventLoop is the model). Nothing in
/// Simulation reads a real clock; the daemon drives `advance()` from its loop.
public struct ManualClock: Hashable, Sendable {
    /// Ticks per second.
    public let tickHz: Double
    /// Ticks taken since the start.
    public private(set) var tick = 0

    public init(tickHz: Double) {
        precondition(tickHz > 0 && tickHz.isFinite, "a tick rate is positive and finite")
        self.tickHz = tickHz
    }

    /// The time since the start, in seconds.
    public var seconds: Double { Double(tick) / tickHz }

    /// The time since the start, in milliseconds.
    public var milliseconds: Double { seconds * 1000 }

    /// Moves the clock one tick forward.
    public mutating func advance() {
        tick += 1
    }

    /// How many of the next ticks surely come before `seconds`, less the `TimeTolerance` every end
    /// counted in ticks allows and a microsecond for rounding: a wait or a dwell that ends then ends in none
    /// of them. 0 when that instant is now, past or not a number; `Int.max` when it never comes.
    /// - Complexity: O(1).
    public func ticksSurelyBefore(seconds: Double) -> Int {
        guard seconds == seconds else { return 0 }
        // No tick at or after the end, less the tolerance, falls before this one.
        let first = ((seconds - Self.roundingMargin) * tickHz).rounded(.down)
        guard first > Double(tick + 1) else { return 0 }
        guard first < Double(Int.max / 2) else { return Int.max }
        return Int(first) - 1 - tick
    }

    /// The slack `ticksSurelyBefore` leaves, in seconds: far above `TimeTolerance` and the rounding of a
    /// tick's time, far below a tick (100 µs at 10 kHz).
    static let roundingMargin = 1e-6

    /// Moves the clock `ticks` ticks forward at once, as that many `advance()` calls would.
    public mutating func advance(by ticks: Int) {
        precondition(ticks >= 0, "the clock moves forward only")
        tick += ticks
    }
}
