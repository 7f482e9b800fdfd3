import Wire

/// What the core needs to know of the process and its clock, given by whoever runs it: the adapter reads
/// them from the system, the test double sets them.
public struct DaemonEnvironment {
    /// The figures of the real clock for `stats`.
    public struct ClockFigures: Sendable {
        /// Ticks skipped by the catch-up cap.
        public var skipped: Int
        /// How late the ticks fired, in milliseconds (nil before the first).
        public var lateness: DaemonReplies.Percentiles?

        public init(skipped: Int, lateness: DaemonReplies.Percentiles?) {
            self.skipped = skipped
            self.lateness = lateness
        }
    }

    /// The version `hello` reports.
    public var version: String
    /// The pid `hello` reports.
    public var processID: Int32
    /// Whether the `shutdown` command is honoured.
    public var allowShutdown: Bool
    /// The daemon's own uid: clients running as it (or as a uid of the config's `allowUids`) are served.
    public var userID: UInt32
    /// Milliseconds since the daemon started, for `stats`.
    public var uptime: () -> UInt64
    /// The real clock's figures for `stats`; nil with the manual clock.
    public var clockFigures: () -> ClockFigures?
    /// How logs name a uid (`alice (uid 1001)`).
    public var describeUser: (UInt32) -> String = { "uid \($0)" }
    /// Gives freed heap pages back to the system; called off the loop, once a large view (more than
    /// `DaemonCore.inlinePreparationItems` items) was freed there, so that the daemon's resident size falls
    /// back (the adapter's is `FreedMemory.returnToSystem`, glibc's `malloc_trim`). Nothing by default.
    public var returnFreedMemory: @Sendable () -> Void = {}

    public init(
        version: String, processID: Int32, allowShutdown: Bool, userID: UInt32, uptime: @escaping () -> UInt64,
        clockFigures: @escaping () -> ClockFigures?
    ) {
        self.version = version
        self.processID = processID
        self.allowShutdown = allowShutdown
        self.userID = userID
        self.uptime = uptime
        self.clockFigures = clockFigures
    }
}
