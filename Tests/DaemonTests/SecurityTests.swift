import Daemon
import DaemonTestKit
import Foundation
import Platform
import ScrollSimClient
import Testing
import WireFormat

/// Docs/Protocol.md, "Security": the socket's directory must be the user's own and closed to others, another user's
/// socket is named and never removed, and the daemon and its clients refuse each other across users
/// (SO_PEERCRED). Making a file or a process of another user takes root, which CI runs as.
@Suite struct SecurityTests {
    /// A uid no account uses, for the other user.
    static let otherUID: uid_t = 12345
    static let isRoot = getuid() == 0

    /// A fresh directory of the current user, mode 0700, removed by the caller.
    static func temporaryDirectory() throws -> String {
        var template = Array("/tmp/sss-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw DaemonProcess.Failure(description: "mkdtemp failed") }
        return String(cString: made)
    }

    static func refusal(preparing path: String) -> String? {
        do {
            _ = try SocketPath.prepare(path)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aDirectoryOthersCanWriteIsRefused() throws {
        let directory = try Self.temporaryDirectory()
        defer { rmdir(directory) }
        chmod(directory, 0o777)
        let refusal = try #require(Self.refusal(preparing: directory + "/d.sock"))
        #expect(refusal.contains("is writable by other users (mode 777)"), "\(refusal)")
        #expect(access(directory + "/d.sock", F_OK) != 0)
        // /tmp itself (sticky, writable by everyone) is no place for the socket either.
        #expect(Self.refusal(preparing: "/tmp/scrollsim-test.sock") != nil)
    }

    @Test(.enabled(if: isRoot, "making a directory of another user takes root"))
    func aDirectoryOfAnotherUserIsRefusedNamingItsOwner() throws {
        let directory = try Self.temporaryDirectory()
        defer { rmdir(directory) }
        chown(directory, Self.otherUID, Self.otherUID)
        let refusal = try #require(Self.refusal(preparing: directory + "/d.sock"))
        #expect(refusal.contains("belongs to uid 12345, not to you"), "\(refusal)")
    }

    @Test(.enabled(if: isRoot, "making a socket of another user takes root"))
    func anotherUsersSocketIsNamedAndLeftAlone() throws {
        let directory = try Self.temporaryDirectory()
        let path = directory + "/d.sock"
        defer {
            unlink(path)
            rmdir(directory)
        }
        let listener = try Self.bindSocket(at: path)
        close(listener)  // stale: nothing listens, which for our own socket would mean "remove it"
        chown(path, Self.otherUID, Self.otherUID)
        let refusal = try #require(Self.refusal(preparing: path))
        #expect(refusal.contains("is a socket of uid 12345, not yours; it is left alone"), "\(refusal)")
        #expect(access(path, F_OK) == 0)
    }

    /// A daemon of uid 12345 (started with setpriv): our client hangs up on it (EPERM, naming its user;
    /// `scrollsim send` exits 69 saying so), and the daemon closes a connection from us before its hello
    /// unless config `allowUids` names us.
    @Test(.enabled(if: isRoot, "running a daemon as another user takes root"))
    func theDaemonAndItsClientsRefuseOtherUsers() throws {
        for allowUs in [false, true] {
            let directory = try Self.temporaryDirectory()
            defer { _ = try? FileManager.default.removeItem(atPath: directory) }
            let path = directory + "/d.sock"
            let config = directory + "/config.yaml"
            try (allowUs ? "allowUids: [\(getuid())]\n" : "{}\n").write(
                toFile: config, atomically: true, encoding: .utf8)
            chown(directory, Self.otherUID, Self.otherUID)
            let daemon = Process()
            daemon.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            daemon.arguments = [
                "--reuid=\(Self.otherUID)", "--regid=\(Self.otherUID)", "--clear-groups", ScrollSimBinary.path,
                "serve", "--config", config, "--socket", path, "--clock", "manual",
            ]
            daemon.standardError = FileHandle.nullDevice
            try daemon.run()
            defer {
                kill(daemon.processIdentifier, SIGKILL)
                daemon.waitUntilExit()
            }
            try Self.waitForSocket(at: path, while: daemon)

            do {
                _ = try LineSocket(path: path)
                Issue.record("the client talked to a daemon of another user")
            } catch {
                #expect(error.code == EPERM)
                #expect(error.description.contains("runs as uid 12345, not as you"), "\(error)")
            }

            let send = Process()
            send.executableURL = URL(fileURLWithPath: ScrollSimBinary.path)
            send.arguments = ["send", "--socket", path, #"{"cmd":"ping"}"#]
            let sendErrors = Pipe()
            send.standardError = sendErrors
            send.standardOutput = FileHandle.nullDevice
            try send.run()
            send.waitUntilExit()
            let complaint = String(decoding: sendErrors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            #expect(send.terminationStatus == 69)
            #expect(complaint.contains("runs as uid 12345, not as you; refusing to talk to it"), "\(complaint)")

            let firstLine = try Self.firstLineFromRawConnection(to: path)
            if allowUs {
                #expect(firstLine.contains("\"event\":\"hello\""), "\(firstLine)")
            } else {
                #expect(firstLine == "", "the daemon greeted a client of another user: \(firstLine)")
            }
        }
    }

    /// A Unix socket bound (not listening) at `path`.
    static func bindSocket(at path: String) throws -> Int32 {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = Self.address(path)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard bound == 0 else { throw DaemonProcess.Failure(description: "bind \(path): errno \(errno)") }
        return descriptor
    }

    /// What the far end sends first on a connection made without any of LineSocket's checks: "" when it
    /// hangs up, else the first line (read for up to 5 s).
    static func firstLineFromRawConnection(to path: String) throws -> String {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = Self.address(path)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard connected == 0 else { throw DaemonProcess.Failure(description: "connect \(path): errno \(errno)") }
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while !received.contains(UInt8(ascii: "\n")) {
            let count = read(descriptor, &chunk, chunk.count)
            guard count > 0 else { break }
            received += chunk[0..<count]
        }
        let line = received.split(separator: UInt8(ascii: "\n")).first.map { Array($0) } ?? []
        return String(decoding: line, as: UTF8.self)
    }

    static func address(_ path: String) -> sockaddr_un {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: Array(path.utf8) + [0])
        }
        return address
    }

    /// Waits until something accepts connections at `path`.
    static func waitForSocket(at path: String, while process: Process) throws {
        for _ in 0..<500 {
            let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            var address = Self.address(path)
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
                }
            }
            close(descriptor)
            if connected == 0 { return }
            guard process.isRunning else {
                throw DaemonProcess.Failure(description: "the daemon exited \(process.terminationStatus)")
            }
            usleep(10_000)
        }
        throw DaemonProcess.Failure(description: "no socket at \(path) within 5 s")
    }
}
