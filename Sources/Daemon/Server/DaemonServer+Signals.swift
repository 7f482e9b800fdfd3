import CLibUV
import DaemonCore
import Logging
import Platform
import Specs
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
        if number == SIGHUP { return reloadConfiguration() }
        guard !core.isShuttingDown else {
            log.warning("second signal (\(String(cString: strsignal(number)))) during shutdown: exiting at once")
            _exit(128 + number)
        }
        feed(.shutdown(reason: number == SIGTERM ? "SIGTERM" : "SIGINT"))
    }

    /// SIGHUP: reads the config file again and hands its limits and log level to the core. A config that
    /// does not read is logged and the one in force kept.
    private func reloadConfiguration() {
        guard let reload = options.reload else {
            log.notice("SIGHUP: no config file to read again")
            return
        }
        ServiceManager.notify("RELOADING=1")
        defer { ServiceManager.notify("READY=1") }
        do {
            let fresh = try reload()
            options.configuration.limits = fresh.limits
            log.logLevel = Logger.Level(rawValue: fresh.logLevel) ?? .info
            feed(.reconfigure(limits: fresh.limits, logLevel: fresh.logLevel))
        } catch {
            log.error("SIGHUP: the config was not read again, the one in force stays: \(error)")
        }
    }
}
