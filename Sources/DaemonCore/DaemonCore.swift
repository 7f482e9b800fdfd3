import Logging
import Simulation
import Specs
import Wire
import WireFormat

/// The daemon without I/O: a state machine that takes inputs (a client came, bytes arrived, a write
/// drained, a tick) and returns the actions they call for (write these bytes, close that client, run this
/// off the loop, tick again), in order. It owns the simulator, the clients' protocol state, their
/// subscriptions and water marks, the `step` queue, the scenario runs and the off-loop work's
/// completions; it knows no socket, no loop and no clock. `DaemonServer` drives it with libuv,
/// `ManualDaemon` (TestKit) in memory.
///
/// One thread: every input is handled on the thread that calls `handle`, one at a time.
public final class DaemonCore {
    /// The most elements one view may display at once: each tick costs what a view displays.
    public static let maximumDisplayedElements = 20_000
    /// How long clients get to take their last bytes at shutdown, in milliseconds.
    public static let shutdownGrace: UInt64 = 2000

    enum State {
        case running
        case shuttingDown
        case finished
    }

    public internal(set) var configuration: DaemonConfiguration
    let environment: DaemonEnvironment
    var log: Logger
    var simulator: Simulator
    var state = State.running
    /// Connected clients, and slow consumers flushing their last lines.
    var clients = ClientRegistry()
    /// The `step` requests of the manual clock.
    var steps = StepScheduler()
    /// Output issued behind a large batch of events, in order, and the batches' memory
    /// (`DaemonCore+Outbox.swift`).
    var outbox = Outbox()
    /// Views being prepared off the loop, views owned by a connection, and free view ids.
    var views = ViewRegistry()
    var scenarios = ScenarioHost()
    /// What runs on the loop when an off-loop job is done.
    var jobs = OffLoopCompletions()
    /// The actions of the input being handled.
    var actions: [DaemonAction] = []
    /// The actions of inputs fed while `feed` carries out earlier ones, and whether it is doing so.
    private var caused: [DaemonAction] = []
    private var carryingOut = false

    var limits: DaemonConfiguration.Limits { configuration.limits }

    /// A core serving `configuration`; `startConfiguredWork` creates its views and scenarios.
    public init(configuration: DaemonConfiguration, environment: DaemonEnvironment, logger: Logger) {
        self.configuration = configuration
        self.environment = environment
        log = logger
        simulator = Simulator(tickHz: configuration.tickHz)
        simulator.maximumDisplayedElements = Self.maximumDisplayedElements
    }

    /// The simulator's tick rate, in hertz.
    public var tickHz: Double { simulator.tickHz }

    /// Whether a shutdown has begun.
    public var isShuttingDown: Bool { state != .running }

    /// Handles one input. - Returns: the actions it calls for, in the order to carry them out.
    public func handle(_ input: DaemonInput) -> [DaemonAction] {
        switch input {
        case .opened(let id, let uid, let now): opened(id, peerUID: uid, now: now)
        case .read(let id, let bytes): if let client = clients[id] { received(bytes, from: client) }
        case .endOfInput(let id): if let client = clients[id] { inputEnded(client) }
        case .failed(let id, let reason): failed(id, reason: reason)
        case .closed(let id): closed(id)
        case .queued(let id, let queued, let now):
            if let client = clients[id] { noteQueued(queued, for: client, now: now) }
        case .drained(let id, let queued, let now): drained(id, queued: queued, now: now)
        case .tick: tick()
        case .stepTick: runStepTick()
        case .outputTurn: runOutputTurn()
        case .housekeeping(let now): disconnectStalled(now: now)
        case .workDone(let job): jobs.take(job)?()
        case .shutdown(let reason): beginShutdown(reason: reason)
        case .reconfigure(let limits, let logLevel): reconfigure(limits: limits, logLevel: logLevel)
        case .graceOver: graceOver()
        }
        defer { actions = [] }
        return actions
    }

    /// Handles `input` and calls `perform` with each action, in order. An input fed from inside `perform`
    /// (a write's queue figure, a failure) is handled at once, and its actions are carried out after those
    /// already returned, so the core is never re-entered and the order on every connection holds. The
    /// transports (the libuv adapter, `ManualDaemon`) feed every input this way.
    /// - Complexity: O(actions).
    public func feed(_ input: DaemonInput, carryingOut perform: (DaemonAction) -> Void) {
        let returned = handle(input)
        guard !carryingOut else { return caused.append(contentsOf: returned) }
        carryingOut = true
        defer { carryingOut = false }
        for action in returned { perform(action) }
        while !caused.isEmpty {
            let next = caused
            caused.removeAll(keepingCapacity: true)
            for action in next { perform(action) }
        }
    }

    private func opened(_ id: ConnectionID, peerUID: UInt32?, now: UInt64) {
        guard state == .running else { return actions.append(.close(id, .refused)) }
        if let uid = peerUID, uid != environment.userID, !configuration.allowUids.contains(Int(uid)) {
            log.warning(
                "refused client \(id): it runs as \(environment.describeUser(uid)), not an allowed user (config allowUids)"
            )
            return actions.append(.close(id, .refused))
        }
        let client = Client(id: id, limits: limits, now: now)
        clients.add(client)
        log.debug("client \(id) connected")
        send(DaemonEvents.line("hello", at: moment(), helloFields()), to: client)
        updateReading(client)
    }

