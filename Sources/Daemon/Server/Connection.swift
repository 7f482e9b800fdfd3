import CLibUV
import Logging
import Wire

/// One client on the socket: its pipe handle, its line framer, its subscriptions and the state of its one
/// ordered output queue (libuv's write queue). Every write, reply or event, goes through `send`, so
/// partial writes never interleave.
///
/// Memory: the handle's `data` holds a retained reference, released in the close callback, so the object
/// lives exactly as long as libuv uses the handle.
final class Connection {
    /// The limit a slow consumer passed, as its `disconnected` notice names it (the config's key).
    enum DepartureLimit: String {
        case hardQueue, stallTimeout
    }

    let number: Int
    let handle: UnsafeMutablePointer<uv_pipe_t>
    unowned let server: DaemonServer
    var framer: LineFramer
    var subscriptions: [Subscription] = []
    var nextSubscription = 1
    /// Lines read while a `step` of this connection runs, answered in order after it.
    var waitingLines: [[UInt8]] = []
    /// A `step` of this connection is running: its later requests wait.
    var busy = false
    /// The client shut its side; the connection closes once every request is answered.
    var sawEndOfInput = false
    private(set) var closing = false
    /// Disconnected as a slow consumer: the server has forgotten it, and what is queued (ending with the
    /// `disconnected` notice) is flushed before the handle closes. See `depart`.
    private(set) var departing = false
    private var reading = false

    /// The water marks: events stop above `softQueue` bytes queued and resume below `lowQueue`.
    var backPressure: BackPressure
    /// Events delivered, for `stats`.
    var deliveredTotal = 0
    /// `uv_now` (ms) when a write last completed or the stall check last saw the queue empty.
    var lastProgress: UInt64

    init(number: Int, server: DaemonServer, maximumLineLength: Int) {
        self.number = number
        self.server = server
        framer = LineFramer(maximumLength: maximumLineLength)
        backPressure = BackPressure(server.limits)
        handle = .allocate(capacity: 1)
        uv_pipe_init(server.loop, handle, 0)
        lastProgress = uv_now(server.loop)
        handle.pointee.data = Unmanaged.passRetained(self).toOpaque()
    }

    var stream: UnsafeMutablePointer<uv_stream_t> {
        UnsafeMutableRawPointer(handle).assumingMemoryBound(to: uv_stream_t.self)
    }

    /// Bytes handed to libuv and not yet taken by the kernel.
    var queuedBytes: Int { closing ? 0 : uv_stream_get_write_queue_size(stream) }

    /// Whether a subscription asked the manual clock to wait for it.
    var blocksClock: Bool { subscriptions.contains { $0.overflow == .block } }

    /// Sends one line (a reply or a daemon event). Replies always go through, whatever the queue.
    func send(_ line: [UInt8]) {
        let block = ByteBlock(line)
        submit(block, [0..<block.count])
    }

    /// Sends slices of a shared event block.
    func send(_ block: ByteBlock, _ ranges: [Range<Int>]) {
        submit(block, ranges)
    }

    private func submit(_ block: ByteBlock, _ ranges: [Range<Int>], evenWhenDeparting: Bool = false) {
        guard !closing, !departing || evenWhenDeparting, !ranges.isEmpty else { return }
        var buffers = ranges.map {
            uv_buf_init(block.pointer.advanced(by: $0.lowerBound).assumingMemoryBound(to: CChar.self), UInt32($0.count))
        }
        let request = UnsafeMutablePointer<uv_write_t>.allocate(capacity: 1)
        request.pointee.data = Unmanaged.passRetained(block).toOpaque()
        let result = buffers.withUnsafeMutableBufferPointer { pointer in
            uv_write(request, stream, pointer.baseAddress, UInt32(pointer.count)) { request, status in
                guard let request else { return }
                Unmanaged<ByteBlock>.fromOpaque(request.pointee.data).release()
                let stream = request.pointee.handle
                request.deallocate()
                guard let data = stream?.pointee.data else { return }
                Unmanaged<Connection>.fromOpaque(data).takeUnretainedValue().didWrite(status: status)
            }
        }
        if result < 0 {
            Unmanaged<ByteBlock>.fromOpaque(request.pointee.data).release()
            request.deallocate()
            server.log.debug("client \(number): write failed: \(uvErrorDescription(result))")
            close()
            return
        }
        if !departing, queuedBytes > server.limits.hardQueue {
            server.log.warning(
                "client \(number): disconnected, \(queuedBytes) bytes queued (hard limit \(server.limits.hardQueue))")
            depart(overLimit: .hardQueue)
        }
    }

