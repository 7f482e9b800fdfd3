import CLibUV
import Glibc
import Histogram
import Simulation
import Wire

extension DaemonServer {
    /// The fields of `hello` (the event on connect and the command's reply).
    func helloFields() -> [String: JSONValue] {
        DaemonReplies.hello(
            version: options.version, tickHz: simulator.tickHz, clock: options.configuration.clock, pid: getpid(),
            limits: limits)
    }

    /// `stats`: clients and their queues, drops, views, ticks skipped and tick lateness percentiles (ms).
    func statsJSON() -> JSONValue {
        let queues: [JSONValue] = connections.map { connection in
            .object([
                "client": .number(Double(connection.number)), "queued": .number(Double(connection.queuedBytes)),
                "subscriptions": .number(Double(connection.subscriptions.count)),
                "delivered": .number(Double(connection.deliveredTotal)),
                "dropped": .number(Double(connection.backPressure.droppedTotal)),
                "lagging": .bool(connection.backPressure.isLagging),
            ])
        }
        var result: [String: JSONValue] = [
            "clients": .number(Double(connections.count)),
            "subscribers": .number(Double(connections.filter { !$0.subscriptions.isEmpty }.count)),
            "views": .number(Double(simulator.viewCount)), "scenarios": .number(Double(scenarios.runs.count)),
            "tick": .number(Double(simulator.tick)), "t": .number(simulator.time * 1000),
            "clock": .string(options.configuration.clock.rawValue), "tickHz": .number(simulator.tickHz),
            "dropped": .number(Double(connections.reduce(0) { $0 + $1.backPressure.droppedTotal })),
            "queues": .array(queues), "uptime": .number(Double((uv_hrtime() - startTime) / 1_000_000)),
            "ticksSkipped": .number(Double(clock?.skipped ?? 0)),
        ]
        if let lateness = clock?.lateness, lateness.totalCount > 0 {
            let milliseconds = { (value: UInt64) in JSONValue.number(Double(value) / 1000) }
            result["tickLateness"] = .object([
                "count": .number(Double(lateness.totalCount)), "p50": milliseconds(lateness.valueAtPercentile(50)),
                "p90": milliseconds(lateness.valueAtPercentile(90)),
                "p99": milliseconds(lateness.valueAtPercentile(99)),
                "max": milliseconds(lateness.max),
            ])
        }
        return .object(result)
    }

    /// A view's state for `snapshot` and `subscribe`: offset, phase, displayed cells, focus.
    func viewSnapshot(_ id: String) -> JSONValue? {
        guard let state = simulator.state(of: id), let size = simulator.contentSize(of: id) else { return nil }
        return DaemonReplies.snapshot(id, state: state, contentSize: size)
    }
}
