import Specs
import WireFormat

extension DaemonReplies {
    /// Percentiles of a duration, in milliseconds.
    public struct Percentiles: Sendable, Equatable {
        public var count: Int
        public var p50, p90, p99, max: Double

        public init(count: Int, p50: Double, p90: Double, p99: Double, max: Double) {
            self.count = count
            self.p50 = p50
            self.p90 = p90
            self.p99 = p99
            self.max = max
        }
    }

    /// One client's figures in `stats`.
    public struct ClientFigures: Sendable, Equatable {
        public var client: Int
        /// Bytes queued to it.
        public var queued: Int
        public var subscriptions: Int
        /// Events delivered and dropped since it connected.
        public var delivered: Int
        public var dropped: Int
        public var lagging: Bool

        public init(client: Int, queued: Int, subscriptions: Int, delivered: Int, dropped: Int, lagging: Bool) {
            self.client = client
            self.queued = queued
            self.subscriptions = subscriptions
            self.delivered = delivered
            self.dropped = dropped
            self.lagging = lagging
        }
    }

    /// What `stats` reports.
    public struct Stats: Sendable, Equatable {
        public var clients: [ClientFigures]
        public var views: Int
        public var scenarios: Int
        public var tick: Int
        /// Simulated time, in milliseconds.
        public var milliseconds: Double
        public var clock: DaemonConfiguration.ClockMode
        public var tickHz: Double
        /// Milliseconds since the daemon started.
        public var uptime: UInt64
        public var ticksSkipped: Int
        /// How late the real clock's ticks fired (nil with the manual clock or before the first tick).
        public var tickLateness: Percentiles?

        public init(
            clients: [ClientFigures], views: Int, scenarios: Int, tick: Int, milliseconds: Double,
            clock: DaemonConfiguration.ClockMode, tickHz: Double, uptime: UInt64, ticksSkipped: Int,
            tickLateness: Percentiles?
        ) {
            self.clients = clients
            self.views = views
            self.scenarios = scenarios
            self.tick = tick
            self.milliseconds = milliseconds
            self.clock = clock
            self.tickHz = tickHz
            self.uptime = uptime
            self.ticksSkipped = ticksSkipped
            self.tickLateness = tickLateness
        }
    }

    /// `stats`: clients and their queues, drops, views, ticks skipped and tick lateness (ms).
    /// - Complexity: O(clients).
    public static func stats(_ stats: Stats) -> JSONValue {
        let queues: [JSONValue] = stats.clients.map { figures in
            .object([
                "client": .number(Double(figures.client)), "queued": .number(Double(figures.queued)),
                "subscriptions": .number(Double(figures.subscriptions)),
                "delivered": .number(Double(figures.delivered)), "dropped": .number(Double(figures.dropped)),
                "lagging": .bool(figures.lagging),
            ])
        }
        var result: [String: JSONValue] = [
            "clients": .number(Double(stats.clients.count)),
            "subscribers": .number(Double(stats.clients.filter { $0.subscriptions > 0 }.count)),
            "views": .number(Double(stats.views)), "scenarios": .number(Double(stats.scenarios)),
            "tick": .number(Double(stats.tick)), "t": .number(stats.milliseconds),
            "clock": .string(stats.clock.rawValue), "tickHz": .number(stats.tickHz),
            "dropped": .number(Double(stats.clients.reduce(0) { $0 + $1.dropped })),
            "queues": .array(queues), "uptime": .number(Double(stats.uptime)),
            "ticksSkipped": .number(Double(stats.ticksSkipped)),
        ]
        if let lateness = stats.tickLateness {
            result["tickLateness"] = .object([
                "count": .number(Double(lateness.count)), "p50": .number(lateness.p50),
                "p90": .number(lateness.p90), "p99": .number(lateness.p99), "max": .number(lateness.max),
            ])
        }
        return .object(result)
    }
}
