import ArgumentParser
import Foundation
import Platform
import Wire

extension ExitCode {
    /// The exit code of one of the protocol's statuses.
    init(_ status: ExitStatus) {
        self.init(status.rawValue)
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
