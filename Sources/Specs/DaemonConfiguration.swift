import Simulation

/// The daemon's settings: `Config/scrollsim.yaml`, then command-line flags over it.
public struct DaemonConfiguration: Sendable {
    public enum ClockMode: String, Sendable, CaseIterable {
        /// Ticks follow the monotonic clock.
        case real
        /// Time moves only by the `step` command.
        case manual
    }

    /// The socket's path; nil for the default (`$XDG_RUNTIME_DIR/scrollsim/scrollsim.sock`).
    public var socket: String?
    public var tickHz: Double = 120
    public var clock: ClockMode = .real
    public var limits = Limits()
    /// Where `runScenario {name}` finds `name.yaml`.
    public var scenariosDir = "Scenarios"
    /// swift-log's level name: trace, debug, info, notice, warning, error, critical.
    public var logLevel = "info"
    /// Views created at start.
    public var views: [(id: String, spec: ViewSpec)] = []
    /// Scenarios of `scenariosDir` played at start, each again from the beginning when it ends (an addition:
    /// the demo `make run` shows).
    public var play: [String] = []
    /// Users (by uid) besides the daemon's own who may connect; everyone else is refused at once.
    public var allowUids: [Int] = []

    public init() {}

    /// The daemon's limits.
    public struct Limits: Sendable {
        /// Bytes per request line.
        public var maxLine = 1 << 20
        /// Bytes queued to a connection before it stops receiving events (the high water mark).
        public var softQueue = 256 << 10
        /// Bytes its queue must drain below for a lagging connection to get events again (the low water
        /// mark); a quarter of `softQueue` unless given.
        public var lowQueue = 64 << 10
        /// Bytes queued to a connection before it is disconnected.
        public var hardQueue = 4 << 20
        /// Milliseconds with bytes queued and none written before a connection is disconnected.
        public var stallTimeout = 10_000.0
        public var maxViews = 64
        public var maxItemsPerView = ViewSpec.maximumItemCount
        /// Items in all views together: the memory budget (about 40 bytes per item of a patterned view,
        /// 160 once a data change lists a section's items one by one).
        public var maxTotalItems = 20_000_000

        public init() {}
    }

    public static let logLevels = ["trace", "debug", "info", "notice", "warning", "error", "critical"]
}

/// Reads a daemon config file.
enum DaemonConfigurationDecoder {
    static let keys = [
        "socket", "tickHz", "clock", "limits", "scenariosDir", "logLevel", "views", "play", "allowUids",
    ]
    static let limitKeys = [
        "maxLine", "softQueue", "lowQueue", "hardQueue", "stallTimeout", "maxViews", "maxItemsPerView", "maxTotalItems",
    ]

    static func decode(_ value: SpecValue) throws(InputError) -> DaemonConfiguration {
        var config = DaemonConfiguration()
        let fields = try value.fields(allowed: keys, "a config mapping")
        config.socket = try fields["socket"]?.string()
        config.tickHz = try fields["tickHz"]?.number(in: 1...1000, "from 1 to 1000") ?? config.tickHz
        if let clock = fields["clock"] {
            config.clock = .init(rawValue: try clock.choice(DaemonConfiguration.ClockMode.allCases.map(\.rawValue)))!
        }
        if let limits = fields["limits"] { config.limits = try decodeLimits(limits) }
        config.scenariosDir = try fields["scenariosDir"]?.string() ?? config.scenariosDir
        config.logLevel = try fields["logLevel"]?.choice(DaemonConfiguration.logLevels) ?? config.logLevel
        if let uids = fields["allowUids"] {
            for element in try uids.list("a list of uids") {
                config.allowUids.append(try element.integer(in: 0...Int(UInt32.max - 1), "a uid"))
            }
        }
        if let views = fields["views"] {
            for element in try views.list("a list of view specs") {
                let spec = try ViewSpecDecoder.decode(element)
                guard let id = spec.id else { throw element.error("missing required key \"id\"") }
                guard !config.views.contains(where: { $0.id == id }) else {
                    throw element.error("duplicate view id \"\(id)\"")
                }
                config.views.append((id, spec))
            }
        }
        if let play = fields["play"] {
            for element in try play.list("a list of scenario names") { config.play.append(try element.string()) }
        }
        return config
    }

    private static func decodeLimits(_ value: SpecValue) throws(InputError) -> DaemonConfiguration.Limits {
        var limits = DaemonConfiguration.Limits()
        let fields = try value.fields(allowed: limitKeys)
        limits.maxLine = try fields["maxLine"]?.integer(in: 1024...(16 << 20)) ?? limits.maxLine
        limits.softQueue = try fields["softQueue"]?.integer(in: 1024...(1 << 30)) ?? limits.softQueue
        limits.hardQueue = try fields["hardQueue"]?.integer(in: 1024...(1 << 30)) ?? limits.hardQueue
        limits.lowQueue = try fields["lowQueue"]?.integer(in: 0...(1 << 30)) ?? limits.softQueue / 4
        if let low = fields["lowQueue"], limits.lowQueue >= limits.softQueue {
            throw low.error("expected less than softQueue (\(limits.softQueue)), got \(limits.lowQueue)")
        }
        if let hard = fields["hardQueue"], limits.hardQueue < limits.softQueue {
            throw hard.error("expected at least softQueue (\(limits.softQueue)), got \(limits.hardQueue)")
        }
        limits.stallTimeout =
            try fields["stallTimeout"]?.number(in: 10...3_600_000, "from 10 to 3600000 (ms)") ?? limits.stallTimeout
        limits.maxViews = try fields["maxViews"]?.integer(in: 1...10_000) ?? limits.maxViews
        limits.maxItemsPerView =
            try fields["maxItemsPerView"]?.integer(in: 1...ViewSpec.maximumItemCount) ?? limits.maxItemsPerView
        limits.maxTotalItems =
            try fields["maxTotalItems"]?.integer(in: 1...1_000_000_000) ?? limits.maxTotalItems
        return limits
    }
}

extension SpecFile {
    /// Reads and checks the daemon config at `path`.
    public static func loadConfiguration(path: String) throws(InputError) -> DaemonConfiguration {
        try DaemonConfigurationDecoder.decode(try parseFile(path: path))
    }

    /// The `socket` the daemon config at `path` names (nil when none): all the clients (`send`,
    /// `subscribe`) need of it, read without checking the rest, so a bad limit there does not stop them.
    public static func loadConfiguredSocket(path: String) throws(InputError) -> String? {
        try parseFile(path: path).member("socket")?.string()
    }
}

/// What `scrollsim validate` found a file to be.
public enum CheckedDocument: Sendable {
    case view(ViewSpec)
    case scenario(Scenario)
    case configuration(DaemonConfiguration)
}

extension SpecFile {
    /// Reads and checks a file of any of the three kinds, told apart by their keys: a scenario has `steps`, a
    /// view spec `viewport`, anything else is read as a daemon config.
    public static func loadAny(path: String) throws(InputError) -> CheckedDocument {
        let root = try parseFile(path: path)
        if root.member("steps") != nil {
            let stem = String(path.split(separator: "/").last?.split(separator: ".").first ?? "scenario")
            return .scenario(try ScenarioDecoder.decode(root, defaultName: stem))
        }
        if root.member("viewport") != nil { return .view(try ViewSpecDecoder.decode(root)) }
        return .configuration(try DaemonConfigurationDecoder.decode(root))
    }
}
