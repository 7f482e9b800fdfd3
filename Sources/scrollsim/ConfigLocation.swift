import Foundation
import Specs
import Wire
import WireFormat

/// Where the daemon's settings are found, for `serve`.
///
/// The config file is `--config FILE`, else `DaemonLocation.userConfig` when that exists, else none
/// (`--no-config`: none at all). The socket is `DaemonLocation.socket(flag:configured:)`.
enum ConfigLocation {
    /// The config file to read: the one named, else the user's when it exists; nil with `--no-config`.
    static func configPath(named: String?, disabled: Bool) -> String? {
        if disabled { return nil }
        if let named { return named }
        let user = DaemonLocation.userConfig
        return FileManager.default.fileExists(atPath: user) ? user : nil
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
}
