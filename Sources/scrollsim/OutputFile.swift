import ArgumentParser
import Foundation
import Platform
import Wire

/// The files the commands write (`--junit`, `--html`, `--plot`, `--record`, `render --svg`,
/// `merge-reports -o`), written so that nothing the user did not name is lost:
///
/// - each is written to a temporary file beside its destination, then renamed over it: a reader never sees
///   half a report, a failed write leaves the old file as it was, and a symbolic link at the destination is
///   replaced, not followed (its target is untouched);
/// - a destination that exists and is neither a regular file nor a folder (a FIFO, a socket, a device) is
///   refused: writing to one would block, or go somewhere that is not a file;
/// - a destination that is one of the command's inputs is refused before anything runs.
enum OutputFile {
    /// Refuses, before anything runs, a destination that `destinationProblem` or `sameFile` finds fault
    /// with: prints `OPTION PATH: why` and exits 64. `-` (standard output) and nil pass.
    static func check(_ path: String?, option: String, inputs: [String]) throws {
        guard let path, path != "-" else { return }
        if let problem = destinationProblem(path) {
            printError("\(option) \(path): \(problem)")
            throw ExitCode(.usage)
        }
        if let input = inputs.first(where: { $0 != "-" && sameFile(path, $0) }) {
            let named = input == path ? "" : " (as \(input))"
            printError("\(option) \(path): is also an input of this command\(named); it would be overwritten")
            throw ExitCode(.usage)
        }
    }

    /// Why `path` cannot be written to: it exists and is not a regular file, a folder or a symbolic link
    /// (which is replaced); nil when it can be.
    static func destinationProblem(_ path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG, S_IFDIR, S_IFLNK: return nil
        case S_IFIFO: return "is a FIFO, not a regular file; give a file to write to (- for standard output)"
        case S_IFSOCK: return "is a socket, not a regular file; give a file to write to (- for standard output)"
        case S_IFCHR, S_IFBLK: return "is a device, not a regular file; give a file to write to (- for standard output)"
        default: return "is not a regular file; give a file to write to (- for standard output)"
        }
    }

    /// Whether `output` and `input` are the same file: the same device and inode, both followed through
    /// symbolic links (a link to an input is refused too, though only the link would be replaced).
    static func sameFile(_ output: String, _ input: String) -> Bool {
        var inputInfo = stat()
        var outputInfo = stat()
        guard stat(input, &inputInfo) == 0, stat(output, &outputInfo) == 0 else { return false }
        return outputInfo.st_dev == inputInfo.st_dev && outputInfo.st_ino == inputInfo.st_ino
    }

    /// Writes `bytes` to `path` (`-` is standard output): to a new file beside it, renamed over it.
    /// - Throws: exit 73 (`ExitStatus.cannotCreate`) after printing why in one line, when the destination
    ///   is not a regular file (`destinationProblem`) or cannot be written; the destination is then as it
    ///   was and no temporary file is left.
    static func save(_ bytes: some Collection<UInt8>, to path: String) throws {
        if path == "-" { return FileHandle.standardOutput.write(Data(bytes)) }
        var file = try StreamedFile(path: path)
        try file.write(Array(bytes))
        try file.commit()
    }

    /// A new file, mode 0644 less the umask, in `path`'s folder: `.scrollsim-PID-RANDOM.tmp`.
    static func createTemporary(beside path: String) throws -> (String, Int32) {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        for _ in 0..<16 {
            let name = ".scrollsim-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
            let temporary = URL(fileURLWithPath: folder).appendingPathComponent(name).path
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o644)
            if descriptor >= 0 { return (temporary, descriptor) }
            if errno != EEXIST { throw cannotCreate(path, errno) }
        }
        throw cannotCreate(path, EEXIST)
    }

    /// Prints `PATH: cannot create the file (reason)` and returns exit 73.
    static func cannotCreate(_ path: String, _ code: Int32) -> ExitCode {
        printError("\(path): cannot create the file (\(String(cString: strerror(code))))")
        return ExitCode(.cannotCreate)
    }
}
