import Daemon
import DaemonTestKit
import Foundation
import LayoutTestKit
import Platform
import ScrollSimClient
import Testing
import WireFormat

/// The fault cases that take a while or a process of their own: random garbage from 8 clients
/// (A8), a subscriber process stopped with SIGSTOP (B10), more clients than file descriptors (C18), the
/// daemon itself stopped and resumed (D24). `SCROLLSIM_SOAK_SECONDS` lengthens the garbage run (30 in the
/// reference; 3 by default so that `make test` stays quick).
@Suite(.serialized) struct ResilienceTests {
    static var soakSeconds: Double {
        ProcessInfo.processInfo.environment["SCROLLSIM_SOAK_SECONDS"].flatMap(Double.init) ?? 3
    }

    @Test func eightClientsSendingRandomGarbageHarmNothing() throws {
        // Replies to garbage queue up while a garbage client is busy sending; a 256 KiB hard limit bounds
        // that backlog (8 × 256 KiB at most) so the memory it takes does not depend on how the machine's
        // load happens to schedule the clients against the daemon.
        let daemon = try DaemonProcess(limits: "{maxLine: 4096, softQueue: 65536, hardQueue: 262144}")
        let watcher = try daemon.connect()
        #expect(try watcher.request("createView", ["view": ViewFixtures.grid]).ok)
        #expect(try watcher.request("subscribe").ok)
        _ = watcher.takeEvents()
        let descriptors = daemon.descriptorCount
        // A first round warms the allocator (RSS settles near 40 MB within 3 s and stays there: six more
        // 2-second rounds measured 36–41 MB); memory is compared after it.
        try GarbageClients(path: daemon.socketPath, count: 8).run(seconds: 3)
        let warmed = daemon.residentKilobytes
        let sent = try GarbageClients(path: daemon.socketPath, count: 8).run(seconds: Self.soakSeconds)
        #expect(sent > 100_000, "only \(sent) bytes of garbage sent")
        // The bystander is still served, in order, and the daemon holds what it held before.
        #expect(try watcher.request("ping").ok)
        #expect(try watcher.request("reload", ["view": "grid"]).ok)
        #expect(watcher.takeEvents().count == 200)
        // The garbage clients have hung up; the daemon closes their descriptors as it reads each end.
        let deadline = Date().addingTimeInterval(5)
        while daemon.descriptorCount != descriptors && Date() < deadline { usleep(20_000) }
        #expect(daemon.descriptorCount == descriptors)
        #expect(daemon.residentKilobytes - warmed < 12 * 1024, "RSS \(warmed) KiB → \(daemon.residentKilobytes) KiB")
        #expect(daemon.process.isRunning)
    }

    @Test func aStoppedSubscriberProcessIsDroppedWhileOthersArePromptlyServed() throws {
        let daemon = try DaemonProcess(limits: "{softQueue: 65536, stallTimeout: 1000}")
        let driver = try daemon.connect()
        #expect(try driver.request("createView", ["view": ViewFixtures.grid]).ok)
        let subscriber = Process()
        subscriber.executableURL = URL(fileURLWithPath: ScrollSimBinary.path)
        subscriber.arguments = ["subscribe", "--socket", daemon.socketPath]
        let output = Pipe()
        let received = LogBuffer()
        output.fileHandleForReading.readabilityHandler = { received.append($0.availableData) }
        subscriber.standardOutput = output
        try subscriber.run()
        defer { if subscriber.isRunning { kill(subscriber.processIdentifier, SIGKILL) } }
        while try (driver.request("stats").result["subscribers"]?.intValue ?? 0) < 1 { usleep(10_000) }

        kill(subscriber.processIdentifier, SIGSTOP)
        let pinger = try daemon.connect()
        var slowest = 0.0
        let stoppedUntil = Date().addingTimeInterval(2.5)
        while Date() < stoppedUntil {
            // 200 events of ~150 bytes per reload: the stopped reader's buffers fill within the first few.
            #expect(try driver.request("reload", ["view": "grid"]).ok)
            let sent = Date()
            #expect(try pinger.request("ping").ok)
            slowest = max(slowest, Date().timeIntervalSince(sent))
        }
        // Disconnected for stalling (1 s without progress) while stopped, not waited for.
        let stats = try driver.request("stats").result
        #expect(stats["subscribers"]?.intValue == 0)
        #expect(slowest < 0.1, "a ping took \(Int(slowest * 1000)) ms while a subscriber was stopped")
        kill(subscriber.processIdentifier, SIGCONT)
        let deadline = Date().addingTimeInterval(5)
        while subscriber.isRunning && Date() < deadline { usleep(10_000) }
        #expect(!subscriber.isRunning, "the resumed subscriber did not see its connection end")
        #expect(received.text.contains("\"event\":\"willDisplay\""))
        #expect(daemon.standardError().contains("no write progress"))
    }

