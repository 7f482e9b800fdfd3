import ArgumentParser
import Foundation
import Wire

/// A file written as a run produces it: the bytes go to a temporary file beside the destination, which
/// takes the destination's place only on `commit` (a run that fails leaves the destination as it was).
struct StreamedFile {
    let path: String
    private let temporary: String
    private var descriptor: Int32

    /// Opens the temporary file beside `path`. - Throws: exit 73 after printing why, in one line.
    init(path: String) throws {
        self.path = path
        let url = URL(fileURLWithPath: path)
        var template = Array(
            url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).XXXXXX").path.utf8CString)
        descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw Self.cannotCreate(path, errno) }
        temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        fchmod(descriptor, 0o644)
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
                let code = errno
                discard()
                throw Self.cannotCreate(path, code)
            }
            written += count
        }
    }

    /// Closes the file and renames it into place. - Throws: exit 73 after printing why.
    mutating func commit() throws {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw Self.cannotCreate(path, code)
        }
    }

    /// Closes and removes the temporary file; the destination is left as it was.
    mutating func discard() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
        unlink(temporary)
    }

    private static func cannotCreate(_ path: String, _ code: Int32) -> ExitCode {
        printError("\(path): cannot create the file (\(String(cString: strerror(code))))")
        return ExitCode(.cannotCreate)
    }
}
