// The C library of the system ScrollSim is built on, in one place: every target that does I/O (files, sockets,
// credentials, the process) imports `Platform` instead of naming Glibc, Musl or Darwin, so that the decoders
// and ScrollSimTesting build wherever Swift runs with one of them. The layout core and the physics
// (LayoutCore, Layouts, ScrollPhysics) do not import it: their maths is swift-numerics' RealModule and the
// layouts' huge-page advice `MemoryAdvice`. (The daemon also needs Linux's timerfd and SO_PEERCRED: it builds
// on Linux.)
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
