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
}
