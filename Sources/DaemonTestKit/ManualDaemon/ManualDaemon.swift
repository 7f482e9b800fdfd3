import DaemonCore
import Logging
import Specs
import Synchronization
import Wire

/// The daemon's core driven in memory, for tests: no socket, no loop, no thread, no clock. Clients are
/// `ManualClient`s whose bytes go straight in as `read` inputs; the core's writes land in a model of the
/// client's socket (the first `socketBuffer` unread bytes sit in the "kernel"; beyond that they are the
/// transport's queue, which is what the water marks see); time moves only by `advance(by:)`; `step`s run
/// in `runUntilIdle()`; off-loop work runs at once, or when `finishOffLoopWork()` says so.
///
/// Like the libuv adapter, it carries out the actions of an input in order and feeds the inputs they cause
/// (`queued`, `drained`, `closed`) after them.
public final class ManualDaemon {
    public let core: DaemonCore
    /// Bytes a client's socket takes before the rest waits in the transport's queue.
    public let socketBuffer: Int
    /// The monotonic time the core is told, in milliseconds.
    public private(set) var now: UInt64 = 0
    /// What the core logged, one line per message (`level: message`).
    public var logLines: [String] { logBook.lines }
    /// Whether the socket still listens (false once a shutdown began).
    public private(set) var isListening = true
    /// Whether the core asked to close its own handles: the daemon has stopped.
    public private(set) var hasFinished = false
    /// Off-loop work waits for `finishOffLoopWork()` instead of running at once.
    public var holdsOffLoopWork = false
    /// How many times the core asked for freed memory to go back to the system
    /// (`DaemonEnvironment.returnFreedMemory`).
    public var memoryReturns: Int { memoryReturnCounter.count.load(ordering: .relaxed) }

    var peers: [ConnectionID: ManualPeer] = [:]
    private var nextConnection = 1
    private var stepsRunning = false
    private var outputTurnsRunning = false
    private var heldWork: [OffLoopJob] = []
    private var graceDeadline: UInt64?
    private let logBook: LogBook
    private let uptime: UptimeReading
    private let memoryReturnCounter: MemoryReturns

    /// A daemon with `configuration` (the manual clock unless it says otherwise) and the given socket
    /// buffer per client (bytes); `allowShutdown` as `serve --allow-shutdown`.
    public init(
        configuration: DaemonConfiguration = ManualDaemon.manualClock(), socketBuffer: Int = 64 << 10,
        allowShutdown: Bool = true
    ) {
        self.socketBuffer = socketBuffer
        let book = LogBook()
        logBook = book
        var logger = Logger(label: "scrollsim-test") { _ in RecordingLogHandler(book: book) }
        logger.logLevel = .trace
        let reading = UptimeReading()
        uptime = reading
        var environment = DaemonEnvironment(
            version: "test", processID: 4242, allowShutdown: allowShutdown, userID: 1000,
            uptime: { reading.milliseconds },
            clockFigures: { nil })
        let returns = MemoryReturns()
        environment.returnFreedMemory = { returns.count.add(1, ordering: .relaxed) }
        memoryReturnCounter = returns
        core = DaemonCore(configuration: configuration, environment: environment, logger: logger)
    }

    /// The default configuration with the manual clock.
    public static func manualClock(_ adjust: (inout DaemonConfiguration) -> Void = { _ in }) -> DaemonConfiguration {
        var configuration = DaemonConfiguration()
        configuration.clock = .manual
        adjust(&configuration)
        return configuration
    }

    /// Connects a client running as `uid` (the daemon's own, 1000, by default) and reads its `hello`.
    public func connect(uid: UInt32? = 1000) -> ManualClient {
        let id = nextConnection
        nextConnection += 1
        peers[id] = ManualPeer()
        feed(.opened(id, peerUID: uid, now: now))
        return ManualClient(id: id, daemon: self)
    }

    /// One tick of the real clock.
    public func tick() {
        feed(.tick)
    }

    /// Moves time on by `milliseconds` and runs housekeeping (and the shutdown's grace period, if over).
    public func advance(by milliseconds: UInt64) {
        now += milliseconds
        uptime.milliseconds = now
        feed(.housekeeping(now: now))
        if let deadline = graceDeadline, now >= deadline {
            graceDeadline = nil
            feed(.graceOver)
        }
    }

    /// Sends the daemon a signal's shutdown (`SIGTERM`).
    public func terminate() {
        feed(.shutdown(reason: "SIGTERM"))
    }

