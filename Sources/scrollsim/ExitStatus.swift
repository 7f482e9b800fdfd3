import ArgumentParser
import Foundation
import Wire

/// The exit codes of the protocol.
enum ExitStatus {
    /// A bad input file.
    static let badInput = ExitCode(65)
    /// An internal error, such as an output file that cannot be written.
    static let internalError = ExitCode(70)
}

/// Prints a bad-input error to stderr; the caller exits 65.
func reportBadInput(_ error: InputError) -> ExitCode {
    printError(error.description)
    return ExitStatus.badInput
}

/// Writes one line to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

/// Writes `text` to the file at `path`, replacing it.
/// - Throws: `ExitStatus.internalError` after printing why, when the file cannot be written.
func writeFile(_ text: String, to path: String) throws {
    do {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    } catch {
        printError("\(path): cannot write the file (\(error))")
        throw ExitStatus.internalError
    }
}
