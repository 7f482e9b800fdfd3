import CLibUV
import Glibc
import Logging
import Simulation
import Wire

/// The daemon: one libuv loop on one thread that owns the simulator, the listening
/// socket, every connection, the clock, the signals and the timers. `run()` serves until SIGTERM/SIGINT
/// (or an enabled `shutdown`), then closes every handle and returns the exit status.
public final class DaemonServer {
    /// What the daemon runs with.
    public struct Options: Sendable {
        public var configuration: DaemonConfiguration
        public var socketPath: String
        /// The version `hello` reports.
        public var version: String
        /// Whether the `shutdown` command is honoured.
        public var allowShutdown: Bool
        /// A descriptor to write a newline to once the socket listens (s6-style readiness), then close.
        public var readyDescriptor: Int32?
        /// Reads the config again on SIGHUP: its limits and log level take effect, clients stay.
        public var reload: (@Sendable () throws -> DaemonConfiguration)?

        public init(
            configuration: DaemonConfiguration, socketPath: String, version: String, allowShutdown: Bool,
            readyDescriptor: Int32? = nil, reload: (@Sendable () throws -> DaemonConfiguration)? = nil
        ) {
            self.configuration = configuration
            self.socketPath = socketPath
            self.version = version
            self.allowShutdown = allowShutdown
            self.readyDescriptor = readyDescriptor
            self.reload = reload
        }
    }

    /// Why the daemon did not start, with the exit status to report.
    public struct StartError: Error, CustomStringConvertible {
        public var status: ExitStatus
        public var description: String
    }

    enum State {
        case running
        case shuttingDown
    }

    /// The bytes a read callback is lent; reads are handled before the next one, so one suffices.
    static let readBufferSize = 64 << 10
    /// The most elements one view may display at once: each tick costs what a view displays.
    static let maximumDisplayedElements = 20_000
    /// How long clients get to take their last bytes at shutdown, in milliseconds.
    static let shutdownGrace: UInt64 = 2000

    var options: Options
    var log: Logger
    let loop: UnsafeMutablePointer<uv_loop_t>
    var limits: DaemonConfiguration.Limits { options.configuration.limits }
    var simulator: Simulator
    /// Open connections, in the order they came.
    var connections: [Connection] = []
    /// Slow consumers being disconnected, flushing their last lines (`Connection.depart`).
    var departing: [Connection] = []
    var nextConnection = 1
    var state = State.running
    var clock: LoopClock?
    var stepJobs: [StepJob] = []
    /// Views being prepared on the thread pool, by id, with their item counts (held against the limits).
    var pendingViews: [String: Int] = [:]
    /// The size of the last batch broadcast: the next one reserves as much.
    var lastBatchSize = (bytes: 0, entries: 0)
    var scenarios = ScenarioHost()
    var nextViewNumber = 1
    var startTime: UInt64 = 0
    /// Handles closed at the end of shutdown.
    var ownHandles: [UnsafeMutablePointer<uv_handle_t>] = []
    let stepper: UnsafeMutablePointer<uv_idle_t>
    private let listener: UnsafeMutablePointer<uv_pipe_t>
    private let readBuffer: UnsafeMutablePointer<CChar>

    var isAccepting: Bool { state == .running }

    public init(options: Options, logger: Logger) {
        self.options = options
        log = logger
        simulator = Simulator(tickHz: options.configuration.tickHz)
        simulator.maximumDisplayedElements = Self.maximumDisplayedElements
        loop = .allocate(capacity: 1)
        uv_loop_init(loop)
        listener = .allocate(capacity: 1)
        stepper = .allocate(capacity: 1)
        readBuffer = .allocate(capacity: Self.readBufferSize)
    }

    deinit {
        readBuffer.deallocate()
        loop.deallocate()
    }

