import Logging
import Specs
import Wire
import WireFormat

extension DaemonCore {
    /// The config was read again (SIGHUP): its limits take effect at once (`maxLine` for clients that
    /// connect from then on, the water marks for every client, keeping lags under way) and its log level
    /// too; clients, views and scenarios stay.
    func reconfigure(limits: DaemonConfiguration.Limits, logLevel: String) {
        configuration.limits = limits
        configuration.logLevel = logLevel
        for client in clients.all { client.backPressure.useMarks(of: limits) }
        log.logLevel = Logger.Level(rawValue: logLevel) ?? .info
        log.notice("SIGHUP: config read again (log level \(logLevel), limits \(limits))")
    }

    /// Stops the clock and the listener (the adapter removes the socket file), sends `shutdown` to every
    /// client and flushes each; clients still connected after the grace period are closed.
    func beginShutdown(reason: String) {
        guard state == .running else { return }
        state = .shuttingDown
        log.info("shutting down (\(reason)); \(clients.count) client(s) connected")
        if steps.want(false) { actions.append(.runSteps(false)) }
        actions.append(.stopListening(graceMilliseconds: Self.shutdownGrace))
        flushOutbox()
        let line = DaemonEvents.line("shutdown", at: moment(issuing: true), ["reason": .string(reason)])
        for client in clients.all {
            send(line, to: client)
            flushAndClose(client, .shutdown)
        }
        if clients.isEmpty { finish() }
    }

    /// The grace period is over: whoever is still connected is closed.
    func graceOver() {
        guard state == .shuttingDown else { return }
        log.warning("grace period over: closing \(clients.count) client(s)")
        for client in clients.removeAll() {
            client.phase = .closed
            actions.append(.close(client.id, .shutdown))
        }
        finish()
    }

    /// Every client is gone: the departing ones are closed, and the adapter closes its own handles.
    func finish() {
        guard state != .finished else { return }
        state = .finished
        for id in clients.removeAllDeparting() { actions.append(.close(id, .slowConsumer)) }
        actions.append(.finish)
    }
}
