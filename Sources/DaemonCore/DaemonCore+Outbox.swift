import Simulation

/// The outbox: a command or a change that issues more events than one loop turn should encode (a
/// 50,000-item deletion's `deleted` lines) sends them a turn's worth at a time, and everything issued
/// after them — ticks' events, replies, notices — waits behind them, so that every connection still sees
/// its lines in the order they were issued and a command's events before its reply. The loop serves the
/// other clients and writes between turns; queued `step`s wait until the outbox is empty.
extension DaemonCore {
    /// The most events one output turn encodes and sends: about 1.5 ms (Benchmarks.md), well within the
    /// 5 ms the loop may be held.
    static let eventsPerOutputTurn = 4_096

    /// Queues `events` behind what waits (whose turns are asked for already), or, when nothing does,
    /// starts sending them a turn at a time (the first turn's worth now). - Complexity: O(subscribed clients) besides the turn.
    func enqueue(_ events: [Event]) {
        let recipients = clients.recipients()
        guard !recipients.isEmpty else { return }
        let wasEmpty = outbox.isEmpty
        outbox.append(.events(PendingEvents(events: events, recipients: recipients)))
        if wasEmpty { runOutputTurn() }
    }

    /// Sends the outbox's head in order, at most `eventsPerOutputTurn` events of it (a queued line counts
    /// as one), then asks for another turn while anything waits.
    func runOutputTurn() {
        var budget = Self.eventsPerOutputTurn
        while let (piece, cost) = outbox.next(within: budget) {
            switch piece {
            case .events(let events, let recipients, var committed):
                var batch = newBatch()
                batch.append(contentsOf: events)
                transmit(batch, to: recipients, committed: &committed)
                outbox.commit(committed)
            case .batch(let batch, let recipients): transmit(batch, to: recipients)
            case .line(let line, let client): write(line, to: client)
            }
            budget -= cost
        }
        updateOutputTurns()
    }

    /// Sends everything the outbox holds now, in order (at shutdown, before the last notices).
    func flushOutbox() {
        while !outbox.isEmpty { runOutputTurn() }
    }

    /// Asks the transport for output turns while the outbox holds anything, and lets queued steps go on
    /// once it is empty.
    func updateOutputTurns() {
        let wanted = !outbox.isEmpty
        guard outbox.wantTurns(wanted) else { return }
        actions.append(.runOutputTurns(wanted))
        if !wanted { resumeSteps() }
    }
}
