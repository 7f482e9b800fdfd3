import Logging
import Simulation
import Specs
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
            if !batch.isEmpty { outbox.append(.batch(batch, clients.recipients())) }
            return
        }
        transmit(batch)
    }

    /// Writes a batch to `recipients` (nil: every client subscribed now, read in place: a tick allocates
    /// no list of them), each its slices of it. With `committed` (an outbox's events sent a turn at a
    /// time), a client in it took the earlier turns and gets these whatever its queue, as it would have got
    /// them all at once, and every client written to joins it.
    /// - Complexity: O(events × distinct subscription filters) plus one copy of the batch.
    func transmit(
        _ batch: EventBatch, to recipients: [Recipient]? = nil, committed: inout Set<ConnectionID>?
    ) {
        defer { outbox.keep(batch.storage) }
        guard !batch.isEmpty else { return }
        var block: ByteBlock?
        var computed: [(subscriptions: [Subscription], slices: EventBatch.Slices)] = []
        func deliver(to client: Client, _ subscriptions: [Subscription]) {
            let slices: EventBatch.Slices
            if let known = computed.first(where: { Subscription.filterAlike($0.subscriptions, subscriptions) }) {
                slices = known.slices
            } else {
                slices = batch.slices(for: subscriptions)
                computed.append((subscriptions, slices))
            }
            guard slices.count > 0 else { return }
            if !client.blocksClock && committed?.contains(client.id) != true {
                let queued = client.queued
                if case .drop(let startsLag) = client.backPressure.offer(
                    count: slices.count, firstSeq: slices.firstSeq, queued: queued)
                {
                    if startsLag {
                        log.notice("client \(client.id): \(queued) bytes queued; dropping events")
                        updateReading(client)
                    }
                    return
                }
            }
            if block == nil { block = outbox.block(copying: batch.bytes) }
            client.deliveredTotal += slices.count
            actions.append(.write(client.id, block!, slices.ranges))
            committed?.insert(client.id)
        }
        if let recipients {
            for recipient in recipients where recipient.client.phase == .open {
                deliver(to: recipient.client, recipient.subscriptions)
            }
        } else {
            for client in clients.all where client.receivesEvents {
                deliver(to: client, client.subscriptions)
            }
        }
    }

    /// `transmit` without an outbox's commitments.
    func transmit(_ batch: EventBatch, to recipients: [Recipient]? = nil) {
        var uncommitted: Set<ConnectionID>? = nil
        transmit(batch, to: recipients, committed: &uncommitted)
    }

    /// An empty batch, recording only when some client subscribes, in the memory of the last one.
    func newBatch() -> EventBatch {
        outbox.newBatch(recording: clients.hasSubscribers)
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
        clients.isClockBlocked(softQueue: limits.softQueue)
    }

    /// Disconnects every client with bytes queued and no write progress for `stallTimeout`, and closes
    /// the departing ones that made none for another `stallTimeout`. - Complexity: O(clients).
    func disconnectStalled(now: UInt64) {
        for client in clients.all where client.phase == .open {
            if client.queued == 0 {
                client.lastProgress = now
            } else if Double(now &- client.lastProgress) > limits.stallTimeout {
                log.warning(
                    "client \(client.id): disconnected, no write progress for \(Int(limits.stallTimeout)) ms with \(client.queued) bytes queued"
                )
                depart(client, overLimit: .stallTimeout, now: now)
            }
        }
        for id in clients.removeStalledDeparting(now: now, timeout: limits.stallTimeout) {
            log.notice("client \(id): closed without taking its last lines")
            actions.append(.close(id, .slowConsumer))
        }
    }
}
