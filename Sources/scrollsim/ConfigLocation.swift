import Daemon
import Foundation
import Wire

/// Where the daemon's settings and socket are found, for `serve` and its clients alike.
///
/// The config file is `--config FILE`, else `$XDG_CONFIG_HOME/scrollsim/config.yaml` (`~/.config/…` without
/// it) when that exists, else none (`--no-config`: none at all). The socket is `--socket`, else
/// `$SCROLLSIM_SOCKET`, else the config's `socket`, else `SocketPath.defaultPath`.
enum ConfigLocation {
    /// The environment variable naming the socket, read by `serve`, `send` and `subscribe`.
    static let socketVariable = "SCROLLSIM_SOCKET"

    /// The user's config file, whether it exists or not.
    static var userConfig: String {
        let environment = ProcessInfo.processInfo.environment
        let base =
            environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.config"
        return base + "/scrollsim/config.yaml"
    }

    /// The config file to read: the one named, else the user's when it exists; nil with `--no-config`.
    static func configPath(named: String?, disabled: Bool) -> String? {
        if disabled { return nil }
        if let named { return named }
        return FileManager.default.fileExists(atPath: userConfig) ? userConfig : nil
    }

    /// The settings of the config file at `path` (the defaults without one).
    /// - Throws: exit 65 after printing the error.
    static func load(_ path: String?) throws -> DaemonConfiguration {
        guard let path else { return DaemonConfiguration() }
        do {
            return try SpecFile.loadConfiguration(path: path)
        } catch {
            throw reportBadInput(error)
        }
    }

    /// The socket the user's config names, for the clients: only that key is read, so an error elsewhere in
    /// the file (a bad limit) is the daemon's to report, not theirs.
    /// - Throws: exit 65 after printing the error, when the file or its `socket` cannot be read.
    static func configuredSocket() throws -> String? {
        guard let path = configPath(named: nil, disabled: false) else { return nil }
        do {
            return try SpecFile.loadConfiguredSocket(path: path)
        } catch {
            throw reportBadInput(error)
        }
    }

    /// The socket path, from the flag, the environment, the config or the default, in that order.
    static func socket(flag: String?, configured: String?) -> String {
        if let flag { return flag }
        if let variable = ProcessInfo.processInfo.environment[socketVariable], !variable.isEmpty { return variable }
        return configured ?? SocketPath.defaultPath
    }
}
