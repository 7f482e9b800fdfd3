import Foundation
import Histogram
import Platform
import ScrollSimClient
import WireFormat

/// `scrollsim-load`: measures the real daemon binary from outside, as its users meet it (issue 4's load
/// budgets): the real clock at 120 Hz with flinging views and many subscribers, a flood on the manual clock,
/// idle memory and time to ready, another client's ping while one floods expensive commands. Percentiles
/// come from HdrHistogram.
@main
enum LoadTool {
    static func main() throws {
        let arguments = CommandLine.arguments
        let binary = arguments.count > 1 ? arguments[1] : ".build/release/scrollsim"
        let seconds = arguments.count > 2 ? Double(arguments[2]) ?? 10 : 10
        try startup(binary)
        if seconds > 0 { try realClock(binary, seconds: seconds, subscribers: 32, views: 8) }
        for subscribers in [1, 8, 16] { try flood(binary, subscribers: subscribers) }
        if seconds > 0 { try PingUnderFlood.run(binary, seconds: min(seconds, 5)) }
    }

    /// Time from spawn to an accepted connection, and resident memory at rest.
    static func startup(_ binary: String) throws {
        var readiness = Histogram<UInt64>(highestTrackableValue: 10_000_000, numberOfSignificantValueDigits: .three)
        var resident = 0
        for _ in 0..<5 {
            let started = monotonicNanoseconds()
            let daemon = try LoadDaemon(binary: binary, clock: "real", views: "[]")
            _ = readiness.record((daemon.readyAt - started) / 1000)
            usleep(200_000)
            resident = max(resident, daemon.residentKilobytes)
        }
        say(
            "ready to accept after start: p50 \(ms(readiness.valueAtPercentile(50))) ms, max \(ms(readiness.max)) ms (5 starts)"
        )
        say("idle RSS: \(resident / 1024) MB (\(resident) KiB)")
    }

    /// 120 Hz for `seconds` with `views` views flung back and forth and `subscribers` subscribers.
    static func realClock(_ binary: String, seconds: Double, subscribers: Int, views: Int) throws {
        let specs = (0..<views).map {
            "{id: v\($0), viewport: [390, 844], layout: {type: flow, itemSize: [390, 44], minimumLineSpacing: 0}, sections: [{items: 100000}]}"
        }
        let daemon = try LoadDaemon(binary: binary, clock: "real", views: "[" + specs.joined(separator: ", ") + "]")
        let readers = try (0..<subscribers).map { _ in
            try Reader(path: daemon.socketPath, request: "{\"cmd\":\"subscribe\"}", recordsOffsets: true)
        }
        readers.forEach { $0.start() }
        let driver = try LineSocket(path: daemon.socketPath)
        _ = driver.readLine()
        let before = try statsOf(driver)
        let start = monotonicNanoseconds()
        var round = 0
        while Double(monotonicNanoseconds() - start) / 1e9 < seconds {
            for view in 0..<views {
                try driver.send(
                    line: "{\"cmd\":\"fling\",\"view\":\"v\(view)\",\"velocity\":[0,\(round % 2 == 0 ? -4000 : 4000)]}")
                _ = driver.readLine()
            }
            round += 1
            usleep(500_000)
        }
        let after = try statsOf(driver)
        let elapsed = Double(monotonicNanoseconds() - start) / 1e9
        let ticks = (after["tick"]?.numberValue ?? 0) - (before["tick"]?.numberValue ?? 0)
        let lateness = after["tickLateness"]
        readers.forEach { $0.stop() }
        let offsets = readers.flatMap(\.offsets)
        let floor = offsets.min() ?? 0
        var delivery = Histogram<UInt64>(highestTrackableValue: 60_000_000, numberOfSignificantValueDigits: .three)
        for offset in offsets { _ = delivery.record(UInt64(offset - floor) / 1000) }
        say(
            "real clock, \(views) views flinging, \(subscribers) subscribers, \(Int(elapsed)) s: \(String(format: "%.3f", ticks / elapsed)) Hz, ticks skipped \(after["ticksSkipped"]?.canonical ?? "0")"
        )
        say(
            "  tick lateness (ms): p50 \(lateness?["p50"]?.canonical ?? "-") p90 \(lateness?["p90"]?.canonical ?? "-") p99 \(lateness?["p99"]?.canonical ?? "-") max \(lateness?["max"]?.canonical ?? "-")"
        )
        say(
            "  delivery latency of tick events (ms, over the fastest delivery seen, tick lateness included): p50 \(ms(delivery.valueAtPercentile(50))) p90 \(ms(delivery.valueAtPercentile(90))) p99 \(ms(delivery.valueAtPercentile(99))) max \(ms(delivery.max)); \(offsets.count) deliveries, dropped \(after["dropped"]?.canonical ?? "0")"
        )
    }

