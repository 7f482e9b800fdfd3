/// The shape of `sockaddr_un`, which differs by system: Linux holds 108 path bytes after a 2-byte family,
/// Darwin 104 after a length byte and a family byte.
public enum UnixSocketAddress {
    /// The bytes `sun_path` holds, its terminating NUL included (108 on Linux and Musl, 104 on Darwin).
    public static let pathCapacity = MemoryLayout.size(ofValue: sockaddr_un().sun_path)

    /// The longest socket path, in UTF-8 bytes, that can be bound or connected to: `pathCapacity - 1`.
    public static let maximumPathLength = pathCapacity - 1

    /// Where `sun_path` starts in `sockaddr_un` (2 on every system above): the address length of a path
    /// of n bytes is this plus n (plus 1 for a NUL).
    public static let pathOffset = MemoryLayout<sockaddr_un>.size - pathCapacity

    /// The address of the Unix socket at path `bytes` (an abstract socket's may start with a NUL): the family
    /// set and the rest zero, so the path ends in a NUL; nil when it is longer than `maximumPathLength`.
    public static func address(ofPath bytes: [UInt8]) -> sockaddr_un? {
        guard bytes.count <= maximumPathLength else { return nil }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: bytes) }
        return address
    }

    /// A close-on-exec Unix datagram socket, or -1 with errno set.
    public static func datagramSocket() -> Int32 {
        #if canImport(Glibc)
            return socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        #elseif canImport(Musl)
            return socket(AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC, 0)
        #else
            let descriptor = socket(AF_UNIX, SOCK_DGRAM, 0)
            if descriptor >= 0 { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
            return descriptor
        #endif
    }
}
