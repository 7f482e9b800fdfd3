/// The exit statuses of every `scrollsim` command, as the protocol lists them (sysexits' numbers).
public enum ExitStatus: Int32, Sendable, CaseIterable {
    case success = 0
    /// `run`: an expectation or a golden check failed.
    case failed = 1
    /// Bad usage; `serve` also when its socket cannot be served.
    case usage = 64
    /// A bad input file; `send` also when a reply is an error.
    case badInput = 65
    /// No daemon answers (or it runs as another user).
    case unavailable = 69
    case internalError = 70
    /// An output file or folder cannot be created.
    case cannotCreate = 73
}
