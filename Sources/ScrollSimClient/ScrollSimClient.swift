import WireFormat

/// An async/await client of the ScrollSim daemon (`scrollsim/1` over its Unix socket): typed requests and
/// replies, events as `AsyncSequence`s, errors typed with the protocol's code and key path.
///
/// ```swift
/// let client = try await ScrollSimClient.connect()
/// let events = await client.events(named: ["didEndDecelerating"])
/// _ = try await client.subscribe()
/// let view = try await client.createView(spec)
/// try await client.fling(view: view, velocity: [0, -1000])
/// for await event in events { print(event.fields["contentOffset"] ?? .null); break }
/// ```
///
/// Replies are matched to requests in order (the daemon answers each line once, in order); a line with
/// `ok` is a reply, a line with `event` an event. The events a request causes arrive before its reply.
public actor ScrollSimClient {
    /// The daemon's `hello`: `protocol`, `version`, `pid`, `tickHz`, `clock`, `limits`.
    public nonisolated let hello: JSONValue
    private let transport: any DaemonTransport
    private var waiting: [Waiter] = []
    private var nextWaiter = 0
    private var nextID = 1
    /// Lines that came while no request waited (a real clock's events between requests), for the next
    /// exchange's `onLine`; at most `maximumBetweenLines`, the oldest dropped.
    private var between: [String] = []
    private var eventListeners: [Int: (EventFilter, AsyncStream<DaemonEvent>.Continuation)] = [:]
    private var nextListener = 0
    /// Why the connection ended, once it has.
    private var ended: Error?

    /// The most lines kept between exchanges.
    public static let maximumBetweenLines = 1_024
    /// The most events buffered for a slow `events` consumer.
    public static let maximumBufferedEvents = 65_536

    private struct Waiter {
        let number: Int
        let onLine: (@Sendable (String) -> Void)?
        let continuation: CheckedContinuation<Result<JSONValue, Error>, Never>
    }

    /// A client on `transport`: reads the daemon's `hello` and checks that it speaks `scrollsim/1`.
    /// - Throws: ``Error`` `closed` when the daemon says nothing, `protocol` for another greeting.
    public init(transport: any DaemonTransport) async throws(Error) {
        var lines = transport.lines.makeAsyncIterator()
        guard let first = await lines.next() else {
            throw Error(code: .closed, message: "the daemon closed the connection before its hello")
        }
        guard let greeting = try? JSONValue(parsing: first), greeting["event"]?.stringValue == "hello",
            greeting["protocol"]?.stringValue == Self.protocolName
        else {
            transport.close()
            throw Error(code: .protocolViolation, message: "expected a \(Self.protocolName) hello, got \(first)")
        }
        hello = greeting
        self.transport = transport
        let rest = Handoff(iterator: lines)
        Task {
            var remaining = rest.iterator
            while let line = await remaining.next() { self.receive(line) }
            self.connectionEnded()
        }
    }

    /// The protocol this client speaks.
    public static let protocolName = "scrollsim/1"

    /// Sends `{"cmd": command, …params}` and returns the reply's `result`.
    /// - Throws: ``Error`` with the protocol's code, message and path for an error reply; `closed` when
    ///   the connection ends first.
    @discardableResult
    public func request(_ command: String, _ params: [String: JSONValue] = [:], timeout: Duration? = nil)
        async throws(Error) -> JSONValue
    {
        var body = params
        body["cmd"] = .string(command)
        body["id"] = .number(Double(nextID))
        nextID += 1
        let reply = try await exchange(JSONValue.object(body).canonical, timeout: timeout)
        guard reply["ok"]?.boolValue == true else {
            let error = reply["error"]
            throw Error(
                code: Error.Code(rawValue: error?["code"]?.stringValue ?? "unknown"),
                message: error?["message"]?.stringValue ?? "", path: error?["path"]?.stringValue)
        }
        return reply["result"] ?? .object([:])
    }

    /// Sends one line as it is (a request the caller wrote) and returns its reply, parsed, whether it is
    /// an error or not; `onLine` gets every line from the daemon, in order, from the lines that came
    /// since the previous reply up to and including this one's. - Throws: ``Error`` `closed` when the
    /// connection ends first, `timeout` when no reply comes within `timeout` (the connection is then out
    /// of step: close it).
    @discardableResult
    public func exchange(
        _ line: String, timeout: Duration? = nil, onLine: (@Sendable (String) -> Void)? = nil
    ) async throws(Error) -> JSONValue {
        if let ended { throw ended }
        let number = nextWaiter
        nextWaiter += 1
        let result = await withCheckedContinuation { continuation in
            if let onLine, waiting.isEmpty { between.forEach(onLine) }
            if waiting.isEmpty { between.removeAll() }
            waiting.append(Waiter(number: number, onLine: onLine, continuation: continuation))
            do throws(Error) {
                try transport.send(line)
            } catch {
                waiting.removeAll { $0.number == number }
                continuation.resume(returning: .failure(error))
            }
        }
        if let timeout {
            Task {
                try? await Task.sleep(for: timeout)
                self.expire(number, after: timeout)
            }
        }
        return try result.get()
    }

    /// Fails request `number` with `timeout` if it still waits.
    private func expire(_ number: Int, after timeout: Duration) {
        guard let index = waiting.firstIndex(where: { $0.number == number }) else { return }
        let waiter = waiting.remove(at: index)
        waiter.continuation.resume(returning: .failure(Error(code: .timeout, message: "no reply within \(timeout)")))
    }

    /// The events from now on that are named in `names` (every one when nil) and, when `views` is given,
    /// are about one of them. The daemon sends only what this connection subscribed to (`subscribe`).
    /// At most `maximumBufferedEvents` wait for a slow consumer; older ones are dropped.
    public func events(named names: Set<String>? = nil, views: Set<String>? = nil) -> AsyncStream<DaemonEvent> {
        let (stream, continuation) = AsyncStream<DaemonEvent>.makeStream(
            bufferingPolicy: .bufferingNewest(Self.maximumBufferedEvents))
        let number = nextListener
        nextListener += 1
        if ended != nil {
            continuation.finish()
        } else {
            eventListeners[number] = (EventFilter(names: names, views: views), continuation)
        }
        continuation.onTermination = { _ in Task { await self.removeEventListener(number) } }
        return stream
    }

    /// Closes the connection: the daemon destroys the views this connection created with
    /// `scope: connection`; waiting requests fail with `closed` and the event streams finish.
    public func close() {
        transport.close()
    }

    /// A line from the daemon: an event for the listeners (a line with `event`, even one that has `ok`
    /// too, as `scenarioDone` does), else a reply for the oldest request waiting.
    private func receive(_ line: String) {
        guard let value = try? JSONValue(parsing: line) else { return }
        if value["event"] == nil, value["ok"] != nil {
            guard !waiting.isEmpty else { return }
            let waiter = waiting.removeFirst()
            waiter.onLine?(line)
            waiter.continuation.resume(returning: .success(value))
            return
        }
        if let head = waiting.first {
            head.onLine?(line)
        } else {
            between.append(line)
            if between.count > Self.maximumBetweenLines {
                between.removeFirst(between.count - Self.maximumBetweenLines)
            }
        }
        guard let name = value["event"]?.stringValue, !eventListeners.isEmpty else { return }
        let event = DaemonEvent(
            name: name, seq: value["seq"]?.numberValue.flatMap { Int(exactly: $0) }, view: value["view"]?.stringValue,
            fields: value, line: line)
        for (filter, listener) in eventListeners.values where filter.admits(event) { listener.yield(event) }
    }

    private func connectionEnded() {
        let error = Error(code: .closed, message: "the daemon closed the connection")
        ended = error
        let failed = waiting
        waiting.removeAll()
        for waiter in failed { waiter.continuation.resume(returning: .failure(error)) }
        for (_, listener) in eventListeners.values { listener.finish() }
        eventListeners.removeAll()
    }

    private func removeEventListener(_ number: Int) { eventListeners[number] = nil }
}

/// The lines' iterator, handed from the initializer, which read the hello with it and uses it no more, to
/// the task that reads the rest: one user at a time.
private struct Handoff: @unchecked Sendable {
    let iterator: AsyncStream<String>.Iterator
}
