import CLibUV
import DaemonCore
import Histogram
import Platform
import Specs
import Wire

/// The daemon's real clock: ticks on an ideal grid `origin + k·period` measured with `uv_hrtime`, each
/// scheduled one-shot at the next deadline (a repeating timer drifts by the callback's time). What wakes it
/// is a `ClockAlarm`: on Linux a timerfd with nanosecond resolution, where libuv's own timers count whole
/// milliseconds and, rounded up, fire 0.6–0.7 ms late on average; elsewhere libuv's timer. A wake never
/// runs a tick before its deadline. After a stall (SIGSTOP, a slow tick) at most `maximumCatchUp` ticks run
/// at once; the rest are skipped and counted, so simulated time jumps instead of bursting.
final class LoopClock {
    /// The most ticks run for one alarm.
    static let maximumCatchUp: UInt64 = 5

    private let alarm: any ClockAlarm
    /// Nanoseconds between ticks.
    let period: UInt64
    private var origin: UInt64 = 0
    /// Grid points consumed: ticks run plus ticks skipped.
    private var consumed: UInt64 = 0
    /// Ticks skipped by the catch-up cap.
    private(set) var skipped = 0
    /// How late each tick's alarm rang after its deadline, in microseconds.
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

    /// A clock at `tickHz` on `loop` that calls `onTick` for each tick, woken by an alarm of `kind`; started
    /// by `start()`.
    /// - Throws: the alarm's setup failure, as a description.
    init(
        loop: UnsafeMutablePointer<uv_loop_t>, tickHz: Double, alarm kind: ClockAlarmKind = .preferred,
        onTick: @escaping () -> Void
    ) throws(LoopClockError) {
        self.onTick = onTick
        period = UInt64((1e9 / tickHz).rounded())
        alarm = try kind.make(on: loop)
    }

    func start() {
        origin = uv_hrtime()
        consumed = 0
        running = true
        alarm.start { [weak self] in self?.fire() }
        schedule()
    }

    /// Stops ticking and closes the alarm.
    func close() {
        running = false
        alarm.close()
    }

    /// Runs the ticks that are due. - Complexity: O(due ticks), at most `maximumCatchUp`.
    private func fire() {
        guard running else { return }
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

    /// Arms the alarm at the next grid point (a deadline already passed rings at once).
    private func schedule() {
        alarm.arm(at: origin + (consumed + 1) * period)
    }
}
