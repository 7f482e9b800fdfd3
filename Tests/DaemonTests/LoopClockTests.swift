import CLibUV
import DaemonCore
import Testing
import Wire

@testable import Daemon

/// The real clock on each alarm the system has (on Linux both the timerfd and the portable libuv timer that
/// other systems use), on a loop of its own: what the grid promises, whatever the machine's speed.
@Suite struct LoopClockTests {
    /// 1,000 Hz: one tick a millisecond.
    static let tickHz = 1_000.0

    /// What a clock did on its own loop until its tick `closeAt` closed it.
    final class Run {
        /// `uv_hrtime` just before `start()`; the grid's origin is at or after it.
        var started: UInt64 = 0
        /// `uv_hrtime` at each tick, in order.
        var tickTimes: [UInt64] = []
        var skipped = 0
        var latenessCount = 0
        /// What `uv_loop_close` answered: 0 when the clock released every handle.
        var loopClose: Int32 = -1
        /// The watchdog stopped the loop: the clock stopped ticking.
        var stalled = false
    }

    /// Runs a clock with alarm `kind` until tick `closeAt` closes it; `onTick(n)` runs in tick n (1-based)
    /// first. A watchdog of 5 s stops a loop whose clock stopped ticking.
    static func run(_ kind: ClockAlarmKind, closeAt: Int, onTick: @escaping (Int) -> Void = { _ in }) throws -> Run {
        let loop = UnsafeMutablePointer<uv_loop_t>.allocate(capacity: 1)
        let watchdog = UnsafeMutablePointer<uv_timer_t>.allocate(capacity: 1)
        defer {
            loop.deallocate()
            watchdog.deallocate()
        }
        #expect(uv_loop_init(loop) == 0)
        let run = Run()
        uv_timer_init(loop, watchdog)
        watchdog.pointee.data = Unmanaged.passUnretained(run).toOpaque()
        uv_timer_start(
            watchdog,
            { handle in
                guard let handle, let data = handle.pointee.data else { return }
                Unmanaged<Run>.fromOpaque(data).takeUnretainedValue().stalled = true
                uv_stop(handle.pointee.loop)
            }, 5_000, 0)
        let watchdogHandle = UnsafeMutableRawPointer(watchdog).assumingMemoryBound(to: uv_handle_t.self)
        uv_unref(watchdogHandle)
        var clock: LoopClock?
        clock = try LoopClock(loop: loop, tickHz: tickHz, alarm: kind) {
            run.tickTimes.append(uv_hrtime())
            onTick(run.tickTimes.count)
            if run.tickTimes.count == closeAt { clock?.close() }
        }
        run.started = uv_hrtime()
        clock?.start()
        uv_run(loop, UV_RUN_DEFAULT)
        run.skipped = clock?.skipped ?? -1
        run.latenessCount = clock?.figures.lateness?.count ?? 0
        if run.stalled { clock?.close() }
        clock = nil
        uv_close(watchdogHandle, nil)
        uv_run(loop, UV_RUN_DEFAULT)
        run.loopClose = uv_loop_close(loop)
        return run
    }

    @Test(arguments: ClockAlarmKind.allCases)
    func everyTickRunsAtOrAfterItsGridPointAndClosingReleasesTheAlarm(kind: ClockAlarmKind) throws {
        let run = try Self.run(kind, closeAt: 30)
        #expect(!run.stalled)
        #expect(run.tickTimes.count == 30)
        let period = UInt64(1e9 / Self.tickHz)
        for (index, time) in run.tickTimes.enumerated() {
            // Tick n's deadline is origin + n·period, and the origin is at or after `started`.
            #expect(time >= run.started + UInt64(index + 1) * period, "tick \(index + 1) ran early")
        }
        #expect(run.latenessCount >= 1)
        #expect(run.loopClose == 0, "a handle of the alarm is still open")
    }

    /// Tick 1 holds the loop for 20 periods; the next wake runs at most `maximumCatchUp` ticks and skips the
    /// rest: at least 20 − 5 − 5 = 10 (up to 5 ticks may have run in tick 1's own burst, had the first wake
    /// come late). Without the cap nothing would be skipped. Then the clock goes on ticking.
    @Test(arguments: ClockAlarmKind.allCases)
    func aStallRunsAtMostFiveTicksAtOnceAndSkipsTheRest(kind: ClockAlarmKind) throws {
        let period = UInt64(1e9 / Self.tickHz)
        let run = try Self.run(kind, closeAt: 12) { tick in
            guard tick == 1 else { return }
            let until = uv_hrtime() + 20 * period
            while uv_hrtime() < until {}
        }
        #expect(!run.stalled)
        #expect(run.tickTimes.count == 12)
        #expect(run.skipped >= 10)
        let elapsedPeriods = Int((run.tickTimes.last! - run.started) / period)
        #expect(run.tickTimes.count + run.skipped <= elapsedPeriods, "a tick ran or was skipped before its time")
    }
}
