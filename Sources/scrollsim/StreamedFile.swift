import ArgumentParser
import Foundation
import Wire

/// A file written as a run produces it: the bytes go to a temporary file beside the destination, which
/// takes the destination's place only on `commit` (a run that fails leaves the destination as it was).
struct StreamedFile {
    let path: String
    private let temporary: String
    private var descriptor: Int32

    /// Opens the temporary file beside `path` (`OutputFile.createTemporary`). - Throws: exit 73 after
    /// printing why, in one line, when the destination is not a regular file
    /// (`OutputFile.destinationProblem`) or the folder cannot take a file.
    init(path: String) throws {
        if let problem = OutputFile.destinationProblem(path) {
            printError("\(path): cannot create the file: it \(problem)")
            throw ExitCode(.cannotCreate)
        }
        self.path = path
        (temporary, descriptor) = try OutputFile.createTemporary(beside: path)
    }

    /// Appends `bytes`. - Throws: exit 73 after printing why. - Complexity: O(bytes).
    mutating func write(_ bytes: [UInt8]) throws {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes {
                Foundation.write(descriptor, $0.baseAddress! + written, $0.count - written)
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                let code = count < 0 ? errno : EIO
                discard()
                throw OutputFile.cannotCreate(path, code)
            }
            written += count
        }
    }

    /// Closes the file and renames it into place. - Throws: exit 73 after printing why.
    mutating func commit() throws {
        guard descriptor >= 0 else { return }
        let closed = close(descriptor) == 0
        descriptor = -1
        guard closed, rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw OutputFile.cannotCreate(path, code)
        }
    }

    /// Closes and removes the temporary file; the destination is left as it was.
    mutating func discard() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
        unlink(temporary)
    }
}
