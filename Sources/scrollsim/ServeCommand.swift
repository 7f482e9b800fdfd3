import ArgumentParser
import Daemon
import DaemonCore
import Foundation
import Logging
import Specs
import Wire
import WireFormat

/// `scrollsim serve`: the daemon.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Runs the daemon: a libuv loop ticking the simulator and serving NDJSON on a Unix socket.",
        discussion: """
            Settings come from the config file (--config, else $XDG_CONFIG_HOME/scrollsim/config.yaml when it \
            exists; --no-config for none), then these flags. The socket is --socket, else $SCROLLSIM_SOCKET, \
            else the config's socket, else $XDG_RUNTIME_DIR/scrollsim/scrollsim.sock \
            (/tmp/scrollsim-UID/scrollsim.sock without XDG_RUNTIME_DIR). SIGTERM or SIGINT shut down cleanly \
            (a second one exits at once); SIGHUP reads the config again (its limits and log level). Under systemd, \
            the socket may be passed (socket activation, LISTEN_FDS) and readiness is told with sd_notify. Exits 64 when the socket cannot be served (a live daemon owns it, the \
            path is not a socket or is too long), 65 for a bad config.
            """
    )

    @Option(help: "The config file (default $XDG_CONFIG_HOME/scrollsim/config.yaml when it exists).")
    var config: String?

    @Flag(name: .customLong("no-config"), help: "Read no config file: the defaults, then these flags.")
    var noConfig = false

    @Option(
        help: "The socket path (default $SCROLLSIM_SOCKET, the config's, or $XDG_RUNTIME_DIR/scrollsim/scrollsim.sock)."
    )
    var socket: String?

    @Option(name: .customLong("tick-hz"), help: "Ticks per second.")
    var tickHz: Double?

    @Option(help: "real (ticks follow the monotonic clock) or manual (time moves only by the step command).")
    var clock: String?

    @Option(name: .customLong("log-level"), help: "trace, debug, info, notice, warning, error or critical.")
    var logLevel: String?

    @Flag(name: .customLong("allow-shutdown"), help: "Honour the shutdown command.")
    var allowShutdown = false

    @Option(
        name: .customLong("ready-fd"),
        help: ArgumentHelp(
            "Write a newline to this descriptor once the socket listens, then close it (s6-style readiness; under systemd, READY=1 goes to $NOTIFY_SOCKET).",
            valueName: "N"))
    var readyDescriptor: Int32?

    func validate() throws {
        if noConfig && config != nil { throw ValidationError("give either --config or --no-config, not both") }
        if let tickHz, !(1...1000).contains(tickHz) { throw ValidationError("--tick-hz must be from 1 to 1000") }
        if let clock, DaemonConfiguration.ClockMode(rawValue: clock) == nil {
            throw ValidationError("--clock must be real or manual, got \(clock)")
        }
        if let readyDescriptor, !(3...1023).contains(readyDescriptor) {
            throw ValidationError("--ready-fd must be from 3 to 1023")
        }
        if let logLevel, !DaemonConfiguration.logLevels.contains(logLevel) {
            throw ValidationError("--log-level must be one of \(DaemonConfiguration.logLevels.joined(separator: ", "))")
        }
    }

    func run() throws {
        let configPath = ConfigLocation.configPath(named: config, disabled: noConfig)
        let overrides = Overrides(
            tickHz: tickHz, clock: clock.flatMap(DaemonConfiguration.ClockMode.init), logLevel: logLevel)
        var settings = overrides.applied(to: try ConfigLocation.load(configPath))
        let socketPath = DaemonLocation.socket(flag: socket, configured: settings.socket)
        settings.socket = socketPath
        let level = Logger.Level(rawValue: settings.logLevel) ?? .info
        LoggingSystem.bootstrap { label in
            var handler = EscapingLogHandler(wrapped: StreamLogHandler.standardError(label: label))
            handler.logLevel = level
            return handler
        }
        var reload: (@Sendable () throws -> DaemonConfiguration)?
        if let configPath {
            reload = { () throws -> DaemonConfiguration in
                overrides.applied(to: try SpecFile.loadConfiguration(path: configPath))
            }
        }
        let options = DaemonServer.Options(
            configuration: settings, socketPath: socketPath, version: ScrollSim.version,
            allowShutdown: allowShutdown, readyDescriptor: readyDescriptor, reload: reload)
        let logger = Logger(label: "scrollsim")
        logger.info("socket \(socketPath); config \(configPath ?? "none (the defaults)")")
        let server = DaemonServer(options: options, logger: logger)
        let shutdown: DaemonServer.Shutdown
        do {
            shutdown = try server.run()
        } catch {
            printError("scrollsim serve: \(error.description)")
            throw ExitCode(ExitStatus(error.cause))
        }
        if shutdown == .handleLeaked { throw ExitCode(.internalError) }
    }

    /// The flags that override the config file, at start and when SIGHUP reads it again.
    private struct Overrides: Sendable {
        var tickHz: Double?
        var clock: DaemonConfiguration.ClockMode?
        var logLevel: String?

        func applied(to file: DaemonConfiguration) -> DaemonConfiguration {
            var settings = file
            if let tickHz { settings.tickHz = tickHz }
            if let clock { settings.clock = clock }
            if let logLevel { settings.logLevel = logLevel }
            return settings
        }
    }
}
