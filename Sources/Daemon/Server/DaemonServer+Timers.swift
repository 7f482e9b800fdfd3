import CLibUV
import DaemonCore
import Specs
import Wire

extension DaemonServer {
    /// Starts the housekeeping timer (the core's stall check, every quarter `stallTimeout` between 5 and
    /// 100 ms), the idle handles that run `step`s and output turns, and the real clock when configured.
    /// - Throws: `StartError` (70) when the real clock's timer cannot be made.
    func startTimers() throws(StartError) {
        let interval = UInt64(max(5, min(100, options.configuration.limits.stallTimeout / 4)))
        own(
            startTimer(after: interval, every: interval) { timer in
                guard let server = DaemonServer.owning(timer) else { return }
                server.feed(.housekeeping(now: uv_now(server.loop)))
            })
        uv_idle_init(loop, stepper)
        stepper.pointee.data = Unmanaged.passUnretained(self).toOpaque()
        own(stepper)
        uv_idle_init(loop, outputPump)
        outputPump.pointee.data = Unmanaged.passUnretained(self).toOpaque()
        own(outputPump)
        if options.configuration.clock == .real {
            let clock: LoopClock
            do {
                clock = try LoopClock(loop: loop, tickHz: core.tickHz) { [unowned self] in feed(.tick) }
            } catch {
                throw StartError(
                    cause: .internalError, description: "cannot start the real clock: \(error.description)")
            }
            clock.start()
            self.clock = clock
        }
    }

    /// Starts or stops feeding `stepTick`s from the loop's idle phase.
    func runSteps(_ wanted: Bool) {
        stepsRunning = wanted
        guard wanted else {
            uv_idle_stop(stepper)
            return
        }
        uv_idle_start(stepper) { handle in
            guard let data = handle?.pointee.data else { return }
            Unmanaged<DaemonServer>.fromOpaque(data).takeUnretainedValue().stepTurn()
        }
    }

    /// Starts or stops feeding one `outputTurn` per loop iteration, from its idle phase: the writes and the
    /// other clients are served between turns.
    func runOutputTurns(_ wanted: Bool) {
        guard wanted else {
            uv_idle_stop(outputPump)
            return
        }
        uv_idle_start(outputPump) { handle in
            guard let data = handle?.pointee.data else { return }
            Unmanaged<DaemonServer>.fromOpaque(data).takeUnretainedValue().feed(.outputTurn)
        }
    }

    /// Feeds up to `ticksPerTurn` `stepTick`s, for at most `stepTurnNanoseconds` (at least one), then lets
    /// the loop serve the other clients.
    private func stepTurn() {
        let deadline = uv_hrtime() + Self.stepTurnNanoseconds
        var budget = Self.ticksPerTurn
        while stepsRunning, budget > 0, budget == Self.ticksPerTurn || uv_hrtime() < deadline {
            feed(.stepTick)
            budget -= 1
        }
    }

    /// A timer of the loop, with the server as its data, started to call `fire` after `milliseconds` (then
    /// every `interval`, when not 0); the caller closes it, or has it closed at shutdown (`own`).
    func startTimer(after milliseconds: UInt64, every interval: UInt64 = 0, _ fire: uv_timer_cb)
        -> UnsafeMutablePointer<uv_timer_t>
    {
        let timer = UnsafeMutablePointer<uv_timer_t>.allocate(capacity: 1)
        uv_timer_init(loop, timer)
        timer.pointee.data = Unmanaged.passUnretained(self).toOpaque()
        uv_timer_start(timer, fire, milliseconds, interval)
        return timer
    }

    /// The server whose timer `timer` is (`startTimer`).
    static func owning(_ timer: UnsafeMutablePointer<uv_timer_t>?) -> DaemonServer? {
        timer?.pointee.data.map { Unmanaged<DaemonServer>.fromOpaque($0).takeUnretainedValue() }
    }

    /// Closes the daemon's own handles; the loop then has nothing left and `run` returns.
    func closeOwnHandles() {
        let handles = ownHandles
        ownHandles = []
        for handle in handles where uv_is_closing(handle) == 0 {
            closeAndDeallocate(handle)
        }
    }
}
