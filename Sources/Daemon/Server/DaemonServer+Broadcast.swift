import CLibUV
import Logging
import Simulation
import Wire

extension DaemonServer {
    /// Sends a batch to every connection with a matching subscription, in order, sharing one copy of the
    /// bytes. A connection over the soft limit gets nothing and counts the drop (unless it asked the manual
    /// clock to wait for it); replies are never dropped.
    /// - Complexity: O(events × subscriptions) plus one copy of the batch.
    func broadcast(_ batch: EventBatch) {
        guard !batch.isEmpty else { return }
        lastBatchSize = batch.size
        var block: ByteBlock?
        for connection in connections where !connection.subscriptions.isEmpty && !connection.closing {
            let (ranges, count, firstSeq) = batch.slices(for: connection.subscriptions)
            guard count > 0 else { continue }
            if !connection.blocksClock {
                let queued = connection.queuedBytes
                if case .drop(let startsLag) = connection.backPressure.offer(
                    count: count, firstSeq: firstSeq, queued: queued)
                {
                    if startsLag {
                        log.notice("client \(connection.number): \(queued) bytes queued; dropping events")
                        connection.updateReading()
                    }
                    continue
                }
            }
            if block == nil { block = ByteBlock(batch.bytes) }
            connection.deliveredTotal += count
            connection.send(block!, ranges)
        }
    }

    /// An empty batch, recording only when some connection subscribes, with room for one as large as
    /// the last.
    func newBatch() -> EventBatch {
        EventBatch(recording: connections.contains { !$0.subscriptions.isEmpty }, capacity: lastBatchSize)
    }

    /// Sends simulator events to their subscribers.
    func broadcast(_ events: [Event]) {
        var batch = newBatch()
        batch.append(contentsOf: events)
        broadcast(batch)
    }

    /// Whether a subscription with `overflow: block` is over the soft limit: the manual clock waits.
    var isClockBlocked: Bool {
        connections.contains { $0.blocksClock && $0.queuedBytes >= limits.softQueue }
    }

    /// Starts the periodic check that disconnects connections whose queue has not moved for
    /// `stallTimeout`, and the real clock when configured.
    /// - Throws: `StartError` (70) when the real clock's timer cannot be made.
    func startTimers() throws(StartError) {
        let housekeeping = UnsafeMutablePointer<uv_timer_t>.allocate(capacity: 1)
        uv_timer_init(loop, housekeeping)
        housekeeping.pointee.data = Unmanaged.passUnretained(self).toOpaque()
        let interval = UInt64(max(5, min(100, limits.stallTimeout / 4)))
        uv_timer_start(
            housekeeping,
            { timer in
                guard let data = timer?.pointee.data else { return }
                Unmanaged<DaemonServer>.fromOpaque(data).takeUnretainedValue().disconnectStalled()
            }, interval, interval)
        own(housekeeping)
        uv_idle_init(loop, stepper)
        stepper.pointee.data = Unmanaged.passUnretained(self).toOpaque()
        own(stepper)
        if options.configuration.clock == .real {
            let clock: LoopClock
            do {
                clock = try LoopClock(loop: loop, tickHz: simulator.tickHz) { [unowned self] in self.tick() }
            } catch {
                throw StartError(
                    status: .internalError, description: "cannot start the real clock: \(error.description)")
            }
            clock.start()
            self.clock = clock
        }
    }

    /// Disconnects every connection with bytes queued and no write progress for `stallTimeout`, and closes
    /// the departing ones that made none for another `stallTimeout`.
    private func disconnectStalled() {
        let now = uv_now(loop)
        for connection in connections {
            if connection.queuedBytes == 0 {
                connection.lastProgress = now
            } else if Double(now - connection.lastProgress) > limits.stallTimeout {
                log.warning(
                    "client \(connection.number): disconnected, no write progress for \(Int(limits.stallTimeout)) ms with \(connection.queuedBytes) bytes queued"
                )
                connection.depart(overLimit: .stallTimeout)
            }
        }
        for connection in departing where Double(now - connection.lastProgress) > limits.stallTimeout {
            log.notice("client \(connection.number): closed without taking its last lines")
            connection.close()
        }
    }
}
