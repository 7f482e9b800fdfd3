import Daemon
import DaemonTestKit
import Foundation
import Platform
import ScrollSimClient
import Testing
import WireFormat

/// Start and stop: signals, the socket file's life, refusals.
@Suite struct LifecycleTests {
    @Test(arguments: [SIGTERM, SIGINT])
    func aSignalSendsShutdownToEveryClientAndExitsCleanly(_ signal: Int32) throws {
        let daemon = try DaemonProcess(clock: "real")
        let clients = try (0..<3).map { _ in try daemon.connect() }
        #expect(try clients[0].request("subscribe").ok)
        daemon.signal(signal)
        for client in clients {
            var shutdown: JSONValue?
            while shutdown == nil {
                let event = try client.object(try client.line())
                if event["event"]?.stringValue == "shutdown" { shutdown = event }
            }
            #expect(shutdown?["reason"]?.stringValue == (signal == SIGTERM ? "SIGTERM" : "SIGINT"))
            #expect(client.socket.readLine(timeout: 3000) == nil && client.socket.reachedEnd)
        }
        #expect(daemon.exitStatus(within: 5) == 0)
        #expect(!FileManager.default.fileExists(atPath: daemon.socketPath))
        #expect(daemon.standardError().contains("stopped cleanly"))
    }

    @Test func hangupAndBrokenPipeSignalsAreIgnored() throws {
        let daemon = try DaemonProcess()
        daemon.signal(SIGHUP)
        daemon.signal(SIGPIPE)
        usleep(100_000)
        #expect(try daemon.connect().request("ping").ok)
    }

    @Test func aStaleSocketLeftBySIGKILLIsReplaced() throws {
        let first = try DaemonProcess()
        first.signal(SIGKILL)
        #expect(first.exitStatus(within: 5) != nil)
        #expect(FileManager.default.fileExists(atPath: first.socketPath))
        let second = try DaemonProcess(socketPath: first.socketPath)
        #expect(try second.connect().request("ping").ok)
        second.signal(SIGTERM)
        #expect(second.exitStatus(within: 5) == 0)
        #expect(second.standardError().contains("removed the stale socket"))
    }

    @Test func theSocketIsPrivate() throws {
        let daemon = try DaemonProcess()
        var status = stat()
        #expect(stat(daemon.socketPath, &status) == 0)
        #expect(status.st_mode & 0o777 == 0o600)
        #expect(stat(daemon.directory + "/run", &status) == 0)
        #expect(status.st_mode & 0o777 == 0o700)
    }

    @Test func refusesALiveDaemonsSocketAFileAndAnOverlongPath() throws {
        let live = try DaemonProcess()
        let second = try refusal(["--socket", live.socketPath])
        #expect(second.status == 64 && second.message.contains("already serving"))
        #expect(try live.connect().request("ping").ok)

        let file = live.directory + "/plain-file"
        try "keep me".write(toFile: file, atomically: true, encoding: .utf8)
        let notSocket = try refusal(["--socket", file])
        #expect(notSocket.status == 64 && notSocket.message.contains("not a socket"))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "keep me")

        let long = live.directory + "/" + String(repeating: "x", count: 120) + ".sock"
        let tooLong = try refusal(["--socket", long])
        #expect(tooLong.status == 64 && tooLong.message.contains("at most 107"))
    }

    /// Runs `scrollsim serve` expecting it to refuse: its status and message.
    private func refusal(_ arguments: [String]) throws -> (status: Int32, message: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ScrollSimBinary.path)
        process.arguments = ["serve", "--clock", "manual"] + arguments
        let error = Pipe()
        process.standardError = error
        try process.run()
        let data = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
