import DequeModule
import Simulation

/// Output that waits behind a large batch of events, in the order it was issued
/// (`DaemonCore+Outbox.swift`), with the memory the event batches reuse: the last batch's storage and
/// the pool of blocks they are copied into.
///
/// Invariants: pieces come out in the order they went in; a command's events come out a budget's worth
/// at a time, each event once, and the clients that took an earlier turn of them (`commit`) are handed
/// back with the next turn of the same events only; `turnsRunning` changes only through `wantTurns`,
/// which says when it did.
struct Outbox {
    /// One thing to send, taken off the outbox.
    enum Piece {
        /// A turn's worth of a command's events, for the recipients they had when issued; `committed`
        /// holds the clients that took an earlier turn of them.
        case events([Event], recipients: [Recipient], committed: Set<ConnectionID>?)
        /// A batch encoded already (a tick's), for the recipients it had when issued.
        case batch(EventBatch, [Recipient])
        /// A reply or a daemon event for one client.
        case line([UInt8], Client)
    }

    private var queue = Deque<Outgoing>()
    /// Whether the head is events a turn of which was just taken, waiting for `commit`.
    private var awaitingCommit = false
    /// Whether the transport is feeding `outputTurn`s (as last asked).
    private(set) var turnsRunning = false
    /// The memory of the last batch broadcast, for the next one.
    private var spareStorage = EventBatch.Storage()
    /// The blocks the batches were copied into, refilled once their writes are done.
    private var blocks = ByteBlockPool()

    var isEmpty: Bool { queue.isEmpty }

    /// Queues `outgoing` after everything else.
    mutating func append(_ outgoing: Outgoing) {
        queue.append(outgoing)
    }

    /// The next piece to send within `budget` events (a line costs one, a batch its entries or one), and
    /// what it costs; nil when the budget is spent or nothing waits. - Complexity: O(events taken).
    mutating func next(within budget: Int) -> (piece: Piece, cost: Int)? {
        awaitingCommit = false
        guard budget > 0, let head = queue.first else { return nil }
        switch head {
        case .events(var pending):
            let end = min(pending.events.count, pending.next + budget)
            let piece = Piece.events(
                Array(pending.events[pending.next..<end]), recipients: pending.recipients,
                committed: pending.committed)
            let cost = end - pending.next
            pending.next = end
            if end == pending.events.count {
                queue.removeFirst()
            } else {
                queue[0] = .events(pending)
                awaitingCommit = true
            }
            return (piece, cost)
        case .batch(let batch, let recipients):
            queue.removeFirst()
            return (.batch(batch, recipients), max(1, batch.entries.count))
        case .line(let line, let client):
            queue.removeFirst()
            return (.line(line, client), 1)
        }
    }

    /// The clients that have taken the events `next` just gave, for their next turn (nothing when those
    /// were the last of them).
    mutating func commit(_ committed: Set<ConnectionID>?) {
        guard awaitingCommit, case .events(var pending) = queue.first else { return }
        awaitingCommit = false
        pending.committed = committed
        queue[0] = .events(pending)
    }

    /// Records whether output turns are wanted. - Returns: whether that changed (the transport is to be
    /// told).
    mutating func wantTurns(_ wanted: Bool) -> Bool {
        guard wanted != turnsRunning else { return false }
        turnsRunning = wanted
        return true
    }

    /// An empty batch in the memory of the last one kept (`keep`).
    mutating func newBatch(recording: Bool) -> EventBatch {
        let storage = spareStorage
        spareStorage = EventBatch.Storage()
        return EventBatch(recording: recording, storage: storage)
    }

    /// Keeps a sent batch's memory for the next batch.
    mutating func keep(_ storage: EventBatch.Storage) {
        spareStorage = storage
    }

    /// A block holding a copy of `bytes`, from the pool (`ByteBlockPool`). - Complexity: O(bytes).
    mutating func block(copying bytes: [UInt8]) -> ByteBlock {
        blocks.block(copying: bytes)
    }
}
