import Specs
import Wire
import WireFormat

/// The core's view of one client: its framer, subscriptions, requests waiting behind a delayed reply, its
/// water marks and what the transport last said of its queue. No handle: the adapter owns that.
final class Client {
    /// Where the client is in its life.
    enum Phase: Equatable {
        case open
        /// Its input ended or the daemon shuts down: what is queued is flushed, then it closes.
        case flushing
        /// Forgotten by the core: nothing more is sent to it or read from it.
        case closed
    }

    /// The limit a slow consumer passed, as its `disconnected` notice names it (the config's key).
    enum DepartureLimit: String {
        case hardQueue, stallTimeout
    }

    let id: ConnectionID
    var phase = Phase.open
    var framer: LineFramer
    var subscriptions: [Subscription] = []
    var nextSubscription = 1
    /// Lines read while a delayed reply of this client is pending, answered in order after it.
    var waitingLines: [[UInt8]] = []
    /// A reply of this client comes later (`step`, off-loop work): its later requests wait.
    var busy = false
    /// The client shut its side; it closes once every request is answered.
    var sawEndOfInput = false
    /// Whether the transport reads it, as last asked.
    var reading = false
    /// The water marks: events stop above `softQueue` bytes queued and resume below `lowQueue`.
    var backPressure: BackPressure
    /// Bytes the transport holds for it, as last reported.
    var queued = 0
    /// Events delivered, for `stats`.
    var deliveredTotal = 0
    /// When (ms) a write last completed or housekeeping last saw the queue empty.
    var lastProgress: UInt64

    init(id: ConnectionID, limits: DaemonConfiguration.Limits, now: UInt64) {
        self.id = id
        framer = LineFramer(maximumLength: limits.maxLine)
        backPressure = BackPressure(limits)
        lastProgress = now
    }

    /// Whether a subscription asked the manual clock to wait for it.
    var blocksClock: Bool { subscriptions.contains { $0.overflow == .block } }

    /// Open and subscribed to something: a tick's events go to it. - Complexity: O(1).
    var receivesEvents: Bool { phase == .open && !subscriptions.isEmpty }

    /// Whether it should be read now: not while a reply is pending (`busy`), while lagging (a client that
    /// does not read is not served, mpv#3422), after its input ended, or once it is leaving.
    var wantsReading: Bool {
        phase == .open && !busy && !backPressure.isLagging && !sawEndOfInput
    }

    /// Its figures for `stats`.
    var figures: DaemonReplies.ClientFigures {
        DaemonReplies.ClientFigures(
            client: id, queued: queued, subscriptions: subscriptions.count, delivered: deliveredTotal,
            dropped: backPressure.droppedTotal, lagging: backPressure.isLagging)
    }
}
