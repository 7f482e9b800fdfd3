import CLibUV
import Histogram

/// The daemon's real clock: ticks on an ideal grid `origin + k·period` measured with `uv_hrtime`, each
/// scheduled by a one-shot timer to the next deadline (a repeating timer drifts by the callback's time).
/// After a stall (SIGSTOP, a slow tick) at most `maximumCatchUp` ticks run at once; the rest are skipped
/// and counted, so simulated time jumps instead of bursting.
final class LoopClock {
    /// The most ticks run for one timer callback.
    static let maximumCatchUp: UInt64 = 5

    private let loop: UnsafeMutablePointer<uv_loop_t>
    private let timer: UnsafeMutablePointer<uv_timer_t>
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

    /// A clock at `tickHz` that calls `onTick` for each tick; started by `start()`.
    init(loop: UnsafeMutablePointer<uv_loop_t>, tickHz: Double, onTick: @escaping () -> Void) {
        self.loop = loop
        self.onTick = onTick
        period = UInt64((1e9 / tickHz).rounded())
        timer = .allocate(capacity: 1)
        uv_timer_init(loop, timer)
        timer.pointee.data = Unmanaged.passUnretained(self).toOpaque()
    }

    func start() {
        origin = uv_hrtime()
        consumed = 0
        running = true
        schedule()
    }

    /// Stops ticking and closes the timer handle (it is freed when libuv is done with it).
    func close() {
        running = false
        uv_timer_stop(timer)
        uv_close(UnsafeMutableRawPointer(timer).assumingMemoryBound(to: uv_handle_t.self)) { handle in
            handle?.deallocate()
        }
    }

    /// Runs the ticks that are due. - Complexity: O(due ticks), at most `maximumCatchUp`.
    fileprivate func fire() {
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
        uv_update_time(loop)
        schedule()
    }

    /// Arms the timer for the next grid point, rounding up to libuv's milliseconds.
    private func schedule() {
        let next = origin + (consumed + 1) * period
        let now = uv_hrtime()
        let wait = next > now ? (next - now + 999_999) / 1_000_000 : 0
        uv_timer_start(
            timer,
            { handle in
                guard let data = handle?.pointee.data else { return }
                Unmanaged<LoopClock>.fromOpaque(data).takeUnretainedValue().fire()
            }, wait, 0)
    }
}
