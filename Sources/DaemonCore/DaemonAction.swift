/// What the daemon's core asks the world to do, in order. The adapter turns each into libuv calls; the
/// test double (`ManualDaemon`) carries them out in memory.
public enum DaemonAction {
    /// Write `ranges` of `block` to the client, after what is queued for it; then report
    /// `DaemonInput.queued` and, when the write completes, `DaemonInput.drained`.
    case write(ConnectionID, ByteBlock, [Range<Int>])
    /// Start (true) or stop (false) reading the client.
    case setReading(ConnectionID, Bool)
    /// Stop reading, flush what is queued, then close the handle and report `DaemonInput.closed`.
    case flushAndClose(ConnectionID, CloseReason)
    /// Close the handle now; what is queued is discarded. The core has forgotten the client already.
    case close(ConnectionID, CloseReason)
    /// Run `job.work` off the loop's thread, then report `DaemonInput.workDone(job.id)` on it.
    case offload(OffLoopJob)
    /// Start (true) or stop (false) feeding `DaemonInput.stepTick`, as often as the loop allows.
    case runSteps(Bool)
    /// Start (true) or stop (false) feeding `DaemonInput.outputTurn`, once per loop iteration.
    case runOutputTurns(Bool)
    /// Shutdown has begun: stop the real clock and stop listening (the socket file goes), then report
    /// `DaemonInput.graceOver` after `graceMilliseconds` unless `finish` came first.
    case stopListening(graceMilliseconds: UInt64)
    /// Every client is gone after a shutdown: close the daemon's own handles; the loop ends.
    case finish
}

/// Work the core hands off its thread (preparing a large view, decoding a long line, reading a scenario
/// file). `work` may run on any thread; what it writes, the completion reads after `workDone`.
public struct OffLoopJob: Sendable {
    public typealias ID = Int
    public let id: ID
    public let work: @Sendable () -> Void
}

/// Why the core closes a client.
public enum CloseReason: String, Sendable {
    /// The client shut its side and every request was answered.
    case endOfInput
    /// A request line passed `maxLine`.
    case lineTooLong
    /// `hello` named another protocol.
    case unsupportedProtocol
    /// It runs as a user neither the daemon's nor in `allowUids`, or came during shutdown.
    case refused
    /// A slow consumer past `hardQueue` or `stallTimeout` (after its `disconnected` notice).
    case slowConsumer
    /// The daemon shuts down (after its `shutdown` notice), or its grace period ended.
    case shutdown
    /// Reading or writing failed.
    case transportFailed
}
