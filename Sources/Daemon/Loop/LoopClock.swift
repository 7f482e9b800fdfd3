import CLibUV
import DaemonCore
import Histogram
import Platform
import Wire

/// The daemon's real clock: ticks on an ideal grid `origin + k·period` measured with `uv_hrtime`, each
/// scheduled one-shot at the next deadline (a repeating timer drifts by the callback's time). The alarm is
/// a timerfd armed at the deadline's absolute CLOCK_MONOTONIC time (the clock `uv_hrtime` reads) and
/// watched by a `uv_poll` handle: nanosecond resolution, where libuv's own timers count whole
/// milliseconds and, rounded up, fire 0.6–0.7 ms late on average. After a stall (SIGSTOP, a slow tick)
/// at most `maximumCatchUp` ticks run at once; the rest are skipped and counted, so simulated time jumps
/// instead of bursting.
final class LoopClock {
    /// The most ticks run for one timer callback.
    static let maximumCatchUp: UInt64 = 5

    private let loop: UnsafeMutablePointer<uv_loop_t>
    private let alarm: UnsafeMutablePointer<uv_poll_t>
    /// The timerfd behind `alarm`.
    private let descriptor: Int32
    /// Nanoseconds between ticks.
    let period: UInt64
    private var origin: UInt64 = 0
    /// Grid points consumed: ticks run plus ticks skipped.
    private var consumed: UInt64 = 0
    /// Ticks skipped by the catch-up cap.
    private(set) var skipped = 0
    /// How late each tick's timer fired after its deadline, in microseconds.
    private(set) var lateness = Histogram<UInt64>(
        highestTrackableValue: 60_000_000, numberOfSignificantValueDigits: .three)
    private let onTick: () -> Void
    private var running = false

    /// What `stats` reports of the clock: ticks skipped and lateness percentiles in milliseconds.
    var figures: DaemonEnvironment.ClockFigures {
        guard lateness.totalCount > 0 else { return DaemonEnvironment.ClockFigures(skipped: skipped, lateness: nil) }
        let milliseconds = { (microseconds: UInt64) in Double(microseconds) / 1000 }
        return DaemonEnvironment.ClockFigures(
            skipped: skipped,
            lateness: DaemonReplies.Percentiles(
                count: Int(lateness.totalCount), p50: milliseconds(lateness.valueAtPercentile(50)),
                p90: milliseconds(lateness.valueAtPercentile(90)), p99: milliseconds(lateness.valueAtPercentile(99)),
                max: milliseconds(lateness.max)))
    }

    /// A clock at `tickHz` that calls `onTick` for each tick; started by `start()`.
    /// - Throws: the `timerfd_create` or `uv_poll_init` failure, as a description.
    init(loop: UnsafeMutablePointer<uv_loop_t>, tickHz: Double, onTick: @escaping () -> Void) throws(LoopClockError) {
        self.loop = loop
        self.onTick = onTick
        period = UInt64((1e9 / tickHz).rounded())
        descriptor = timerfd_create(CLOCK_MONOTONIC, Int32(TFD_NONBLOCK | TFD_CLOEXEC))
        guard descriptor >= 0 else {
            throw LoopClockError(description: "timerfd_create: \(String(cString: strerror(errno)))")
        }
        alarm = .allocate(capacity: 1)
        let status = uv_poll_init(loop, alarm, descriptor)
        guard status == 0 else {
            alarm.deallocate()
            systemClose(descriptor)
            throw LoopClockError(description: "uv_poll_init: \(uvErrorDescription(status))")
        }
        alarm.pointee.data = Unmanaged.passUnretained(self).toOpaque()
    }

    func start() {
        origin = uv_hrtime()
        consumed = 0
        running = true
        uv_poll_start(alarm, Int32(UV_READABLE.rawValue)) { handle, _, _ in
            guard let data = handle?.pointee.data else { return }
            Unmanaged<LoopClock>.fromOpaque(data).takeUnretainedValue().fire()
        }
        schedule()
    }

    /// Stops ticking, closes the poll handle (freed when libuv is done with it) and the timerfd.
    func close() {
        running = false
        uv_poll_stop(alarm)
        uv_close(UnsafeMutableRawPointer(alarm).assumingMemoryBound(to: uv_handle_t.self)) { handle in
            handle?.deallocate()
        }
        systemClose(descriptor)
    }

    /// Runs the ticks that are due. - Complexity: O(due ticks), at most `maximumCatchUp`.
    fileprivate func fire() {
        guard running else { return }
        var expirations: UInt64 = 0
        _ = read(descriptor, &expirations, MemoryLayout<UInt64>.size)
        let now = uv_hrtime()
        let passed = now >= origin ? (now - origin) / period : 0
        if passed > consumed {
            let firstDeadline = origin + (consumed + 1) * period
            _ = lateness.record((now - firstDeadline) / 1000)
            var due = passed - consumed
            if due > Self.maximumCatchUp {
                skipped += Int(due - Self.maximumCatchUp)
                consumed += due - Self.maximumCatchUp
                due = Self.maximumCatchUp
            }
            for _ in 0..<due {
                consumed += 1
                onTick()
                guard running else { return }
            }
        }
        schedule()
    }

    /// Arms the timerfd at the next grid point (absolute; a deadline already passed fires at once).
    private func schedule() {
        let next = origin + (consumed + 1) * period
        var setting = itimerspec()
        setting.it_value = timespec(tv_sec: Int(next / 1_000_000_000), tv_nsec: Int(next % 1_000_000_000))
        timerfd_settime(descriptor, Int32(TFD_TIMER_ABSTIME), &setting, nil)
    }
}

/// The real clock could not be set up.
struct LoopClockError: Error {
    var description: String
}
