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

/// Writes one line to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

/// Writes `text` to the file at `path`, replacing it; `-` is standard output.
/// - Throws: exit 73 (`ExitStatus.cannotCreate`) after printing why in one line, when the file cannot be written.
func writeFile(_ text: String, to path: String) throws {
    if path == "-" { return FileHandle.standardOutput.write(Data(text.utf8)) }
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw cannotCreate(path, errno) }
    defer { close(descriptor) }
    let bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
        let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { throw cannotCreate(path, errno) }
        written += count
    }
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

/// Prints `PATH: cannot create the file (reason)` and returns exit 73.
private func cannotCreate(_ path: String, _ code: Int32) -> ExitCode {
    printError("\(path): cannot create the file (\(String(cString: strerror(code))))")
    return ExitCode(.cannotCreate)
}
