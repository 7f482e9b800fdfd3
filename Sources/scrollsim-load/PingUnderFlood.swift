import Foundation
import Histogram
import Platform
import ScrollSimClient
import Synchronization
import WireFormat

/// The loop's responsiveness while one client asks for the most expensive work it may: for each kind of
/// expensive command, a flooder sends it back to back (each after the last reply) on the real clock, while
/// another client pings every 5 ms; the ping's round trip is what any other client of the daemon waits.
enum PingUnderFlood {
    /// One kind of flood: the views it needs, then the lines it repeats.
    struct Flood {
        var name: String
        var views: String
        var lines: [String]
    }

    static let bigList =
        #"{"id":"big","viewport":[375,667],"layout":{"type":"flow","itemSize":[375,50]},"sections":[{"items":10000000}]}"#
    static let million =
        "[{id: list, viewport: [375, 667], layout: {type: flow, itemSize: [375, 50]}, sections: [{items: 1000000}]}]"
    static let fiftyThousand = (0..<50_000).map { "[0,\($0)]" }.joined(separator: ",")

    static let floods = [
        Flood(
            name: "createView and destroyView of 10,000,000 items", views: "[]",
            lines: [#"{"cmd":"createView","view":\#(bigList)}"#, #"{"cmd":"destroyView","view":"big"}"#]),
        Flood(
            name: "insertItems of 100,000 and two deleteItems of 50,000 in a 1,000,000-item list", views: million,
            lines: [
                #"{"cmd":"insertItems","view":"list","at":[0,500000],"items":100000}"#,
                #"{"cmd":"deleteItems","view":"list","items":[\#(fiftyThousand)]}"#,
                #"{"cmd":"deleteItems","view":"list","items":[\#(fiftyThousand)]}"#,
            ]),
        Flood(
            name: "layout of a rect of 10,000 cells", views: million,
            lines: [#"{"cmd":"layout","view":"list","rect":[0,0,375,500000]}"#]),
        Flood(
            name: "flings at 10,000,000 pt/s", views: million,
            lines: [
                #"{"cmd":"fling","view":"list","velocity":[0,-10000000]}"#,
                #"{"cmd":"fling","view":"list","velocity":[0,10000000]}"#,
            ]),
    ]

    /// Runs each flood for `seconds` and prints the ping's percentiles.
    static func run(_ binary: String, seconds: Double) throws {
        for flood in floods {
            let daemon = try LoadDaemon(binary: binary, clock: "real", views: flood.views)
            let pinger = try Pinger(path: daemon.socketPath)
            let flooder = try LineSocket(path: daemon.socketPath)
            _ = flooder.readLine()
            pinger.start()
            let start = monotonicNanoseconds()
            var commands = 0
            while Double(monotonicNanoseconds() - start) / 1e9 < seconds {
                for line in flood.lines {
                    try flooder.send(line: line)
                    _ = flooder.readLine(timeout: 60_000)
                    commands += 1
                }
            }
            let latency = pinger.stop()
            say(
                "ping while one client floods \(flood.name): p50 \(LoadTool.ms(latency.valueAtPercentile(50))) p99 \(LoadTool.ms(latency.valueAtPercentile(99))) max \(LoadTool.ms(latency.max)) ms (\(latency.totalCount) pings, \(commands) commands)"
            )
        }
    }
}

/// A client on its own thread that pings every 5 ms and records each round trip (µs) in HdrHistogram.
///
/// Unchecked: the socket is used by the pinging thread only; what the threads share is behind `state`.
final class Pinger: @unchecked Sendable {
    private struct State {
        var running = true
        var finished = false
        var latency = Histogram<UInt64>(highestTrackableValue: 60_000_000, numberOfSignificantValueDigits: .three)
    }

    private let socket: LineSocket
    private let state = Mutex(State())

    init(path: String) throws {
        socket = try LineSocket(path: path)
        _ = socket.readLine()
    }

    func start() {
        Thread.detachNewThread { [self] in
            while state.withLock({ $0.running }) {
                let sent = monotonicNanoseconds()
                guard (try? socket.send(line: #"{"cmd":"ping"}"#)) != nil, socket.readLine(timeout: 60_000) != nil
                else { break }
                let microseconds = (monotonicNanoseconds() - sent) / 1000
                state.withLock { _ = $0.latency.record(microseconds) }
                usleep(5000)
            }
            state.withLock { $0.finished = true }
        }
    }

    /// Stops pinging and returns the round trips.
    func stop() -> Histogram<UInt64> {
        state.withLock { $0.running = false }
        while !state.withLock({ $0.finished }) { usleep(1000) }
        return state.withLock { $0.latency }
    }
}
