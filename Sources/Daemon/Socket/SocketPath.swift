import Platform
import WireFormat

/// The checks made before binding the daemon's socket (where it is: `DaemonLocation`).
public enum SocketPath {
    /// The longest path `sockaddr_un` holds (107 bytes on Linux, 103 on Darwin); libuv 1.44 silently
    /// truncates longer ones.
    public static let maximumLength = UnixSocketAddress.maximumPathLength

    /// Why the daemon will not start on a path.
    public struct Refusal: Error, CustomStringConvertible {
        public var description: String
    }

    /// Makes `path` ready to bind: checks its length, creates its directory (mode 0700) when missing and
    /// refuses one that another user owns or could write to (as tmux and ssh-agent do), removes a stale
    /// socket of ours (one that refuses connections), and refuses a live daemon's socket, another user's
    /// socket or a path that is not a socket (which is never deleted). Returns a note when a stale socket
    /// was removed.
    public static func prepare(_ path: String) throws(Refusal) -> String? {
        guard path.utf8.count <= maximumLength else {
            throw Refusal(
                description:
                    "the socket path is \(path.utf8.count) bytes long; a Unix socket path holds at most \(maximumLength): \(path)"
            )
        }
        guard !path.isEmpty else { throw Refusal(description: "the socket path is empty") }
        try createDirectory(of: path)
        try checkDirectory(of: path)
        var status = stat()
        guard lstat(path, &status) == 0 else {
            if errno == ENOENT { return nil }
            throw Refusal(description: "cannot inspect \(path): \(String(cString: strerror(errno)))")
        }
        guard status.st_mode & S_IFMT == S_IFSOCK else {
            throw Refusal(description: "\(path) exists and is not a socket; remove it or choose another --socket")
        }
        guard status.st_uid == getuid() else {
            throw Refusal(
                description:
                    "\(path) is a socket of \(PeerCredentials.describe(status.st_uid)), not yours; it is left alone: choose another --socket"
            )
        }
        switch probe(path) {
        case 0: throw Refusal(description: "a daemon is already serving \(path)")
        case ECONNREFUSED:
            guard unlink(path) == 0 else {
                throw Refusal(
                    description: "cannot remove the stale socket \(path): \(String(cString: strerror(errno)))")
            }
            return "removed the stale socket \(path) (nothing was listening)"
        case let error:
            throw Refusal(
                description: "cannot connect to the existing socket \(path): \(String(cString: strerror(error)))")
        }
    }

    /// Connects to `path` and hangs up: 0 when something answers, else the errno.
    static func probe(_ path: String) -> Int32 {
        do {
            _ = try LineSocket(path: path)
            return 0
        } catch {
            return error.code
        }
    }

    /// Refuses the directory that holds `path` unless the current user owns it and no one else may write
    /// to it: otherwise another user could replace the socket between the daemon and its clients.
    static func checkDirectory(of path: String) throws(Refusal) {
        let directory = directoryName(of: path)
        var status = stat()
        guard stat(directory, &status) == 0 else {
            throw Refusal(description: "cannot inspect \(directory): \(String(cString: strerror(errno)))")
        }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw Refusal(description: "\(directory) is not a directory")
        }
        guard status.st_uid == getuid() else {
            throw Refusal(
                description:
                    "the socket's directory \(directory) belongs to \(PeerCredentials.describe(status.st_uid)), not to you; use a directory of your own (--socket)"
            )
        }
        guard status.st_mode & 0o022 == 0 else {
            throw Refusal(
                description:
                    "the socket's directory \(directory) is writable by other users (mode \(String(status.st_mode & 0o7777, radix: 8))); make it 0700 or use a directory of your own (--socket)"
            )
        }
    }

    /// The directory part of `path`: `.` for a bare name, `/` for a name at the root.
    static func directoryName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Creates the missing directories above `path`, each with mode 0700.
    private static func createDirectory(of path: String) throws(Refusal) {
        let components = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        var current = path.hasPrefix("/") ? "" : "."
        for component in components where !component.isEmpty {
            current += "/" + component
            if mkdir(current, 0o700) != 0, errno != EEXIST {
                throw Refusal(
                    description: "cannot create the directory \(current): \(String(cString: strerror(errno)))")
            }
        }
    }
}
