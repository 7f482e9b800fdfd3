import Logging
import OrderedCollections
import Simulation
import Wire

extension DaemonCore {
    /// Sends a batch to every client with a matching subscription, in order, sharing one copy of the
    /// bytes. A client over the soft limit gets nothing and counts the drop (unless it asked the manual
    /// clock to wait for it); replies are never dropped. Clients whose subscriptions filter alike share
    /// one computation of their slices. The batch's memory is kept for the next one.
    /// While the outbox holds anything, the batch waits there behind it.
    /// - Complexity: O(events × distinct subscription filters) plus one copy of the batch.
    func broadcast(_ batch: EventBatch) {
        guard outbox.isEmpty else {
            if !batch.isEmpty { outbox.append(.batch(batch, currentRecipients())) }
            return
        }
        transmit(batch, to: nil)
    }

    /// Writes a batch to `recipients` (nil: every client subscribed now), each its slices of it; a client
    /// in `committed` (it took the earlier turns of the same events) gets them whatever its queue, as it
    /// would have got them all at once. - Returns: the clients written to.
    /// - Complexity: O(events × distinct subscription filters) plus one copy of the batch.
    @discardableResult
    func transmit(_ batch: EventBatch, to recipients: [Recipient]?, committed: Set<ConnectionID> = [])
        -> Set<ConnectionID>
    {
        defer { spareBatchStorage = batch.storage }
        var written: Set<ConnectionID> = []
        guard !batch.isEmpty else { return written }
        var block: ByteBlock?
        var computed: [(subscriptions: [Subscription], slices: EventBatch.Slices)] = []
        for recipient in recipients ?? currentRecipients() where recipient.client.phase == .open {
            let client = recipient.client
            let slices: EventBatch.Slices
            if let known = computed.first(where: { Subscription.filterAlike($0.subscriptions, recipient.subscriptions) }
            ) {
                slices = known.slices
            } else {
                slices = batch.slices(for: recipient.subscriptions)
                computed.append((recipient.subscriptions, slices))
            }
            guard slices.count > 0 else { continue }
            if !client.blocksClock && !committed.contains(client.id) {
                let queued = client.queued
                if case .drop(let startsLag) = client.backPressure.offer(
                    count: slices.count, firstSeq: slices.firstSeq, queued: queued)
                {
                    if startsLag {
                        log.notice("client \(client.id): \(queued) bytes queued; dropping events")
                        updateReading(client)
                    }
                    continue
                }
            }
            if block == nil { block = blockPool.block(copying: batch.bytes) }
            client.deliveredTotal += slices.count
            actions.append(.write(client.id, block!, slices.ranges))
            written.insert(client.id)
        }
        return written
    }

    /// An empty batch, recording only when some client subscribes, in the memory of the last one.
    func newBatch() -> EventBatch {
        let storage = spareBatchStorage
        spareBatchStorage = EventBatch.Storage()
        return EventBatch(recording: clients.values.contains { !$0.subscriptions.isEmpty }, storage: storage)
    }

    /// Sends simulator events to their subscribers: at once, or through the outbox when they are more
    /// than one output turn sends or something waits there already.
    func broadcast(_ events: [Event]) {
        guard outbox.isEmpty, events.count <= Self.eventsPerOutputTurn else { return enqueue(events) }
        var batch = newBatch()
        batch.append(contentsOf: events)
        broadcast(batch)
    }

    /// Whether a subscription with `overflow: block` is over the soft limit: the manual clock waits.
    var isClockBlocked: Bool {
        clients.values.contains { $0.blocksClock && $0.queued >= limits.softQueue }
    }

    /// Disconnects every client with bytes queued and no write progress for `stallTimeout`, and closes
    /// the departing ones that made none for another `stallTimeout`. - Complexity: O(clients).
    func disconnectStalled(now: UInt64) {
        for client in clients.values where client.phase == .open {
            if client.queued == 0 {
                client.lastProgress = now
            } else if Double(now &- client.lastProgress) > limits.stallTimeout {
                log.warning(
                    "client \(client.id): disconnected, no write progress for \(Int(limits.stallTimeout)) ms with \(client.queued) bytes queued"
                )
                depart(client, overLimit: .stallTimeout, now: now)
            }
        }
        for (id, lastProgress) in departing where Double(now &- lastProgress) > limits.stallTimeout {
            log.notice("client \(id): closed without taking its last lines")
            departing[id] = nil
            actions.append(.close(id, .slowConsumer))
        }
    }
}
