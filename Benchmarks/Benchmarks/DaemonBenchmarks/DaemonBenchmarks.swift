import Benchmark
import DaemonCore
import Logging
import Wire

/// The daemon's core without I/O (issue 17): what one tick costs the core itself — the simulator, the
/// batch encoded once, each subscriber's slices and write action — with 1 and 16 subscribers; the
/// transport's part (libuv, the kernel) is what `make load` adds. The flood's shape (issue 20): the
/// ticks of `scrollsim-load`'s flood with no subscriber (the simulation alone) and with 1 and 8, so that
/// a tick's cost per event splits into simulating and encoding plus fanning out.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
        maxDuration: .seconds(3),
        maxIterations: 100_000
    )

    for subscribers in [1, 16] {
        Benchmark("core: a grid fling and its 120 ticks to \(subscribers) subscriber(s), actions discarded") {
            benchmark in
            let core = CoreFixture.grid(subscribers: subscribers)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(CoreFixture.fling.withUnsafeBytes { core.handle(.read(1, $0)) })
                for _ in 0..<120 { blackHole(core.handle(.tick)) }
            }
        }
    }

    for subscribers in [0, 1, 8] {
        Benchmark(
            "core: the flood's fling and 60 ticks (about 63,000 events) to \(subscribers) subscriber(s)",
            configuration: .init(maxIterations: 1000)
        ) { benchmark in
            let core = CoreFixture.floodGrid(subscribers: subscribers)
            benchmark.startMeasurement()
            for iteration in benchmark.scaledIterations {
                let fling = iteration.isMultiple(of: 2) ? CoreFixture.floodFlingDown : CoreFixture.floodFlingUp
                blackHole(fling.withUnsafeBytes { core.handle(.read(1, $0)) })
                for _ in 0..<60 { blackHole(core.handle(.tick)) }
            }
        }
    }
}

/// A core serving a 50,000-cell grid (30×20 cells, 100 visible; the most created on the loop) to
/// subscribers, and the request that flings it down at 3,000 pt/s from where it is (about 2,000 pt a
/// second, so 25 seconds of flings before the end).
enum CoreFixture {
    static let fling = Array((#"{"id":2,"cmd":"fling","view":"grid","velocity":[0,-3000]}"# + "\n").utf8)

    static func grid(subscribers: Int) -> DaemonCore {
        serving(
            #"{"id":0,"cmd":"createView","view":{"id":"grid","viewport":[300,200],"layout":{"type":"flow","itemSize":[30,20],"minimumLineSpacing":0,"minimumInteritemSpacing":0},"sections":[{"items":50000}]}}"#,
            subscribers: subscribers)
    }

    /// `scrollsim-load`'s flood: a 1,000,000-item grid of 10-pt cells, 10 to a row, in a 100×1000
    /// viewport, flung at 100,000 pt/s, so that about 1,000 cells enter and leave every tick.
    static func floodGrid(subscribers: Int) -> DaemonCore {
        serving(
            #"{"id":0,"cmd":"createView","view":{"id":"grid","viewport":[100,1000],"layout":{"type":"flow","itemSize":[10,10],"minimumLineSpacing":0,"minimumInteritemSpacing":0},"sections":[{"items":1000000}]}}"#,
            subscribers: subscribers)
    }

    /// A core on the manual clock where client 1 has created a view with `createView` and clients 2 to
    /// `subscribers + 1` subscribe to everything.
    private static func serving(_ createView: String, subscribers: Int) -> DaemonCore {
        var configuration = DaemonConfiguration()
        configuration.clock = .manual
        let environment = DaemonEnvironment(
            version: "benchmark", processID: 1, allowShutdown: false, userID: 0, uptime: { 0 }, clockFigures: { nil })
        let core = DaemonCore(
            configuration: configuration, environment: environment,
            logger: Logger(label: "benchmark") { _ in SwiftLogNoOpLogHandler() })
        send(createView, to: 1, of: core)
        for client in stride(from: 2, through: subscribers + 1, by: 1) {
            send(#"{"id":1,"cmd":"subscribe"}"#, to: ConnectionID(client), of: core)
        }
        return core
    }

    static let floodFlingDown = Array(
        (#"{"id":2,"cmd":"fling","view":"grid","velocity":[0,-100000]}"# + "\n").utf8)
    static let floodFlingUp = Array((#"{"id":2,"cmd":"fling","view":"grid","velocity":[0,100000]}"# + "\n").utf8)

    /// Opens `client` and sends `line`; work the core hands off its thread (preparing a large view) runs
    /// here, at once.
    private static func send(_ line: String, to client: ConnectionID, of core: DaemonCore) {
        _ = core.handle(.opened(client, peerUID: nil, now: 0))
        let bytes = Array((line + "\n").utf8)
        var actions = bytes.withUnsafeBytes { core.handle(.read(client, $0)) }
        while let index = actions.firstIndex(where: { if case .offload = $0 { true } else { false } }) {
            guard case .offload(let job) = actions.remove(at: index) else { continue }
            job.work()
            actions += core.handle(.workDone(job.id))
        }
    }
}