    /// Serves until shut down. - Returns: 0 after a clean shutdown (every handle closed, `uv_loop_close`
    /// returned 0), 70 when a handle leaked.
    /// - Throws: `StartError` when the socket cannot be served or the config's views and scenarios fail.
    public func run() throws(StartError) -> ExitStatus {
        signal(SIGPIPE, SIG_IGN)
        startTime = uv_hrtime()
        try startConfiguredWork()
        // Timers first: if the real clock cannot be made, no socket file is left behind.
        try startTimers()
        try listen()
        watchSignals()
        ServiceManager.notify("READY=1\nMAINPID=\(getpid())")
        if let ready = options.readyDescriptor { ServiceManager.signalReady(on: ready) }
        log.info(
            "listening on \(options.socketPath) (\(options.configuration.clock.rawValue) clock, \(CanonicalNumber.format(simulator.tickHz)) Hz, libuv \(LibUVInfo.version))"
        )
        uv_run(loop, UV_RUN_DEFAULT)
        uv_walk(
            loop,
            { handle, _ in
                if let handle, uv_is_closing(handle) == 0 { uv_close(handle, nil) }
            }, nil)
        uv_run(loop, UV_RUN_DEFAULT)
        let closed = uv_loop_close(loop)
        guard closed == 0 else {
            log.error("uv_loop_close returned \(uvErrorDescription(closed)): a handle was left open")
            return .internalError
        }
        log.info("stopped cleanly")
        return .success
    }

    /// Listens on the socket systemd passed (socket activation; systemd made and owns the file, so it is
    /// neither checked nor removed here), else on `socketPath`, checked and bound with mode 0600.
    private func listen() throws(StartError) {
        let passed = ServiceManager.takePassedListener()
        if passed == nil {
            do {
                if let note = try SocketPath.prepare(options.socketPath) { log.notice("\(note)") }
            } catch {
                throw StartError(status: .usage, description: error.description)
            }
        }
        uv_pipe_init(loop, listener, 0)
        listener.pointee.data = Unmanaged.passUnretained(self).toOpaque()
        let opened: Int32
        if let passed {
            opened = uv_pipe_open(listener, passed)
        } else {
            let previousMask = umask(0o177)
            opened = uv_pipe_bind(listener, options.socketPath)
            umask(previousMask)
        }
        let listening = opened == 0 ? startAccepting() : opened
        guard listening == 0 else {
            let place = passed == nil ? options.socketPath : "the socket systemd passed"
            throw StartError(status: .usage, description: "cannot listen on \(place): \(uvErrorDescription(listening))")
        }
        if let passed { options.socketPath = ServiceManager.boundPath(of: passed) ?? "the socket systemd passed" }
    }

    /// Starts accepting on the bound or opened listener; libuv's status.
    private func startAccepting() -> Int32 {
        let stream = UnsafeMutableRawPointer(listener).assumingMemoryBound(to: uv_stream_t.self)
        return uv_listen(stream, 128) { server, status in
            guard let data = server?.pointee.data else { return }
            Unmanaged<DaemonServer>.fromOpaque(data).takeUnretainedValue().accept(status: status)
        }
    }

    /// Takes a new client: accept, `hello`, then read.
    private func accept(status: Int32) {
        guard status == 0 else {
            log.warning("accept failed: \(uvErrorDescription(status))")
            return
        }
        let connection = Connection(number: nextConnection, server: self, maximumLineLength: limits.maxLine)
        nextConnection += 1
        let stream = UnsafeMutableRawPointer(listener).assumingMemoryBound(to: uv_stream_t.self)
        guard uv_accept(stream, connection.stream) == 0, state == .running else {
            connection.close()
            return
        }
        if let uid = peerUID(of: connection), !isAllowed(uid) {
            log.warning(
                "refused client \(connection.number): it runs as \(PeerCredentials.describe(uid)), not an allowed user (config allowUids)"
            )
            connection.close()
            return
        }
        connections.append(connection)
        log.debug("client \(connection.number) connected")
        connection.send(DaemonEvents.line("hello", at: moment(), helloFields()))
        connection.updateReading()
    }

    /// The uid of the process at the other end of `connection`, from the kernel (SO_PEERCRED).
    private func peerUID(of connection: Connection) -> uid_t? {
        var descriptor: uv_os_fd_t = -1
        let handle = UnsafeMutableRawPointer(connection.stream).assumingMemoryBound(to: uv_handle_t.self)
        guard uv_fileno(handle, &descriptor) == 0 else { return nil }
        return PeerCredentials.uid(of: descriptor)
    }

