import Simulation

/// Output that waits in the outbox behind a large batch of events (`DaemonCore+Outbox.swift`), in the
/// order it was issued.
enum Outgoing {
    /// Simulator events still to be encoded and sent, from `next` on.
    case events(PendingEvents)
    /// A batch encoded already (a tick's), for the subscribers it had when issued.
    case batch(EventBatch, [Recipient])
    /// A reply or a daemon event for one client.
    case line([UInt8], Client)
}

/// Events of one command or one change, sent a turn's worth at a time to the subscribers they had when
/// issued (a client that subscribes meanwhile gets only later events; one that leaves gets no more).
struct PendingEvents {
    let events: [Event]
    var next = 0
    let recipients: [Recipient]
    /// The clients that took a turn of them: they take the rest whatever their queues (only `hardQueue`
    /// stops them), as they would have taken them all in one write. Never nil: optional as `transmit`
    /// takes it.
    var committed: Set<ConnectionID>? = []
}

/// A client and its subscriptions as they stood when events were issued.
struct Recipient {
    let client: Client
    let subscriptions: [Subscription]
}
