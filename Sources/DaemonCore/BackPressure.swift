import Specs
import Wire

/// One connection's back-pressure, as NIO's write-buffer water marks: above the high mark (`softQueue`
/// bytes queued) the connection stops getting events and counts them; once its queue drains below the low
/// mark (`lowQueue`) the lag ends and the count is reported (`lagged`). A value type: the transitions are
/// what it returns, so it is tested without a socket.
struct BackPressure: Equatable, Sendable {
    /// What to do with a batch's events for this connection.
    enum Decision: Equatable, Sendable {
        case deliver
        /// Dropped and counted; `startsLag` when this batch crossed the high mark.
        case drop(startsLag: Bool)
    }

    /// The end of a lag: how many events were dropped and the first one's seq.
    struct LagEnded: Equatable, Sendable {
        var dropped: Int
        var sinceSeq: Int
    }

    /// Bytes: a lag ends below `low`, begins at or above `high`.
    private(set) var low: Int
    private(set) var high: Int
    private(set) var isLagging = false
    private(set) var droppedSinceLag = 0
    private(set) var firstDroppedSeq = 0
    /// Every event dropped on this connection, for `stats`.
    private(set) var droppedTotal = 0

    init(low: Int, high: Int) {
        self.low = low
        self.high = high
    }

    /// The marks of `limits` (`lowQueue`, `softQueue`).
    init(_ limits: DaemonConfiguration.Limits) {
        self.init(low: limits.lowQueue, high: limits.softQueue)
    }

    /// Takes the marks of `limits` (a config read again), keeping the lag under way and the counts.
    mutating func useMarks(of limits: DaemonConfiguration.Limits) {
        low = limits.lowQueue
        high = limits.softQueue
    }

    /// Decides on `count` events beginning at `firstSeq`, with `queued` bytes already queued. - Complexity: O(1).
    mutating func offer(count: Int, firstSeq: Int, queued: Int) -> Decision {
        if isLagging {
            droppedSinceLag += count
            droppedTotal += count
            return .drop(startsLag: false)
        }
        guard queued >= high else { return .deliver }
        isLagging = true
        droppedSinceLag = count
        droppedTotal += count
        firstDroppedSeq = firstSeq
        return .drop(startsLag: true)
    }

    /// After a write completed with `queued` bytes left: the lag that ended, if the queue fell below the low
    /// mark during one.
    mutating func drained(queued: Int) -> LagEnded? {
        guard isLagging, queued < low else { return nil }
        isLagging = false
        defer { droppedSinceLag = 0 }
        return LagEnded(dropped: droppedSinceLag, sinceSeq: firstDroppedSeq)
    }
}
