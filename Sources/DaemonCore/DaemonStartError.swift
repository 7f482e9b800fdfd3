import Wire

/// Why the daemon did not start, with the exit status to report.
public struct DaemonStartError: Error, CustomStringConvertible {
    public var status: ExitStatus
    public var description: String

    public init(status: ExitStatus, description: String) {
        self.status = status
        self.description = description
    }
}
