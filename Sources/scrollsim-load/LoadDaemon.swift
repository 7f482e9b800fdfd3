import Foundation
import Platform
import ScrollSimClient
import WireFormat

/// A daemon process for one measurement, on a socket in a fresh temporary directory.
final class LoadDaemon {
    let process = Process()
    let socketPath: String
    let directory: String
    /// When its socket first accepted a connection (CLOCK_MONOTONIC ns).
    private(set) var readyAt: UInt64 = 0

    init(binary: String, clock: String, views: String) throws {
        directory =
            FileManager.default.temporaryDirectory.path + "/ssl-\(getpid())-\(monotonicNanoseconds() % 1_000_000)"
        socketPath = directory + "/d.sock"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let config = directory + "/config.yaml"
        try "logLevel: warning\nviews: \(views)\n".write(toFile: config, atomically: true, encoding: .utf8)
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["serve", "--config", config, "--socket", socketPath, "--clock", clock]
        try process.run()
        while (try? LineSocket(path: socketPath)) == nil {
            guard process.isRunning else { throw CocoaError(.executableLoad) }
            usleep(500)
        }
        readyAt = monotonicNanoseconds()
    }

    deinit {
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        try? FileManager.default.removeItem(atPath: directory)
    }

    var residentKilobytes: Int {
        guard let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
        else { return -1 }
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? -1
    }
}
