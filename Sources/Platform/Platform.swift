// The C library of the system ScrollSim is built on, in one place: every target imports `Platform` instead of
// naming Glibc, Musl or Darwin, so that the simulation, its decoders and ScrollSimTesting build wherever
// Swift runs with one of them. (The daemon also needs Linux's timerfd and SO_PEERCRED: it builds on Linux.)
#if canImport(Glibc)
    @_exported import Glibc
#elseif canImport(Musl)
    @_exported import Musl
#elseif canImport(Darwin)
    @_exported import Darwin
#else
    #error("ScrollSim needs Glibc, Musl or Darwin")
#endif

/// read(2), for code inside a type whose own `read` would hide the C function. - Returns: the byte count,
/// 0 at the end, -1 on error (errno set).
@inlinable
public func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

/// close(2), for code inside a type whose own `close` would hide the C function.
@inlinable
@discardableResult
public func systemClose(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}

/// send(2) on a stream socket without SIGPIPE (MSG_NOSIGNAL where the system has it: a closed peer is an
/// error, not a signal), for code inside a type whose own `send` would hide the C function.
@inlinable
public func systemSend(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Darwin)
        send(descriptor, buffer, count, 0)
    #else
        send(descriptor, buffer, count, Int32(MSG_NOSIGNAL))
    #endif
}

/// `SOCK_STREAM` as `socket(2)` takes it (an enum in Glibc's headers, a plain constant elsewhere).
public var streamSocketType: Int32 {
    #if canImport(Glibc)
        Int32(SOCK_STREAM.rawValue)
    #else
        SOCK_STREAM
    #endif
}

/// Keeps a write to a closed peer of stream socket `descriptor` from raising SIGPIPE where `send` has no
/// MSG_NOSIGNAL (Darwin: SO_NOSIGPIPE); elsewhere `systemSend` passes MSG_NOSIGNAL and nothing is needed.
public func disableBrokenPipeSignal(on descriptor: Int32) {
    #if canImport(Darwin)
        var on: Int32 = 1
        _ = setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
    #endif
}

/// Asks the system to back the whole 2 MiB pages within `byteCount` bytes from `start` with huge pages
/// (madvise's `MADV_HUGEPAGE`, on Linux), so that a large buffer about to be written in order faults in
/// once per 2 MiB instead of once per 4 KiB page. A hint: it does nothing elsewhere, on failure, or when
/// the system does not make huge pages on request; only pages written are ever backed.
public func adviseHugePages(_ start: UnsafeMutableRawPointer, byteCount: Int) {
    #if os(Linux) && canImport(Glibc)
        let huge = 2 << 20
        let begin = (Int(bitPattern: start) + huge - 1) & ~(huge - 1)
        let end = (Int(bitPattern: start) + byteCount) & ~(huge - 1)
        guard end > begin, let aligned = UnsafeMutableRawPointer(bitPattern: begin) else { return }
        _ = madvise(aligned, end - begin, MADV_HUGEPAGE)
    #endif
}
