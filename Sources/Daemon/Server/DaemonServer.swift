import CLibUV
import DaemonCore
import Logging
import Platform
import Specs
import Wire
import WireFormat

/// The daemon's libuv adapter: one loop on one thread that owns the listening socket, the clients' pipes,
/// the clock, the signals and the timers, and turns their callbacks into `DaemonCore` inputs and the
/// core's actions into libuv calls. `run()` serves until SIGTERM/SIGINT (or an enabled `shutdown`), then
/// closes every handle and returns the exit status.
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

    public typealias StartError = DaemonStartError

    /// The bytes a read callback is lent; reads are handled before the next one, so one suffices.
    static let readBufferSize = 64 << 10
    /// The most `stepTick`s one loop iteration runs before letting other clients in.
    static let ticksPerTurn = 256
    /// The longest one loop iteration runs `stepTick`s before letting other clients in, in nanoseconds: a
    /// tick of a thousand changing cells to sixteen subscribers takes about a millisecond.
    static let stepTurnNanoseconds: UInt64 = 5_000_000

    var options: Options
    var log: Logger
    let loop: UnsafeMutablePointer<uv_loop_t>
    let readBuffer: UnsafeMutablePointer<CChar>
    private(set) var core: DaemonCore!
    /// The clients' pipes, by id.
    var handles: [ConnectionID: ConnectionHandle] = [:]
    var nextConnection = 1
    var clock: LoopClock?
    var startTime: UInt64 = 0
    /// Whether the core asked for `stepTick`s.
    var stepsRunning = false
    /// Handles closed at the end of shutdown.
    var ownHandles: [UnsafeMutablePointer<uv_handle_t>] = []
    /// Jobs queued on the thread pool whose completion has not reached the loop yet.
    var jobsInFlight = 0
    /// The loop time (ms) by which shutdown ends, set when it begins.
    var shutdownDeadline: UInt64?
    /// The timer that leaves running jobs behind at `shutdownDeadline` (`finishWithin`).
    var abandonTimer: UnsafeMutablePointer<uv_timer_t>?
    /// How many jobs were still running when shutdown ended; the process does not wait for them.
    var abandonedJobs = 0
    let stepper: UnsafeMutablePointer<uv_idle_t>
    /// The idle handle that feeds `outputTurn`s while the core's outbox holds anything.
    let outputPump: UnsafeMutablePointer<uv_idle_t>
    let listener: UnsafeMutablePointer<uv_pipe_t>
    /// The socket systemd passed, if any, or why it cannot be served: checked before the loop opens a
    /// descriptor of its own, which could otherwise take the number of one that was not passed.
    let passedListener: Result<Int32?, PassedSocketError>

    public init(options: Options, logger: Logger) {
        passedListener = Result { () throws(PassedSocketError) in try ServiceManager.takePassedListener() }
        self.options = options
        log = logger
        loop = .allocate(capacity: 1)
        uv_loop_init(loop)
        listener = .allocate(capacity: 1)
        stepper = .allocate(capacity: 1)
        outputPump = .allocate(capacity: 1)
        readBuffer = .allocate(capacity: Self.readBufferSize)
        var environment = DaemonEnvironment(
            version: options.version, processID: getpid(), allowShutdown: options.allowShutdown, userID: getuid(),
            uptime: { [unowned self] in (uv_hrtime() - startTime) / 1_000_000 },
            clockFigures: { [unowned self] in clock?.figures })
        environment.describeUser = { PeerCredentials.describe($0) }
        environment.returnFreedMemory = { FreedMemory.returnToSystem() }
        FreedMemory.fixThresholds()
        core = DaemonCore(configuration: options.configuration, environment: environment, logger: logger)
    }

    deinit {
        readBuffer.deallocate()
        loop.deallocate()
    }

    /// How serving ended.
    public enum Shutdown: Sendable {
        /// Every handle closed and `uv_loop_close` returned 0 (or jobs were left on the thread pool, logged).
        case clean
        /// A handle was left open: `uv_loop_close` failed (`serve` exits 70).
        case handleLeaked
    }

    /// Serves until shut down. - Returns: how it ended.
    /// - Throws: `StartError` when the socket cannot be served or the config's views and scenarios fail.
    public func run() throws(StartError) -> Shutdown {
        signal(SIGPIPE, SIG_IGN)
        startTime = uv_hrtime()
        try core.startConfiguredWork()
        // Timers first: if the real clock cannot be made, no socket file is left behind.
        try startTimers()
        // Signals before the socket: a client (or a supervisor) that sees the socket may signal at once, and an
        // unwatched SIGHUP would end the process.
        watchSignals()
        try listen()
        ServiceManager.notify("READY=1\nMAINPID=\(getpid())")
        if let ready = options.readyDescriptor { ServiceManager.signalReady(on: ready) }
        log.info(
            "listening on \(options.socketPath) (\(options.configuration.clock.rawValue) clock, \(CanonicalNumber.format(core.tickHz)) Hz, libuv \(LibUVInfo.version))"
        )
        uv_run(loop, UV_RUN_DEFAULT)
        if abandonedJobs > 0 {
            log.warning("stopped with \(abandonedJobs) job(s) still running on the thread pool, left behind")
            return .clean
        }
        uv_walk(
            loop,
            { handle, _ in
                if let handle, uv_is_closing(handle) == 0 { uv_close(handle, nil) }
            }, nil)
        uv_run(loop, UV_RUN_DEFAULT)
        let closed = uv_loop_close(loop)
        guard closed == 0 else {
            log.error("uv_loop_close returned \(uvErrorDescription(closed)): a handle was left open")
            return .handleLeaked
        }
        log.info("stopped cleanly")
        return .clean
    }

    /// Hands `input` to the core and carries out its actions with libuv (`DaemonCore.feed`).
    func feed(_ input: DaemonInput) {
        core.feed(input) { perform($0) }
    }

    private func perform(_ action: DaemonAction) {
        switch action {
        case .write(let id, let block, let ranges): handles[id]?.write(block, ranges)
        case .setReading(let id, let wanted): handles[id]?.setReading(wanted)
        case .flushAndClose(let id, let reason):
            log.trace("client \(id): flushing, then closing (\(reason.rawValue))")
            handles[id]?.flushAndClose()
        case .close(let id, let reason):
            log.trace("client \(id): closing (\(reason.rawValue))")
            handles[id]?.close()
        case .offload(let job): queue(job)
        case .runSteps(let wanted): runSteps(wanted)
        case .runOutputTurns(let wanted): runOutputTurns(wanted)
        case .stopListening(let grace): stopListening(graceMilliseconds: grace)
        case .finish: finishWithin()
        }
    }

    /// A pipe is closing: the adapter forgets it (the core has been told, or told itself).
    func forget(_ handle: ConnectionHandle) {
        handles[handle.id] = nil
    }

    /// Lends the read buffer to libuv.
    func lend(_ buffer: UnsafeMutablePointer<uv_buf_t>) {
        buffer.pointee = uv_buf_init(readBuffer, UInt32(Self.readBufferSize))
    }

    /// Keeps a handle to close at shutdown.
    func own<Handle>(_ handle: UnsafeMutablePointer<Handle>) {
        ownHandles.append(baseHandle(handle))
    }
}
