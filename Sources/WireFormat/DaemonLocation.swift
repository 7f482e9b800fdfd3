import Platform

/// Where the daemon's socket and the user's config are, as the command line, `ScrollSimClient` and every
/// client look them up (Docs/Protocol.md, "Writing a client"): one implementation for all of them.
public enum DaemonLocation {
    /// The environment variable naming the socket, read by `serve`, its clients and `ScrollSimClient`.
    public static let socketVariable = "SCROLLSIM_SOCKET"

    /// `$XDG_RUNTIME_DIR/scrollsim/scrollsim.sock`, or `/tmp/scrollsim-$UID/scrollsim.sock` without it.
    public static var defaultSocket: String {
        if let runtime = environment("XDG_RUNTIME_DIR") { return runtime + "/scrollsim/scrollsim.sock" }
        return "/tmp/scrollsim-\(getuid())/scrollsim.sock"
    }

    /// The user's config file, whether it exists or not: `$XDG_CONFIG_HOME/scrollsim/config.yaml`, with
    /// `~/.config` for `XDG_CONFIG_HOME` when that is unset.
    public static var userConfig: String {
        let base = environment("XDG_CONFIG_HOME") ?? (environment("HOME") ?? homeFromPasswd) + "/.config"
        return base + "/scrollsim/config.yaml"
    }

    /// The socket path: `flag`, else `$SCROLLSIM_SOCKET`, else `configured` (the config's `socket:`), else
    /// `defaultSocket`.
    public static func socket(flag: String?, configured: String?) -> String {
        flag ?? environment(socketVariable) ?? configured ?? defaultSocket
    }

    /// The socket a client connects to: `flag`, else `$SCROLLSIM_SOCKET`, else the `socket:` that
    /// `configuredSocket` reads from the user config (called only when the file exists), else
    /// `defaultSocket`. - Throws: what `configuredSocket` throws.
    public static func clientSocket<Failure: Error>(
        flag: String?, configuredSocket: (_ configPath: String) throws(Failure) -> String?
    ) throws(Failure) -> String {
        let config = userConfig
        let readsConfig = flag == nil && environment(socketVariable) == nil && access(config, F_OK) == 0
        return socket(flag: flag, configured: readsConfig ? try configuredSocket(config) : nil)
    }

    /// A non-empty environment variable.
    private static func environment(_ name: String) -> String? {
        guard let value = getenv(name).map({ String(cString: $0) }), !value.isEmpty else { return nil }
        return value
    }

    /// The home directory of the user, from the password database.
    private static var homeFromPasswd: String {
        guard let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir else { return "/" }
        return String(cString: directory)
    }
}
