import CLibUV

/// What wakes `LoopClock` on the libuv loop: armed at an absolute deadline on the clock `uv_hrtime` reads
/// (CLOCK_MONOTONIC, in nanoseconds), it calls back once on the loop thread at or after that deadline. A
/// wake before the deadline is allowed (the clock then just arms again); a missed one is not.
protocol ClockAlarm: AnyObject {
    /// Starts delivering rings to `onRing`, on the loop thread; `arm(at:)` sets when.
    func start(_ onRing: @escaping () -> Void)
    /// Rings once at `deadline` (ns on the `uv_hrtime` clock); a deadline already passed rings at once. Arming
    /// again replaces the pending deadline.
    func arm(at deadline: UInt64)
    /// Stops ringing and releases the alarm's handles (freed when libuv is done with them).
    func close()
}

/// The alarms `LoopClock` can run on.
enum ClockAlarmKind: CaseIterable, Sendable {
    #if os(Linux)
        /// A timerfd armed at the absolute deadline, watched by a `uv_poll` handle: nanosecond resolution
        /// (Linux only).
        case timerDescriptor
    #endif
    /// A libuv one-shot timer: portable, whole milliseconds (rounded up: 0.7 ms late at p50, 1.2 ms at p99).
    case libuvTimer

    /// The best alarm the system has: the timerfd on Linux, libuv's timer elsewhere.
    static var preferred: ClockAlarmKind {
        #if os(Linux)
            .timerDescriptor
        #else
            .libuvTimer
        #endif
    }

    /// A new alarm of this kind on `loop`.
    /// - Throws: the system's or libuv's refusal, as a description.
    func make(on loop: UnsafeMutablePointer<uv_loop_t>) throws(LoopClockError) -> any ClockAlarm {
        switch self {
        #if os(Linux)
            case .timerDescriptor: try TimerDescriptorAlarm(loop: loop)
        #endif
        case .libuvTimer: try LibUVTimerAlarm(loop: loop)
        }
    }
}

/// The real clock could not be set up.
struct LoopClockError: Error {
    var description: String
}
