/// Why the daemon did not start, with the kind of failure the command line turns into its exit status.
public struct DaemonStartError: Error, CustomStringConvertible {
    /// What kind of failure it is.
    public enum Cause: Sendable {
        /// The socket cannot be served (a bad path, a live daemon there, socket activation gone wrong).
        case usage
        /// The config's views or scenarios do not read.
        case badInput
        /// The system refused what the daemon needs (a timer).
        case internalError
    }

    public var cause: Cause
    public var description: String

    public init(cause: Cause, description: String) {
        self.cause = cause
        self.description = description
    }
}
