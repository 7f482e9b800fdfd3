import Platform

/// What a service manager hands the daemon and hears from it: a listening socket passed by systemd's socket
/// activation (`LISTEN_FDS`), readiness told to systemd (`sd_notify`'s `READY=1` on `$NOTIFY_SOCKET`) and to
/// s6-style supervisors (a newline on a descriptor). Plain POSIX calls; no libsystemd.
public enum ServiceManager {
    /// The first descriptor systemd passes (`SD_LISTEN_FDS_START`).
    static let firstPassedDescriptor: Int32 = 3

    /// The listening socket systemd passed to this process, if any: nil when `LISTEN_PID` is not ours (the
    /// variables were meant for another process) or `LISTEN_FDS` is 0. The variables are removed so that
    /// no child takes them for its own.
    /// - Throws: a message naming the variable or the descriptor and what was expected of it, when
    ///   `LISTEN_FDS` is not 1 (the daemon serves one socket; the count is read, never iterated) or
    ///   descriptor 3 is not a listening Unix stream socket. - Complexity: O(1).
    static func takePassedListener() throws(PassedSocketError) -> Int32? {
        defer {
            unsetenv("LISTEN_PID")
            unsetenv("LISTEN_FDS")
            unsetenv("LISTEN_FDNAMES")
        }
        guard let pid = environment("LISTEN_PID").flatMap(Int32.init), pid == getpid(),
            let countText = environment("LISTEN_FDS")
        else { return nil }
        guard let count = Int(countText), count >= 0 else {
            throw PassedSocketError("LISTEN_FDS=\(countText.prefix(40)) is not a count of descriptors")
        }
        switch count {
        case 0: return nil
        case 1: break
        default:
            throw PassedSocketError(
                "LISTEN_FDS=\(count): systemd passed \(count) descriptors; the daemon serves exactly one socket, descriptor \(firstPassedDescriptor) (give the .socket unit one ListenStream= path)"
            )
        }
        let descriptor = firstPassedDescriptor
        let expected = "expected a listening Unix stream socket (ListenStream= with a path, Accept=no)"
        let place = "descriptor \(descriptor), passed by systemd (LISTEN_FDS=1),"
        switch DescriptorKind.of(descriptor) {
        case .notOpen: throw PassedSocketError("\(place) is not open; \(expected)")
        case .notInherited:
            throw PassedSocketError(
                "\(place) was not open when the daemon started (the number is one it opened for itself); \(expected)")
        case .notASocket(let what): throw PassedSocketError("\(place) is \(what), not a socket; \(expected)")
        case .socket(let family, let type, let listening):
            guard family == AF_UNIX, type == streamSocketType else {
                let what = DescriptorKind.describeSocket(family: family, type: type)
                throw PassedSocketError("\(place) is \(what); \(expected)")
            }
            guard listening else {
                throw PassedSocketError("\(place) is a Unix stream socket that does not listen; \(expected)")
            }
        }
        return descriptor
    }

    /// The path a passed Unix socket is bound to, for the logs.
    static func boundPath(of descriptor: Int32) -> String? {
        var address = sockaddr_un()
        var length = socklen_t(MemoryLayout<sockaddr_un>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard named == 0, address.sun_family == sa_family_t(AF_UNIX) else { return nil }
        return withUnsafeBytes(of: address.sun_path) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }

    /// Sends `state` (`READY=1`, `RELOADING=1`, `STOPPING=1`) to `$NOTIFY_SOCKET` when systemd set it; a
    /// leading `@` names an abstract socket. Best effort: a failure changes nothing. (A datagram sent to an
    /// unconnected address raises no SIGPIPE, and the daemon ignores that signal anyway.)
    static func notify(_ state: String) {
        guard let path = environment("NOTIFY_SOCKET"), !path.isEmpty else { return }
        var bytes = Array(path.utf8)
        if bytes.first == UInt8(ascii: "@") { bytes[0] = 0 }
        guard var address = UnixSocketAddress.address(ofPath: bytes) else { return }
        let descriptor = UnixSocketAddress.datagramSocket()
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        let length = socklen_t(UnixSocketAddress.pathOffset + bytes.count)
        let message = Array(state.utf8)
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                sendto(descriptor, message, message.count, 0, $0, length)
            }
        }
    }

    /// Writes a newline to `descriptor` and closes it (s6's readiness notification); best effort.
    public static func signalReady(on descriptor: Int32) {
        var newline = UInt8(ascii: "\n")
        _ = write(descriptor, &newline, 1)
        close(descriptor)
    }

    private static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}

/// Why the socket systemd passed cannot be served: the variable or descriptor at fault and what was expected.
struct PassedSocketError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) { self.description = description }
}