    private func didWrite(status: Int32) {
        guard !closing else { return }
        if status < 0 {
            server.log.debug("client \(number): write failed: \(uvErrorDescription(status))")
            close()
            return
        }
        lastProgress = uv_now(server.loop)
        if !departing { server.connectionDrained(self) }
    }

    /// Disconnects a slow consumer (its queue passed `hardQueue`, or it made no progress for `stallTimeout`)
    /// with a last word: the server forgets it at once (no more events, its steps and scenarios end), a
    /// `{"event":"disconnected","reason":"slow_consumer","limit":…,"queued":…}` line is queued after what
    /// is already queued, and the handle closes once that is flushed, or when the housekeeping timer finds
    /// it without progress for another `stallTimeout`. Memory stays bounded: nothing else is queued.
    func depart(overLimit limit: DepartureLimit) {
        guard !closing, !departing else { return }
        departing = true
        lastProgress = uv_now(server.loop)
        reading = false
        uv_read_stop(stream)
        let fields: [String: JSONValue] = [
            "reason": .string(ProtocolError.Code.slowConsumer.rawValue), "limit": .string(limit.rawValue),
            "queued": .number(Double(queuedBytes)),
        ]
        let notice = ByteBlock(DaemonEvents.line("disconnected", at: server.moment(issuing: true), fields))
        server.connectionDeparted(self)
        submit(notice, [0..<notice.count], evenWhenDeparting: true)
        guard !closing else { return }
        shutDown()
    }

    /// Starts or stops reading to match the connection's state: no reading while a step runs, while lagging
    /// (a client that does not read is not served, mpv#3422) or after its input ended.
    func updateReading() {
        let wanted = !closing && !departing && !busy && !backPressure.isLagging && !sawEndOfInput && server.isAccepting
        guard wanted != reading else { return }
        reading = wanted
        if wanted {
            uv_read_start(
                stream,
                { handle, _, buffer in
                    guard let buffer, let data = handle?.pointee.data else { return }
                    Unmanaged<Connection>.fromOpaque(data).takeUnretainedValue().server.lend(buffer)
                },
                { stream, count, _ in
                    guard let data = stream?.pointee.data else { return }
                    let connection = Unmanaged<Connection>.fromOpaque(data).takeUnretainedValue()
                    connection.server.received(count, on: connection)
                })
        } else {
            uv_read_stop(stream)
        }
    }

    /// Flushes what is queued, then closes (after the client's input ended, or at shutdown).
    func shutDown() {
        guard !closing else { return }
        reading = false
        uv_read_stop(stream)
        let request = UnsafeMutablePointer<uv_shutdown_t>.allocate(capacity: 1)
        let result = uv_shutdown(request, stream) { request, _ in
            guard let request else { return }
            let stream = request.pointee.handle
            request.deallocate()
            guard let data = stream?.pointee.data else { return }
            Unmanaged<Connection>.fromOpaque(data).takeUnretainedValue().close()
        }
        if result < 0 {
            request.deallocate()
            close()
        }
    }

    /// Closes the handle; pending writes complete with `ECANCELED`, then the object is released.
    func close() {
        guard !closing else { return }
        closing = true
        reading = false
        if departing { server.departedConnectionClosed(self) } else { server.connectionClosed(self) }
        let raw = UnsafeMutableRawPointer(handle).assumingMemoryBound(to: uv_handle_t.self)
        uv_close(raw) { handle in
            guard let handle else { return }
            Unmanaged<Connection>.fromOpaque(handle.pointee.data).release()
            handle.deallocate()
        }
    }
}
