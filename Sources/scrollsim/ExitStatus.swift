import ArgumentParser
import DaemonCore
import Foundation
import Platform
import Specs
import Wire

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

extension ExitCode {
    /// The exit code of one of the protocol's statuses.
    init(_ status: ExitStatus) {
        self.init(status.rawValue)
    }
}

extension ExitStatus {
    /// The status `serve` exits with when the daemon cannot start for `cause`.
    init(_ cause: DaemonStartError.Cause) {
        switch cause {
        case .usage: self = .usage
        case .badInput: self = .badInput
        case .internalError: self = .internalError
        }
    }
}

/// Prints a bad-input error to stderr; the caller exits 65.
func reportBadInput(_ error: InputError) -> ExitCode {
    printError(error.description)
    return ExitCode(.badInput)
}

/// Writes one message to standard error, its control characters escaped (`TerminalText`): messages quote
/// ids, names and files from the input.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((TerminalText.escaped(message, keepingLineBreaks: true) + "\n").utf8))
}

/// Writes `text` to the file at `path`, replacing it; `-` is standard output (`OutputFile.save`).
/// - Throws: exit 73 (`ExitStatus.cannotCreate`) after printing why in one line, when the file cannot be written.
func writeFile(_ text: String, to path: String) throws {
    try OutputFile.save(text.utf8, to: path)
}

/// Creates the folder at `path` and any missing parents. - Throws: `ExitStatus.cannotCreate`, in one line.
func createFolder(_ path: String) throws {
    do {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
        printError("\(path): cannot create the folder")
        throw ExitCode(.cannotCreate)
    }
}