    /// The manual clock as fast as it goes: a 1,000,000-item grid of 10-pt cells, 10 to a row, in a 100×1000
    /// viewport (1,000 cells shown), flung at 100,000 pt/s, down then up, ten times, 60 ticks after each
    /// fling, so that most cells change every tick; subscribers ask the clock to wait for them (lossless).
    /// Another client pings every 5 ms meanwhile.
    static func flood(_ binary: String, subscribers: Int) throws {
        let spec =
            "[{id: grid, viewport: [100, 1000], layout: {type: flow, itemSize: [10, 10], minimumLineSpacing: 0, minimumInteritemSpacing: 0}, sections: [{items: 1000000}]}]"
        let daemon = try LoadDaemon(binary: binary, clock: "manual", views: spec)
        let readers = try (0..<subscribers).map { _ in
            try Reader(
                path: daemon.socketPath, request: "{\"cmd\":\"subscribe\",\"overflow\":\"block\"}",
                recordsOffsets: false)
        }
        readers.forEach { $0.start() }
        let driver = try LineSocket(path: daemon.socketPath)
        _ = driver.readLine()
        let pinger = try Pinger(path: daemon.socketPath)
        pinger.start()
        let start = monotonicNanoseconds()
        for round in 0..<10 {
            let velocity = round.isMultiple(of: 2) ? -100_000 : 100_000
            try driver.send(line: "{\"cmd\":\"fling\",\"view\":\"grid\",\"velocity\":[0,\(velocity)]}")
            _ = driver.readLine()
            try driver.send(line: "{\"cmd\":\"step\",\"ticks\":60}")
            _ = driver.readLine(timeout: 120_000)
        }
        // A selection's event marks the end: the step's last events may be didScroll, which nobody gets.
        try driver.send(line: "{\"cmd\":\"select\",\"view\":\"grid\",\"item\":[0,0]}")
        let marker = try JSONValue(parsing: driver.readLine() ?? "{}")["seq"]?.intValue ?? 0
        while readers.contains(where: { $0.lastSeq < marker }) { usleep(100) }
        let elapsed = Double(monotonicNanoseconds() - start) / 1e9
        let latency = pinger.stop()
        readers.forEach { $0.stop() }
        let events = readers[0].count
        let deliveries = readers.reduce(0) { $0 + $1.count }
        say(
            "flood, manual clock, \(subscribers) subscriber(s): \(events) events in \(String(format: "%.3f", elapsed)) s = \(Int(Double(events) / elapsed)) events/s, \(Int(Double(deliveries) / elapsed)) deliveries/s"
        )
        say(
            "  another client's ping meanwhile (ms): p50 \(ms(latency.valueAtPercentile(50))) p99 \(ms(latency.valueAtPercentile(99))) max \(ms(latency.max)) (\(latency.totalCount) pings)"
        )
    }

    /// The `result` of a `stats` request sent on `socket`; an empty object when the reply has none.
    static func statsOf(_ socket: LineSocket) throws -> JSONValue {
        try socket.send(line: #"{"cmd":"stats"}"#)
        return try JSONValue(parsing: socket.readLine(timeout: 10_000) ?? "{}")["result"] ?? [:]
    }

    static func ms(_ microseconds: UInt64) -> String { String(format: "%.3f", Double(microseconds) / 1000) }
}

/// CLOCK_MONOTONIC in nanoseconds, the clock libuv's hrtime reads.
func monotonicNanoseconds() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
}

/// Prints a line at once (stdout may be a file).
func say(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
}
