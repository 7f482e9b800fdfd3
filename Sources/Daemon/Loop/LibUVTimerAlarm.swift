import CLibUV

/// The portable alarm for `LoopClock`: a libuv one-shot timer. libuv counts in whole milliseconds of the
/// loop's time (`uv_now`, the same monotonic clock as `uv_hrtime`, truncated), so the alarm is due at the
/// first whole millisecond at or after the deadline: it rings up to about 1 ms late, never early.
final class LibUVTimerAlarm: ClockAlarm {
    private let loop: UnsafeMutablePointer<uv_loop_t>
    private let timer: UnsafeMutablePointer<uv_timer_t>
    private var onRing: () -> Void = {}

    /// - Throws: the `uv_timer_init` failure, as a description.
    init(loop: UnsafeMutablePointer<uv_loop_t>) throws(LoopClockError) {
        self.loop = loop
        timer = .allocate(capacity: 1)
        let status = uv_timer_init(loop, timer)
        guard status == 0 else {
            timer.deallocate()
            throw LoopClockError(description: "uv_timer_init: \(uvErrorDescription(status))")
        }
        timer.pointee.data = Unmanaged.passUnretained(self).toOpaque()
    }

    func start(_ onRing: @escaping () -> Void) {
        self.onRing = onRing
    }

    func arm(at deadline: UInt64) {
        uv_update_time(loop)
        let due = deadline / 1_000_000 + (deadline % 1_000_000 == 0 ? 0 : 1)
        let now = uv_now(loop)
        let milliseconds = due > now ? due - now : 0
        uv_timer_start(
            timer,
            { handle in
                guard let data = handle?.pointee.data else { return }
                Unmanaged<LibUVTimerAlarm>.fromOpaque(data).takeUnretainedValue().onRing()
            }, milliseconds, 0)
    }

    func close() {
        uv_timer_stop(timer)
        uv_close(UnsafeMutableRawPointer(timer).assumingMemoryBound(to: uv_handle_t.self)) { handle in
            handle?.deallocate()
        }
    }
}
