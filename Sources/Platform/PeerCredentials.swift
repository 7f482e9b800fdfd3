/// Who is at the other end of a Unix socket, and who owns a file: the checks that keep another local user
/// from sitting between a client and the daemon (Docs/Protocol.md, "Security").
public enum PeerCredentials {
    /// The uid of the process at the other end of the connected Unix socket `descriptor` (SO_PEERCRED on
    /// Linux, getpeereid elsewhere, taken when it connected); nil when the kernel does not say.
    public static func uid(of descriptor: Int32) -> uid_t? {
        #if canImport(Darwin)
            var uid: uid_t = 0
            var gid: gid_t = 0
            guard getpeereid(descriptor, &uid, &gid) == 0 else { return nil }
            return uid
        #else
            // struct ucred { pid_t pid; uid_t uid; gid_t gid; }, which Swift's Glibc does not import.
            var credentials: (pid: Int32, uid: UInt32, gid: UInt32) = (0, 0, 0)
            var length = socklen_t(MemoryLayout.size(ofValue: credentials))
            guard getsockopt(descriptor, SOL_SOCKET, SO_PEERCRED, &credentials, &length) == 0 else { return nil }
            return credentials.uid
        #endif
    }

    /// `alice (uid 1001)`, or `uid 1001` when the user has no name.
    public static func describe(_ uid: uid_t) -> String {
        guard let entry = getpwuid(uid), let name = entry.pointee.pw_name else { return "uid \(uid)" }
        return "\(String(cString: name)) (uid \(uid))"
    }
}
