import CLibUV
import Glibc
import Logging
import Wire

extension DaemonServer {
    /// SIGTERM and SIGINT shut down gracefully (a second one exits at once); SIGHUP is logged and ignored.
    /// The signals are unblocked first: a parent may have started the daemon with them blocked.
    func watchSignals() {
        var set = sigset_t()
        sigemptyset(&set)
        for number in [SIGTERM, SIGINT, SIGHUP] { sigaddset(&set, number) }
        sigprocmask(SIG_UNBLOCK, &set, nil)
        for number in [SIGTERM, SIGINT, SIGHUP] {
            let handle = UnsafeMutablePointer<uv_signal_t>.allocate(capacity: 1)
            uv_signal_init(loop, handle)
            handle.pointee.data = Unmanaged.passUnretained(self).toOpaque()
            uv_signal_start(
                handle,
                { handle, number in
                    guard let data = handle?.pointee.data else { return }
                    Unmanaged<DaemonServer>.fromOpaque(data).takeUnretainedValue().received(signal: number)
                }, number)
            own(handle)
        }
    }

    private func received(signal number: Int32) {
        let name = String(cString: strsignal(number))
        if number == SIGHUP {
            log.notice("SIGHUP ignored (\(name))")
            return
        }
        guard state == .running else {
            log.warning("second signal (\(name)) during shutdown: exiting at once")
            _exit(128 + number)
        }
        beginShutdown(reason: number == SIGTERM ? "SIGTERM" : "SIGINT")
    }

    /// Stops the clock and the listener (removing the socket file), sends `shutdown` to every client and
    /// flushes each; clients still connected after the grace period are closed.
    func beginShutdown(reason: String) {
        guard state == .running else { return }
        state = .shuttingDown
        log.info("shutting down (\(reason)); \(connections.count) client(s) connected")
        clock?.close()
        clock = nil
        uv_idle_stop(stepper)
        closeListener()
        let line = DaemonEvents.line("shutdown", at: moment(issuing: true), ["reason": .string(reason)])
        for connection in connections {
            connection.send(line)
            connection.shutDown()
        }
        let grace = UnsafeMutablePointer<uv_timer_t>.allocate(capacity: 1)
        uv_timer_init(loop, grace)
        grace.pointee.data = Unmanaged.passUnretained(self).toOpaque()
        uv_timer_start(
            grace,
            { timer in
                guard let data = timer?.pointee.data else { return }
                let server = Unmanaged<DaemonServer>.fromOpaque(data).takeUnretainedValue()
                server.log.warning("grace period over: closing \(server.connections.count) client(s)")
                for connection in server.connections { connection.close() }
                server.finishShutdown()
            }, Self.shutdownGrace, 0)
        own(grace)
        if connections.isEmpty { finishShutdown() }
    }

    /// Closes the daemon's own handles; the loop then has nothing left and `run` returns.
    func finishShutdown() {
        for connection in departing { connection.close() }
        let handles = ownHandles
        ownHandles = []
        for handle in handles where uv_is_closing(handle) == 0 {
            uv_close(handle) { $0?.deallocate() }
        }
    }
}
