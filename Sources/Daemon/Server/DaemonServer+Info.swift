import CLibUV
import Glibc
import Histogram
import LayoutCore
import Layouts
import Logging
import Simulation
import Wire

/// Names the protocol and its capabilities.
public enum DaemonInfo {
    public static let protocolName = "scrollsim/1"
}

extension DaemonServer {
    /// The fields of `hello` (the event on connect and the command's reply).
    func helloFields() -> [String: JSONValue] {
        let config = options.configuration
        return [
            "protocol": .string(DaemonInfo.protocolName), "version": .string(options.version),
            "tickHz": .number(simulator.tickHz), "clock": .string(config.clock.rawValue),
            "pid": .number(Double(getpid())),
            "limits": .object([
                "maxLine": .number(Double(limits.maxLine)), "softQueue": .number(Double(limits.softQueue)),
                "lowQueue": .number(Double(limits.lowQueue)),
                "hardQueue": .number(Double(limits.hardQueue)), "stallTimeout": .number(limits.stallTimeout),
                "maxViews": .number(Double(limits.maxViews)),
                "maxItemsPerView": .number(Double(limits.maxItemsPerView)),
                "maxTotalItems": .number(Double(limits.maxTotalItems)),
            ]),
        ]
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
        let focus = simulator.focus(of: id)
        return .object([
            "view": .string(id), "contentOffset": LayoutReport.point(state.contentOffset),
            "contentSize": .array([.number(size.width), .number(size.height)]),
            "phase": .string(state.phase.rawValue),
            "velocity": .array([.number(state.velocity.dx), .number(state.velocity.dy)]),
            "visible": .array(state.visibleCells.map(LayoutReport.indexPath)),
            "focus": focus.map { LayoutReport.indexPath($0.indexPath) } ?? .null,
        ])
    }

    /// A view's line in `listViews`.
    func viewSummary(_ id: String, _ spec: ViewSpec) -> JSONValue {
        .object([
            "view": .string(id), "layout": .string(spec.layout.typeName),
            "viewport": .array([.number(spec.viewport.width), .number(spec.viewport.height)]),
            "items": .number(Double(spec.data.totalItemCount)),
        ])
    }
}
