import Foundation
import Platform
import Testing

/// A socket passed by systemd that cannot be served is refused before anything listens, with a message
/// naming the variable or descriptor at fault and what was expected of it (not libuv's `ENOTSOCK`), exit
/// status 64. `LISTEN_FDS` is read as a count, never iterated: 99,999 is refused at once.
@Suite(.serialized) struct SocketActivationErrorTests {
    static let expected = "expected a listening Unix stream socket (ListenStream= with a path, Accept=no)"

    /// Runs `scrollsim serve` with `descriptor` as its descriptor 3 (after `prelude`, a shell command) and
    /// the given `LISTEN_FDS`; its exit status and standard error.
    static func serve(passing descriptor: Int32, listenFDs: String = "1", prelude: String = ":") throws
        -> (status: Int32?, standardError: String)
    {
        let folder = try ServiceManagerTests.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let log = folder + "/stderr"
        let pid = try ServiceManagerTests.spawn(
            "\(prelude); LISTEN_PID=$$ LISTEN_FDS=\(listenFDs) exec \"$1\" serve --no-config --clock manual --socket \(folder)/unused.sock",
            passing: descriptor, standardError: log)
        close(descriptor)
        let status = ServiceManagerTests.exitStatus(of: pid, within: 10)
        return (status, (try? String(contentsOfFile: log, encoding: .utf8)) ?? "")
    }

    /// An IPv4 socket of `type` bound to 127.0.0.1 on a port the system picks (listening, for a stream).
    static func inetSocket(type: Int32) throws -> Int32 {
        let descriptor = socket(AF_INET, type, 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard descriptor >= 0, bound == 0, type != streamSocketType || listen(descriptor, 4) == 0 else {
            throw TestClient.Failure(description: "cannot make an IPv4 socket: \(String(cString: strerror(errno)))")
        }
        return descriptor
    }

    @Test func aCountOfManyDescriptorsIsRefusedWithoutLookingAtThem() throws {
        let folder = try ServiceManagerTests.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let listener = try ServiceManagerTests.boundSocket(folder + "/s.sock", type: streamSocketType)
        let (status, log) = try Self.serve(passing: listener, listenFDs: "99999")
        #expect(status == 64)
        #expect(
            log.contains(
                "socket activation: LISTEN_FDS=99999: systemd passed 99999 descriptors; the daemon serves exactly one socket, descriptor 3"
            ), "\(log)")
        let (badStatus, badLog) = try Self.serve(passing: try Self.inetSocket(type: streamSocketType), listenFDs: "x")
        #expect(badStatus == 64)
        #expect(badLog.contains("LISTEN_FDS=x is not a count of descriptors"), "\(badLog)")
    }

    @Test func aUDPSocketIsNamedAsOne() throws {
        let (status, log) = try Self.serve(passing: try Self.inetSocket(type: datagramSocketType))
        #expect(status == 64)
        #expect(
            log.contains(
                "descriptor 3, passed by systemd (LISTEN_FDS=1), is an IPv4 datagram socket; \(Self.expected)"),
            "\(log)")
        #expect(!log.contains("ENOTSOCK") && !log.contains("not a socket"))
    }

    @Test func aListeningTCPSocketIsNamedAsOne() throws {
        let (status, log) = try Self.serve(passing: try Self.inetSocket(type: streamSocketType))
        #expect(status == 64)
        #expect(
            log.contains("descriptor 3, passed by systemd (LISTEN_FDS=1), is an IPv4 stream socket; \(Self.expected)"),
            "\(log)")
    }

    @Test func aPipeAClosedDescriptorAndAUnixSocketThatDoesNotListenAreNamed() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let (pipeStatus, pipeLog) = try Self.serve(passing: ends[1])
        #expect(pipeStatus == 64)
        #expect(pipeLog.contains("descriptor 3, passed by systemd (LISTEN_FDS=1), is a pipe or FIFO, not a socket"))
        var closedEnds: [Int32] = [0, 0]
        #expect(pipe(&closedEnds) == 0)
        close(closedEnds[0])
        let (closedStatus, closedLog) = try Self.serve(passing: closedEnds[1], prelude: "exec 3>&-")
        #expect(closedStatus == 64)
        // The runtime opens descriptors of its own before the daemon's code runs: closed at exec, number 3
        // is one of them, which is told apart by its close-on-exec flag (a passed descriptor has none).
        #expect(
            closedLog.contains("descriptor 3, passed by systemd (LISTEN_FDS=1), was not open when the daemon started"),
            "\(closedLog)")
        let quiet = socket(AF_UNIX, streamSocketType, 0)
        let (quietStatus, quietLog) = try Self.serve(passing: quiet)
        #expect(quietStatus == 64)
        #expect(quietLog.contains("is a Unix stream socket that does not listen; \(Self.expected)"), "\(quietLog)")
    }
}
