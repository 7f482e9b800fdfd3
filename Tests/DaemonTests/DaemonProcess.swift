import Daemon
import DaemonTestKit
import Foundation
import LayoutTestKit
import Platform
import ScrollSimClient
import Synchronization
import WireFormat

/// The real `scrollsim serve` binary on a socket in a fresh temporary directory, started for one test and
/// killed when it ends.
final class DaemonProcess {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The repository, for `Scenarios/`.
    static let repositoryRoot = Repository.root

    let directory: String
    let socketPath: String
    let process = Process()
    private let errorOutput = Pipe()
    /// The daemon's `XDG_CONFIG_HOME`.
    let userConfigHome: String
    /// The config file it read.
    let configPath: String
    private let log = LogBuffer()

    /// Starts the daemon with a config of `limits` (YAML mapping text) and `arguments`, and waits until
    /// its socket answers. With `fileLimit`, it runs under `ulimit -n fileLimit`. With `asUserConfig`, the
    /// config is not named by `--config` but found as the user's (`$XDG_CONFIG_HOME/scrollsim/config.yaml`,
    /// `XDG_CONFIG_HOME` set to `userConfigHome`).
    init(
        clock: String = "manual", limits: String = "{}", config extra: String = "", arguments: [String] = [],
        socketPath: String? = nil, fileLimit: Int? = nil, asUserConfig: Bool = false,
        environment extraEnvironment: [String: String] = [:]
    ) throws {
        var template = Array("/tmp/ssd-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw Failure(description: "mkdtemp failed") }
        directory = String(cString: made)
        self.socketPath = socketPath ?? directory + "/run/d.sock"
        userConfigHome = directory + "/config-home"
        configPath = asUserConfig ? userConfigHome + "/scrollsim/config.yaml" : directory + "/config.yaml"
        try FileManager.default.createDirectory(
            atPath: userConfigHome + "/scrollsim", withIntermediateDirectories: true)
        let config = "limits: \(limits)\nscenariosDir: \(Self.repositoryRoot)/Scenarios\n\(extra)"
        try config.write(toFile: configPath, atomically: true, encoding: .utf8)
        let configArguments = asUserConfig ? [] : ["--config", configPath]
        let serve =
            ["serve"] + configArguments + ["--socket", self.socketPath, "--clock", clock, "--log-level", "debug"]
            + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = userConfigHome
        process.environment = environment.merging(extraEnvironment) { $1 }
        if let fileLimit {
            // The shell sets the limit and becomes the daemon (same pid).
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "ulimit -n \(fileLimit) && exec \"$0\" \"$@\"", ScrollSimBinary.path] + serve
        } else {
            process.executableURL = URL(fileURLWithPath: ScrollSimBinary.path)
            process.arguments = serve
        }
        process.standardError = errorOutput
        let log = self.log
        errorOutput.fileHandleForReading.readabilityHandler = { handle in log.append(handle.availableData) }
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        try waitUntilServing()
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        try? FileManager.default.removeItem(atPath: directory)
    }

    var pid: Int32 { process.processIdentifier }

    private func waitUntilServing() throws {
        for _ in 0..<500 {
            if (try? LineSocket(path: socketPath)) != nil { return }
            guard process.isRunning else {
                throw Failure(description: "the daemon exited \(process.terminationStatus): \(standardError())")
            }
            usleep(10_000)
        }
        throw Failure(description: "the daemon did not answer within 5 s")
    }

    /// A new client, past its `hello`.
    func connect() throws -> TestClient {
        try TestClient(path: socketPath)
    }

    /// Sends `signal` to the daemon.
    func signal(_ number: Int32) {
        kill(pid, number)
    }

    /// The exit status once the daemon has exited, or nil after `timeout` seconds.
    func exitStatus(within timeout: Double) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        return process.isRunning ? nil : process.terminationStatus
    }

    /// Everything the daemon logged so far (give it a moment to arrive).
    func standardError() -> String {
        usleep(50_000)
        return log.text
    }

    /// The daemon's open file descriptors.
    var descriptorCount: Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd").count) ?? -1
    }

    /// The daemon's resident memory in KiB.
    var residentKilobytes: Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
        else { return -1 }
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? -1
    }
}

/// The daemon's stderr, collected as it comes from the pipe's reader thread.
final class LogBuffer: Sendable {
    private let data = Mutex(Data())

    func append(_ chunk: Data) {
        data.withLock { $0 += chunk }
    }

    var text: String {
        data.withLock { String(decoding: $0, as: UTF8.self) }
    }
}