    /// The daemon's own user, and the uids the config's `allowUids` adds.
    private func isAllowed(_ uid: uid_t) -> Bool {
        uid == getuid() || options.configuration.allowUids.contains(Int(uid))
    }

    /// Stops accepting: closing the listener unlinks the socket path.
    func closeListener() {
        uv_close(UnsafeMutableRawPointer(listener).assumingMemoryBound(to: uv_handle_t.self)) { handle in
            handle?.deallocate()
        }
    }

    /// Lends the read buffer to libuv.
    func lend(_ buffer: UnsafeMutablePointer<uv_buf_t>) {
        buffer.pointee = uv_buf_init(readBuffer, UInt32(Self.readBufferSize))
    }

    /// Bytes (or the end) from a client.
    func received(_ count: Int, on connection: Connection) {
        if count > 0 {
            var items: [LineFramer.Item] = []
            connection.framer.feed(UnsafeRawBufferPointer(start: readBuffer, count: count)) { items.append($0) }
            for item in items {
                guard !connection.closing else { return }
                switch item {
                case .line(let line):
                    if connection.busy { connection.waitingLines.append(line) } else { execute(line, from: connection) }
                case .tooLong:
                    log.notice("client \(connection.number): a line over \(limits.maxLine) bytes; closing")
                    let error = ProtocolError(
                        .lineTooLong, "a request line is longer than \(limits.maxLine) bytes; closing the connection")
                    connection.send(Reply.failure(id: .null, error: error, seq: simulator.lastSeq))
                    connection.shutDown()
                    return
                }
            }
        } else if count == Int(UV_EOF.rawValue) {
            if connection.framer.bufferedCount > 0 {
                log.notice(
                    "client \(connection.number): discarded \(connection.framer.bufferedCount) bytes after the last newline"
                )
            }
            connection.sawEndOfInput = true
            connection.updateReading()
            if !connection.busy { connection.shutDown() }
        } else if count < 0 {
            log.debug("client \(connection.number): read failed: \(uvErrorDescription(Int32(count)))")
            connection.close()
        }
    }

    /// Forgets a closing connection: its steps stop, its scenarios (unless detached) are cancelled.
    func connectionClosed(_ connection: Connection) {
        connections.removeAll { $0 === connection }
        stepJobs.removeAll { $0.connection === connection }
        scenarios.cancelRuns(of: connection.number)
        log.debug("client \(connection.number) closed")
        switch state {
        case .running: resumeSteps()
        case .shuttingDown: if connections.isEmpty { finishShutdown() }
        }
    }

    /// Forgets a slow consumer as `connectionClosed` does, and keeps it until its last lines are flushed.
    func connectionDeparted(_ connection: Connection) {
        departing.append(connection)
        connectionClosed(connection)
    }

    /// A departed connection's handle closed.
    func departedConnectionClosed(_ connection: Connection) {
        departing.removeAll { $0 === connection }
    }

    /// A write completed: end a lag that has drained, and let a blocked manual clock go on.
    func connectionDrained(_ connection: Connection) {
        if let ended = connection.backPressure.drained(queued: connection.queuedBytes) {
            let fields: [String: JSONValue] = [
                "dropped": .number(Double(ended.dropped)), "sinceSeq": .number(Double(ended.sinceSeq)),
            ]
            connection.send(DaemonEvents.line("lagged", at: moment(issuing: true), fields))
            connection.updateReading()
        }
        if connection.blocksClock && !stepJobs.isEmpty { resumeSteps() }
    }

    /// The current seq, tick and time, for the daemon's own events.
    func moment(issuing: Bool = false) -> DaemonEvents.Moment {
        let seq = issuing ? simulator.issueSeq() : simulator.lastSeq
        return DaemonEvents.Moment(seq: seq, tick: simulator.tick, milliseconds: simulator.time * 1000)
    }

    /// Keeps a handle to close at shutdown.
    func own<Handle>(_ handle: UnsafeMutablePointer<Handle>) {
        ownHandles.append(UnsafeMutableRawPointer(handle).assumingMemoryBound(to: uv_handle_t.self))
    }
}
