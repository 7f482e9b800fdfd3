import Platform

/// Reading a whole file with a bound on what is held: the config, spec and scenario readers' one way in.
public enum BoundedFile {
    /// Why a file was not read.
    public enum Failure: Error, Equatable, Sendable {
        /// `open` or `read` failed with this errno.
        case unreadable(errno: Int32)
        /// The file holds more than the limit.
        case tooLarge
    }

    /// The bytes of the file open at `descriptor`, at most `limit` of them. Reads at most one byte more
    /// than the limit, so a device or a growing file (`/dev/zero`) is refused, not read to its end. The
    /// buffer starts at a regular file's size plus one (64 KiB for a pipe or a device) and doubles as it
    /// fills: reading a small file costs what it holds, not the limit.
    /// - Throws: ``Failure``. - Complexity: O(min(file size, limit)) time and memory.
    public static func read(descriptor: Int32, limit: Int) throws(Failure) -> [UInt8] {
        var status = stat()
        let size = fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG ? Int(status.st_size) : -1
        let capacity = limit + 1
        var bytes = [UInt8](repeating: 0, count: size >= 0 ? min(size + 1, capacity) : min(64 << 10, capacity))
        var count = 0
        while count < capacity {
            if count == bytes.count { bytes += repeatElement(0, count: min(bytes.count, capacity - bytes.count)) }
            let got = bytes.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress! + count, $0.count - count) }
            if got == 0 { break }
            guard got > 0 else {
                if errno == EINTR { continue }
                throw .unreadable(errno: errno)
            }
            count += got
        }
        guard count <= limit else { throw .tooLarge }
        bytes.removeSubrange(count...)
        return bytes
    }

    /// The bytes of the file at `path`, at most `limit` of them (see ``read(descriptor:limit:)``). The file
    /// is opened without blocking, so a FIFO no process writes reads as empty instead of waiting in `open`
    /// for a writer; reading then blocks as usual (a FIFO with a writer is read to its end). A directory is
    /// `unreadable(EISDIR)`.
    /// - Throws: ``Failure``.
    public static func read(path: String, limit: Int) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw .unreadable(errno: errno) }
        defer { _ = systemClose(descriptor) }
        let flags = fcntl(descriptor, F_GETFL)
        guard flags >= 0, fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) == 0 else { throw .unreadable(errno: errno) }
        return try read(descriptor: descriptor, limit: limit)
    }
}
