/// What an open descriptor is, as far as serving a socket handed to the process goes (systemd's socket
/// activation): closed, a file of some kind, or a socket with its family, type and whether it listens.
public enum DescriptorKind: Equatable, Sendable {
    /// Nothing is open there (EBADF).
    case notOpen
    /// Open with close-on-exec set, so not inherited across the `exec` that started the process: one the
    /// process opened for itself (its runtime reuses the lowest free number), not one passed to it.
    case notInherited
    /// Open, but not a socket; the payload says what it is: `a regular file`, `a pipe or FIFO`…
    case notASocket(String)
    /// A socket of `family` (`AF_UNIX`, `AF_INET`…) and `type` (`SOCK_STREAM`, `SOCK_DGRAM`…), listening
    /// or not (`SO_ACCEPTCONN`).
    case socket(family: Int32, type: Int32, listening: Bool)

    /// What `descriptor` is: fstat and its close-on-exec flag, then for a socket getsockname's family and
    /// the SO_TYPE and SO_ACCEPTCONN options. - Complexity: O(1), five system calls at most; nothing is
    /// changed.
    public static func of(_ descriptor: Int32) -> DescriptorKind {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .notOpen }
        let flags = fcntl(descriptor, F_GETFD)
        if flags >= 0, flags & FD_CLOEXEC != 0 { return .notInherited }
        let format = status.st_mode & S_IFMT
        guard format == S_IFSOCK else { return .notASocket(fileType(format)) }
        var address = sockaddr_storage()
        var addressLength = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &addressLength) }
        }
        let family = named == 0 ? Int32(address.ss_family) : -1
        return .socket(
            family: family, type: integerOption(descriptor, SO_TYPE) ?? -1,
            listening: integerOption(descriptor, SO_ACCEPTCONN) == 1)
    }

    /// How a socket of `family` and `type` reads in a message: `a Unix stream socket`, `an IPv4 datagram
    /// socket`, `a socket of family 40, type 5`.
    public static func describeSocket(family: Int32, type: Int32) -> String {
        let familyName: String? =
            switch family {
            case AF_UNIX: "Unix"
            case AF_INET: "IPv4"
            case AF_INET6: "IPv6"
            default: nil
            }
        let typeName: String? =
            switch type {
            case streamSocketType: "stream"
            case datagramSocketType: "datagram"
            case sequencedPacketSocketType: "seqpacket"
            default: nil
            }
        guard let familyName, let typeName else { return "a socket of family \(family), type \(type)" }
        return "\(familyName.hasPrefix("IP") ? "an" : "a") \(familyName) \(typeName) socket"
    }

    /// `a regular file`, `a directory`… for a file type of `st_mode`.
    private static func fileType(_ format: mode_t) -> String {
        switch format {
        case S_IFREG: return "a regular file"
        case S_IFDIR: return "a directory"
        case S_IFIFO: return "a pipe or FIFO"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFLNK: return "a symbolic link"
        default: return "a file of type \(format)"
        }
    }

    /// An integer option of SOL_SOCKET, or nil when the system does not say.
    private static func integerOption(_ descriptor: Int32, _ option: Int32) -> Int32? {
        var value: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        guard getsockopt(descriptor, SOL_SOCKET, option, &value, &length) == 0 else { return nil }
        return value
    }
}

/// `SOCK_DGRAM` as `socket(2)` takes it (an enum in Glibc's headers, a plain constant elsewhere).
public var datagramSocketType: Int32 {
    #if canImport(Glibc)
        Int32(SOCK_DGRAM.rawValue)
    #else
        SOCK_DGRAM
    #endif
}

/// `SOCK_SEQPACKET` as `socket(2)` takes it.
public var sequencedPacketSocketType: Int32 {
    #if canImport(Glibc)
        Int32(SOCK_SEQPACKET.rawValue)
    #else
        SOCK_SEQPACKET
    #endif
}