    /// The config read again.
    public func reconfigure(_ configuration: DaemonConfiguration) {
        feed(.reconfigure(limits: configuration.limits, logLevel: configuration.logLevel))
    }

    /// Runs what the loop would run with no client doing anything: output turns, queued `step` ticks and
    /// off-loop work (unless held), until none is left or `maximumTurns` inputs ran. - Returns: the
    /// inputs run.
    @discardableResult
    public func runUntilIdle(maximumTurns: Int = 1_000_000) -> Int {
        var turns = 0
        while stepsRunning || outputTurnsRunning, turns < maximumTurns {
            feed(outputTurnsRunning ? .outputTurn : .stepTick)
            turns += 1
        }
        return turns
    }

    /// Runs one output turn when the core asked for them. - Returns: whether it did.
    @discardableResult
    public func runOutputTurn() -> Bool {
        guard outputTurnsRunning else { return false }
        feed(.outputTurn)
        return true
    }

    /// Runs the off-loop work held so far (`holdsOffLoopWork`), in order, and completes it.
    public func finishOffLoopWork() {
        while !heldWork.isEmpty {
            let job = heldWork.removeFirst()
            job.work()
            feed(.workDone(job.id))
        }
        runUntilIdle()
    }

    /// Hands `input` to the core and carries out its actions in memory (`DaemonCore.feed`).
    func feed(_ input: DaemonInput) {
        core.feed(input) { perform($0) }
    }

    private func perform(_ action: DaemonAction) {
        switch action {
        case .write(let id, let block, let ranges):
            guard let peer = peers[id], peer.state != .closed else { return }
            for range in ranges { peer.written += block.bytes(in: range) }
            peer.writeEnds.append(peer.written.count)
            feed(.queued(id, queued: peer.queued(socketBuffer: socketBuffer), now: now))
            completeWrites(of: id)
        case .setReading(let id, let wanted):
            guard let peer = peers[id] else { return }
            peer.isReading = wanted
            deliverInput(to: id)
        case .flushAndClose(let id, let reason):
            guard let peer = peers[id], peer.state == .open else { return }
            peer.state = .flushing
            peer.closeReason = reason
            peer.isReading = false
            closeIfFlushed(id)
        case .close(let id, let reason):
            guard let peer = peers[id], peer.state != .closed else { return }
            peer.closeReason = peer.closeReason ?? reason
            peer.close(socketBuffer: socketBuffer)
        case .offload(let job):
            if holdsOffLoopWork {
                heldWork.append(job)
            } else {
                job.work()
                feed(.workDone(job.id))
            }
        case .runSteps(let wanted): stepsRunning = wanted
        case .runOutputTurns(let wanted): outputTurnsRunning = wanted
        case .stopListening(let grace):
            isListening = false
            graceDeadline = now + grace
        case .finish: hasFinished = true
        }
    }

    /// Reports each write whose bytes all fit in the client's socket now as completed (`drained`).
    func completeWrites(of id: ConnectionID) {
        guard let peer = peers[id], peer.state != .closed else { return }
        while let end = peer.writeEnds.first, end <= peer.readOffset + socketBuffer {
            peer.writeEnds.removeFirst()
            feed(.drained(id, queued: peer.queued(socketBuffer: socketBuffer), now: now))
        }
        closeIfFlushed(id)
    }

    private func closeIfFlushed(_ id: ConnectionID) {
        guard let peer = peers[id], peer.state == .flushing, peer.writeEnds.isEmpty else { return }
        peer.close(socketBuffer: socketBuffer)
        feed(.closed(id))
    }

    /// Feeds a client's unread input (and then its end, if it shut its side) while the core reads it.
    func deliverInput(to id: ConnectionID) {
        guard let peer = peers[id], peer.state == .open, peer.isReading else { return }
        if !peer.input.isEmpty {
            let bytes = peer.input
            peer.input = []
            bytes.withUnsafeBytes { feed(.read(id, $0)) }
        }
        if peer.inputEnded, !peer.sentEnd, peer.input.isEmpty, peer.isReading {
            peer.sentEnd = true
            feed(.endOfInput(id))
        }
    }
}

/// The uptime a `ManualDaemon` reports: its own `now`.
private final class UptimeReading {
    var milliseconds: UInt64 = 0
}

/// The count behind `ManualDaemon.memoryReturns`, shared with the core's hook (which may run on any thread).
private final class MemoryReturns: Sendable {
    let count = Atomic<Int>(0)
}
