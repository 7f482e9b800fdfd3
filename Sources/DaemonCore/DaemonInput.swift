import Specs
import Wire

/// A client connection, numbered by the adapter in the order clients came (1, 2, …); the number is the
/// one logs and `stats` show.
public typealias ConnectionID = Int

/// What the world tells the daemon's core: a client came or went, bytes arrived, a write was queued or
/// drained, a tick is due, off-loop work finished, the daemon is told to stop or reconfigure. The adapter
/// (libuv) and the test double (`ManualDaemon`) are the only producers. Times are milliseconds of a
/// monotonic clock the producer chooses; the core only compares them.
public enum DaemonInput {
    /// A client connected; `peerUID` is the uid the kernel reports for it (nil when unknown).
    case opened(ConnectionID, peerUID: UInt32?, now: UInt64)
    /// Bytes read from a client. The buffer is lent for the call only.
    case read(ConnectionID, UnsafeRawBufferPointer)
    /// The client shut its side (end of input).
    case endOfInput(ConnectionID)
    /// Reading or writing failed; the core forgets the client and asks for the handle's close.
    case failed(ConnectionID, reason: String)
    /// A `flushAndClose` finished: the handle is closed.
    case closed(ConnectionID)
    /// A write was handed to the transport; `queued` bytes now wait for the client (checked against
    /// `hardQueue`).
    case queued(ConnectionID, queued: Int, now: UInt64)
    /// A write completed; `queued` bytes still wait. Ends a lag that drained below the low mark.
    case drained(ConnectionID, queued: Int, now: UInt64)
    /// One tick of the real clock.
    case tick
    /// One tick of the queued `step`s of the manual clock (asked for by `DaemonAction.runSteps`).
    case stepTick
    /// One turn's worth of the output waiting behind a large batch of events (asked for by
    /// `DaemonAction.runOutputTurns`).
    case outputTurn
    /// The periodic check for clients whose queue has not moved for `stallTimeout`.
    case housekeeping(now: UInt64)
    /// Off-loop work (`DaemonAction.offload`) finished; its completion runs now.
    case workDone(OffLoopJob.ID)
    /// Stop serving (a signal, or the daemon's own decision), naming why.
    case shutdown(reason: String)
    /// The config was read again (SIGHUP): its limits and log level take effect.
    case reconfigure(limits: DaemonConfiguration.Limits, logLevel: String)
    /// The shutdown's grace period is over: whoever is still connected is closed.
    case graceOver
}
