#if os(Linux)
    import CLibUV
    import Platform

    /// Linux's alarm for `LoopClock`: a timerfd armed at the deadline's absolute CLOCK_MONOTONIC time (the
    /// clock `uv_hrtime` reads), watched by a `uv_poll` handle. Nanosecond resolution, where libuv's own
    /// timers count whole milliseconds.
    final class TimerDescriptorAlarm: ClockAlarm {
        private let poll: UnsafeMutablePointer<uv_poll_t>
        private let descriptor: Int32
        private var onRing: () -> Void = {}

        /// - Throws: the `timerfd_create` or `uv_poll_init` failure, as a description.
        init(loop: UnsafeMutablePointer<uv_loop_t>) throws(LoopClockError) {
            descriptor = timerfd_create(CLOCK_MONOTONIC, Int32(TFD_NONBLOCK | TFD_CLOEXEC))
            guard descriptor >= 0 else {
                throw LoopClockError(description: "timerfd_create: \(String(cString: strerror(errno)))")
            }
            poll = .allocate(capacity: 1)
            let status = uv_poll_init(loop, poll, descriptor)
            guard status == 0 else {
                poll.deallocate()
                systemClose(descriptor)
                throw LoopClockError(description: "uv_poll_init: \(uvErrorDescription(status))")
            }
            poll.pointee.data = Unmanaged.passUnretained(self).toOpaque()
        }

        func start(_ onRing: @escaping () -> Void) {
            self.onRing = onRing
            uv_poll_start(poll, Int32(UV_READABLE.rawValue)) { handle, _, _ in
                guard let data = handle?.pointee.data else { return }
                Unmanaged<TimerDescriptorAlarm>.fromOpaque(data).takeUnretainedValue().ring()
            }
        }

        func arm(at deadline: UInt64) {
            var setting = itimerspec()
            setting.it_value = timespec(
                tv_sec: Int(deadline / 1_000_000_000), tv_nsec: Int(deadline % 1_000_000_000))
            timerfd_settime(descriptor, Int32(TFD_TIMER_ABSTIME), &setting, nil)
        }

        func close() {
            uv_poll_stop(poll)
            closeAndDeallocate(poll)
            systemClose(descriptor)
        }

        /// Drains the expiration count (else the descriptor stays readable) and rings.
        private func ring() {
            var expirations: UInt64 = 0
            _ = systemRead(descriptor, &expirations, MemoryLayout<UInt64>.size)
            onRing()
        }
    }
#endif
