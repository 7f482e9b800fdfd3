import Daemon
import DaemonTestKit
import Foundation
import Platform
import Testing
import WireFormat

/// `scrollsim serve` as a service: systemd's socket activation and readiness notification, s6-style
/// readiness on a descriptor, and SIGHUP reading the config again without dropping clients.
@Suite(.serialized) struct ServiceManagerTests {
    /// A fresh private folder.
    static func folder() throws -> String {
        var template = Array("/tmp/ssm-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw TestClient.Failure(description: "mkdtemp failed") }
        return String(cString: made)
    }

    /// A Unix socket of `type` bound at `path` (listening, for a stream socket).
    static func boundSocket(_ path: String, type: Int32) throws -> Int32 {
        let descriptor = socket(AF_UNIX, type, 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in path.utf8.enumerated() { raw[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard descriptor >= 0, bound == 0, type != Int32(SOCK_STREAM.rawValue) || listen(descriptor, 16) == 0 else {
            throw TestClient.Failure(description: "cannot bind \(path): \(String(cString: strerror(errno)))")
        }
        return descriptor
    }

    /// Spawns `sh -c script` with `descriptor` as its descriptor 3 and its standard error written to
    /// `standardError`; its pid.
    static func spawn(_ script: String, passing descriptor: Int32, standardError: String = "/dev/null") throws
        -> pid_t
    {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, descriptor, 3)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, standardError, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var pid: pid_t = 0
        let arguments = ["/bin/sh", "-c", script, "sh", ScrollSimBinary.path]
        var argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let spawned = posix_spawn(&pid, "/bin/sh", &actions, nil, &argv, environ)
        guard spawned == 0 else { throw TestClient.Failure(description: "posix_spawn failed: \(spawned)") }
        return pid
    }

    /// Waits for `pid` to exit; its exit status, or nil after `seconds`.
    static func exitStatus(of pid: pid_t, within seconds: Double) -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        var status: Int32 = 0
        while Date() < deadline {
            if waitpid(pid, &status, WNOHANG) == pid { return (status >> 8) & 0xFF }
            usleep(10_000)
        }
        kill(pid, SIGKILL)
        waitpid(pid, &status, 0)
        return nil
    }

    @Test func aSocketPassedBySystemdIsServedAndLeftInPlace() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/activated.sock"
        let listener = try Self.boundSocket(path, type: Int32(SOCK_STREAM.rawValue))
        let pid = try Self.spawn(
            "LISTEN_PID=$$ LISTEN_FDS=1 exec \"$1\" serve --no-config --clock manual --socket /nonexistent/unused.sock",
            passing: listener)
        close(listener)
        var client: TestClient?
        for _ in 0..<300 where client == nil {
            client = try? TestClient(path: path)
            if client == nil { usleep(10_000) }
        }
        let connected = try #require(client)
        #expect(connected.hello["protocol"]?.stringValue == "scrollsim/1")
        #expect(try connected.request("ping").ok)
        kill(pid, SIGTERM)
        #expect(Self.exitStatus(of: pid, within: 5) == 0)
        var status = stat()
        #expect(lstat(path, &status) == 0, "the socket systemd made stays")
    }

    @Test func readinessGoesToTheNotifySocket() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let notify = try Self.boundSocket(folder + "/notify", type: Int32(SOCK_DGRAM.rawValue))
        defer { close(notify) }
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(notify, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let daemon = try DaemonProcess(environment: ["NOTIFY_SOCKET": folder + "/notify"])
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = recv(notify, &buffer, buffer.count, 0)
        #expect(count > 0)
        let message = String(decoding: buffer.prefix(max(0, count)), as: UTF8.self)
        #expect(message == "READY=1\nMAINPID=\(daemon.pid)")
    }

    @Test func readinessIsANewlineOnTheReadyDescriptor() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let socket = folder + "/ready.sock"
        let pid = try Self.spawn(
            "exec \"$1\" serve --no-config --clock manual --socket \(socket) --ready-fd 3", passing: ends[1])
        close(ends[1])
        var byte: UInt8 = 0
        #expect(read(ends[0], &byte, 1) == 1 && byte == UInt8(ascii: "\n"))
        close(ends[0])
        // Ready means listening: the first connection is served at once.
        let client = try TestClient(path: socket)
        #expect(try client.request("ping").ok)
        kill(pid, SIGTERM)
        #expect(Self.exitStatus(of: pid, within: 5) == 0)
    }

    @Test func sighupReadsTheConfigAgainAndKeepsTheClients() throws {
        let daemon = try DaemonProcess(limits: "{maxViews: 64}")
        let client = try daemon.connect()
        #expect(try client.request("createView", ["view": ViewFixtures.list]).ok)
        let config = "limits: {maxViews: 1}\nscenariosDir: \(DaemonProcess.repositoryRoot)/Scenarios\n"
        try config.write(toFile: daemon.configPath, atomically: true, encoding: .utf8)
        daemon.signal(SIGHUP)
        var limits: JSONValue = [:]
        for _ in 0..<200 where limits["maxViews"]?.intValue != 1 {
            usleep(10_000)
            limits = (try daemon.connect().hello["limits"]) ?? [:]
        }
        #expect(limits["maxViews"]?.intValue == 1)
        var second = ViewFixtures.list
        second["id"] = "second"
        #expect(try client.request("createView", ["view": second]).errorCode == "limit_exceeded")
        #expect(try client.request("ping").ok)
        // A config that no longer reads is refused; the one in force stays.
        try "limits: {maxViews: many}\n".write(toFile: daemon.configPath, atomically: true, encoding: .utf8)
        daemon.signal(SIGHUP)
        var log = ""
        for _ in 0..<200 where !log.contains("the one in force stays") { log = daemon.standardError() }
        #expect(log.contains("the one in force stays"))
        #expect(try client.request("ping").ok)
    }

    /// Flags override the file after SIGHUP too: the test daemon runs with `--log-level debug`, its config
    /// names no level (the file's default is info), and debug lines still come after the reload.
    @Test func sighupKeepsTheFlagsOverTheFile() throws {
        let daemon = try DaemonProcess()
        daemon.signal(SIGHUP)
        var log = ""
        for _ in 0..<200 where !log.contains("SIGHUP: config read again") { log = daemon.standardError() }
        #expect(log.contains("SIGHUP: config read again (log level debug"))
        let before = log.components(separatedBy: " closed").count
        _ = try daemon.connect()
        var after = before
        for _ in 0..<200 where after == before {
            usleep(10_000)
            after = daemon.standardError().components(separatedBy: " closed").count
        }
        #expect(after > before, "a debug line after the reload")
    }
}