    /// Bytes from a client: each whole line is answered (or waits behind a delayed reply).
    private func received(_ bytes: UnsafeRawBufferPointer, from client: Client) {
        var items: [LineFramer.Item] = []
        client.framer.feed(bytes) { items.append($0) }
        for item in items {
            guard client.phase == .open else { return }
            switch item {
            case .line(let line):
                if client.busy { client.waitingLines.append(line) } else { execute(line, from: client) }
            case .tooLong:
                log.notice("client \(client.id): a line over \(limits.maxLine) bytes; closing")
                let error = ProtocolError(
                    .lineTooLong, "a request line is longer than \(limits.maxLine) bytes; closing the connection")
                send(Reply.failure(id: .null, error: error, seq: simulator.lastSeq), to: client)
                flushAndClose(client, .lineTooLong)
                return
            }
        }
    }

    private func inputEnded(_ client: Client) {
        if client.framer.bufferedCount > 0 {
            log.notice("client \(client.id): discarded \(client.framer.bufferedCount) bytes after the last newline")
        }
        client.sawEndOfInput = true
        updateReading(client)
        if !client.busy { flushAndClose(client, .endOfInput) }
    }

    private func failed(_ id: ConnectionID, reason: String) {
        log.debug("client \(id): \(reason)")
        if clients.removeDeparting(id) { return actions.append(.close(id, .transportFailed)) }
        guard let client = clients[id] else { return }
        forget(client)
        actions.append(.close(id, .transportFailed))
    }

    private func closed(_ id: ConnectionID) {
        _ = clients.removeDeparting(id)
        if let client = clients[id] { forget(client) }
    }

    /// The transport's queue after a write: past `hardQueue` the client is disconnected.
    private func noteQueued(_ queued: Int, for client: Client, now: UInt64) {
        client.queued = queued
        guard client.phase == .open, queued > limits.hardQueue else { return }
        log.warning("client \(client.id): disconnected, \(queued) bytes queued (hard limit \(limits.hardQueue))")
        depart(client, overLimit: .hardQueue, now: now)
    }

    /// A write completed: end a lag that has drained, and let a blocked manual clock go on.
    private func drained(_ id: ConnectionID, queued: Int, now: UInt64) {
        clients.noteProgress(ofDeparting: id, now: now)
        guard let client = clients[id] else { return }
        client.queued = queued
        client.lastProgress = now
        if let ended = client.backPressure.drained(queued: queued) {
            let fields: [String: JSONValue] = [
                "dropped": .number(Double(ended.dropped)), "sinceSeq": .number(Double(ended.sinceSeq)),
            ]
            send(DaemonEvents.line(DaemonEventName.lagged.rawValue, at: moment(issuing: true), fields), to: client)
            updateReading(client)
        }
        if client.blocksClock && !steps.isEmpty { resumeSteps() }
    }

    /// Sends one line (a reply or a daemon event) to an open client, after what waits in the outbox.
    /// Replies always go through, whatever its queue.
    func send(_ line: [UInt8], to client: Client) {
        guard outbox.isEmpty else { return outbox.append(.line(line, client)) }
        write(line, to: client)
    }

    /// Writes one line to an open client now, ahead of the outbox (a slow consumer's last notice).
    func write(_ line: [UInt8], to client: Client) {
        guard client.phase == .open else { return }
        actions.append(.write(client.id, ByteBlock(line), [0..<line.count]))
    }

    /// Asks the transport to read the client, or not, as its state now wants.
    func updateReading(_ client: Client) {
        let wanted = client.wantsReading && state == .running
        guard wanted != client.reading else { return }
        client.reading = wanted
        actions.append(.setReading(client.id, wanted))
    }

    /// Flushes what is queued to the client, then closes it (its input ended, a line was too long, or the
    /// daemon shuts down). It gets nothing more; it is forgotten when the transport reports it closed.
    func flushAndClose(_ client: Client, _ reason: CloseReason) {
        guard client.phase == .open else { return }
        client.phase = .flushing
        client.reading = false
        actions.append(.flushAndClose(client.id, reason))
    }

    /// Forgets a client: its steps stop, its scenarios (unless detached) are cancelled, the views it owns
    /// are destroyed.
    func forget(_ client: Client) {
        client.phase = .closed
        clients.remove(client.id)
        steps.cancel(of: client)
        scenarios.cancelRuns(of: client.id)
        destroyViews(ownedBy: client)
        log.debug("client \(client.id) closed")
        switch state {
        case .running: resumeSteps()
        case .shuttingDown: if clients.isEmpty { finish() }
        case .finished: break
        }
    }

    /// Disconnects a slow consumer (its queue passed `hardQueue`, or it made no progress for `stallTimeout`)
    /// with a last word: it is forgotten at once (no more events, its steps and scenarios end), a
    /// `{"event":"disconnected","reason":"slow_consumer","limit":…,"queued":…}` line is queued after what
    /// is queued already, and it closes once that is flushed, or when housekeeping finds it without progress
    /// for another `stallTimeout`. Memory stays bounded: nothing else is queued.
    func depart(_ client: Client, overLimit limit: Client.DepartureLimit, now: UInt64) {
        let fields: [String: JSONValue] = [
            "reason": .string(ProtocolError.Code.slowConsumer.rawValue), "limit": .string(limit.rawValue),
            "queued": .number(Double(client.queued)),
        ]
        write(DaemonEvents.line("disconnected", at: moment(issuing: true), fields), to: client)
        flushAndClose(client, .slowConsumer)
        clients.depart(client.id, now: now)
        forget(client)
    }

    /// The current seq, tick and time, for the daemon's own events.
    func moment(issuing: Bool = false) -> DaemonEvents.Moment {
        let seq = issuing ? simulator.issueSeq() : simulator.lastSeq
        return DaemonEvents.Moment(seq: seq, tick: simulator.tick, milliseconds: simulator.time * 1000)
    }
}
