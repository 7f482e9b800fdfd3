import CLibUV
import Glibc
import Logging
import Wire

extension DaemonServer {
    /// SIGTERM and SIGINT shut down gracefully (a second one exits at once); SIGHUP reads the config again.
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
        if number == SIGHUP { return reloadConfiguration() }
        guard state == .running else {
            log.warning("second signal (\(name)) during shutdown: exiting at once")
            _exit(128 + number)
        }
        beginShutdown(reason: number == SIGTERM ? "SIGTERM" : "SIGINT")
    }

    /// SIGHUP: reads the config file again. Its limits take effect at once (`maxLine` for connections made
    /// from then on) and its log level too; clients, views and scenarios stay. A config that does not read
    /// is logged and the one in force kept.
    func reloadConfiguration() {
        guard let reload = options.reload else {
            log.notice("SIGHUP: no config file to read again")
            return
        }
        ServiceManager.notify("RELOADING=1")
        defer { ServiceManager.notify("READY=1") }
        do {
            let fresh = try reload()
            options.configuration.limits = fresh.limits
            options.configuration.logLevel = fresh.logLevel
            for connection in connections { connection.backPressure.useMarks(of: fresh.limits) }
            log.logLevel = Logger.Level(rawValue: fresh.logLevel) ?? .info
            log.notice("SIGHUP: config read again (log level \(fresh.logLevel), limits \(fresh.limits))")
        } catch {
            log.error("SIGHUP: the config was not read again, the one in force stays: \(error)")
        }
    }

    /// Stops the clock and the listener (removing the socket file), sends `shutdown` to every client and
    /// flushes each; clients still connected after the grace period are closed.
    func beginShutdown(reason: String) {
        guard state == .running else { return }
        state = .shuttingDown
        ServiceManager.notify("STOPPING=1")
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
