import WireFormat

extension DaemonLocation {
    /// The socket a client connects to: `flag`, else `$SCROLLSIM_SOCKET`, else the user config's
    /// `socket:` (only that key is read: an error elsewhere in the file is the daemon's to report), else
    /// `defaultSocket`. - Throws: `InputError` when the config exists but its `socket` cannot be read.
    public static func clientSocket(flag: String?) throws(InputError) -> String {
        try clientSocket(flag: flag, configuredSocket: SpecFile.loadConfiguredSocket(path:))
    }
}
