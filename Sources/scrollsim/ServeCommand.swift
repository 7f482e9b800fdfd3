import ArgumentParser
import Daemon
import Foundation
import Logging
import Wire

/// `scrollsim serve`: the daemon.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Runs the daemon: a libuv loop ticking the simulator and serving NDJSON on a Unix socket.",
        discussion: """
            Settings come from the config file (default Config/scrollsim.yaml when it exists), then these flags. \
            SIGTERM or SIGINT shut down cleanly (a second one exits at once). Exits 64 when the socket cannot \
            be served (a live daemon owns it, the path is not a socket or is too long), 65 for a bad config.
            """
    )

    @Option(help: "The config file.")
    var config: String?

    @Option(help: "The socket path (default $XDG_RUNTIME_DIR/scrollsim/scrollsim.sock).")
    var socket: String?

    @Option(name: .customLong("tick-hz"), help: "Ticks per second.")
    var tickHz: Double?

    @Option(help: "real (ticks follow the monotonic clock) or manual (time moves only by the step command).")
    var clock: String?

    @Option(name: .customLong("log-level"), help: "trace, debug, info, notice, warning, error or critical.")
    var logLevel: String?

    @Flag(name: .customLong("allow-shutdown"), help: "Honour the shutdown command.")
    var allowShutdown = false

    func validate() throws {
        if let tickHz, !(1...1000).contains(tickHz) { throw ValidationError("--tick-hz must be from 1 to 1000") }
        if let clock, DaemonConfiguration.ClockMode(rawValue: clock) == nil {
            throw ValidationError("--clock must be real or manual, got \(clock)")
        }
        if let logLevel, !DaemonConfiguration.logLevels.contains(logLevel) {
            throw ValidationError("--log-level must be one of \(DaemonConfiguration.logLevels.joined(separator: ", "))")
        }
    }

    func run() throws {
        var settings = try loadConfiguration()
        if let socket { settings.socket = socket }
        if let tickHz { settings.tickHz = tickHz }
        if let clock { settings.clock = .init(rawValue: clock)! }
        if let logLevel { settings.logLevel = logLevel }
        let level = Logger.Level(rawValue: settings.logLevel) ?? .info
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
        let options = DaemonServer.Options(
            configuration: settings, socketPath: settings.socket ?? SocketPath.defaultPath, version: ScrollSim.version,
            allowShutdown: allowShutdown)
        let server = DaemonServer(options: options, logger: Logger(label: "scrollsim"))
        let status: Int32
        do {
            status = try server.run()
        } catch {
            printError("scrollsim serve: \(error.description)")
            throw ExitCode(error.status)
        }
        if status != 0 { throw ExitCode(status) }
    }

    /// The config file's settings; the defaults when no file is named and Config/scrollsim.yaml is absent.
    private func loadConfiguration() throws -> DaemonConfiguration {
        let path = config ?? (FileManager.default.fileExists(atPath: Self.defaultConfig) ? Self.defaultConfig : nil)
        guard let path else { return DaemonConfiguration() }
        do {
            return try SpecFile.loadConfiguration(path: path)
        } catch {
            throw reportBadInput(error)
        }
    }

    static let defaultConfig = "Config/scrollsim.yaml"
}
