import Daemon
import Foundation
import Glibc

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

/// A subscriber on its own thread: counts events, keeps the last seq, and notes for each event how long
/// after its simulated time it arrived (`arrival - t`, in ns, offset by the unknown clock origin).
final class Reader: @unchecked Sendable {
    private let socket: LineSocket
    private let lock = NSLock()
    private var running = true
    private var _count = 0
    private var _lastSeq = 0
    private(set) var offsets: [Int64] = []

    init(path: String, request: String) throws {
        socket = try LineSocket(path: path)
        _ = socket.readLine()
        try socket.send(line: request)
        _ = socket.readLine()
    }

    var count: Int { lock.withLock { _count } }
    var lastSeq: Int { lock.withLock { _lastSeq } }

    func start() {
        Thread.detachNewThread { [self] in
            while lock.withLock({ running }) {
                guard let line = socket.readLine(timeout: 100) else {
                    if socket.reachedEnd { return }
                    continue
                }
                let arrival = Int64(monotonicNanoseconds())
                let seq = Self.number(after: "\"seq\":", in: line)
                let t = Self.number(after: "\"t\":", in: line)
                lock.withLock {
                    _count += 1
                    _lastSeq = Int(seq)
                    offsets.append(arrival - Int64(t * 1e6))
                }
            }
        }
    }

    func stop() {
        lock.withLock { running = false }
        usleep(150_000)
    }

    /// The number after `key` in a canonical line.
    static func number(after key: String, in line: String) -> Double {
        guard let range = line.range(of: key) else { return 0 }
        return Double(line[range.upperBound...].prefix { $0.isNumber || $0 == "." || $0 == "-" }) ?? 0
    }
}