    @Test func clientsPastTheDescriptorLimitAreRefusedAndTheOthersServed() throws {
        let daemon = try DaemonProcess(fileLimit: 64)
        // libuv's reserve-descriptor trick accepts and closes what it cannot hold: refused clients see
        // their connection end at once.
        var served: [LineSocket] = []
        var refused = 0
        var sockets: [LineSocket] = []
        for _ in 0..<100 { sockets.append(try LineSocket(path: daemon.socketPath)) }
        for socket in sockets {
            // Each one hears its hello or sees its connection closed; none is left hanging.
            if let hello = socket.readLine(timeout: 3000), hello.contains("\"event\":\"hello\"") {
                served.append(socket)
            } else {
                #expect(socket.reachedEnd, "a client neither served nor refused")
                refused += 1
            }
        }
        #expect(served.count >= 40 && refused >= 30, "\(served.count) served, \(refused) refused")
        for socket in [served.first, served.last].compactMap({ $0 }) {
            try socket.send(line: #"{"cmd":"ping","id":1}"#)
            #expect(socket.readLine()?.contains("\"ok\":true") == true)
        }
        sockets.removeAll()
        served.removeAll()
        usleep(200_000)
        // Once descriptors are free again, newcomers are accepted.
        #expect(try daemon.connect().request("ping").ok)
    }

    @Test func aStoppedDaemonResumesWithCappedCatchUp() throws {
        let daemon = try DaemonProcess(clock: "real")
        let client = try daemon.connect()
        let before = try client.request("stats").result
        kill(daemon.pid, SIGSTOP)
        let stoppedAt = Date()
        usleep(2_000_000)
        kill(daemon.pid, SIGCONT)
        let stopped = Date().timeIntervalSince(stoppedAt)
        usleep(300_000)
        let after = try client.request("stats").result
        let skipped = (after["ticksSkipped"]?.intValue ?? 0) - (before["ticksSkipped"]?.intValue ?? 0)
        let ticks = (after["tick"]?.intValue ?? 0) - (before["tick"]?.intValue ?? 0)
        // 120 Hz: the stop's ticks are skipped, not run in a burst (at most 5 run back to back).
        #expect(Double(skipped) >= stopped * 120 - 10, "skipped \(skipped) ticks of a \(stopped) s stop")
        #expect(Double(ticks + skipped) <= (stopped + 0.5) * 120 + 10)
        // Simulated time stays the tick count over the rate.
        let milliseconds = after["t"]?.numberValue ?? 0
        #expect(abs(milliseconds - Double(after["tick"]?.intValue ?? 0) * 1000 / 120) < 0.001)
    }
}

/// `count` connections sending random bytes (lines of random length, some past the line cap, newlines
/// among them) without blocking, reading whatever comes back, reconnecting when the daemon hangs up.
struct GarbageClients {
    let path: String
    let count: Int
    /// The bytes most of the garbage is drawn from, so that much of it looks like JSON.
    static let jsonish = Array(#"{}[]":,0123456789.-eEnulltrue"cmd"#.utf8)

    /// Sends for `seconds`; returns the bytes sent.
    @discardableResult
    func run(seconds: Double) throws -> Int {
        var generator = SeededGenerator.forTest("garbage clients")
        var sockets = try (0..<count).map { _ in try LineSocket(path: path) }
        var chunk = [UInt8](repeating: 0, count: 8192)
        var sink = [UInt8](repeating: 0, count: 65536)
        var total = 0
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            for index in sockets.indices {
                let length = Int.random(in: 1...chunk.count, using: &generator)
                for position in 0..<length {
                    let roll = UInt8.random(in: 0...255, using: &generator)
                    // Mostly printable JSON-ish bytes, newlines now and then, any byte at all otherwise.
                    chunk[position] =
                        roll < 4
                        ? UInt8(ascii: "\n")
                        : roll < 200 ? Self.jsonish[Int(roll) % Self.jsonish.count] : roll
                }
                let sent = chunk.withUnsafeBytes {
                    send(sockets[index].descriptor, $0.baseAddress, length, Int32(MSG_DONTWAIT | MSG_NOSIGNAL))
                }
                var closed = sent < 0 && errno != EAGAIN && errno != EWOULDBLOCK
                if sent > 0 { total += sent }
                while !closed {
                    let read = sink.withUnsafeMutableBytes {
                        recv(sockets[index].descriptor, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT))
                    }
                    if read > 0 { continue }
                    closed = read == 0 || (errno != EAGAIN && errno != EWOULDBLOCK)
                    break
                }
                if closed { sockets[index] = try LineSocket(path: path) }
            }
        }
        return total
    }
}
