import Benchmark
import DaemonCore
import Logging
import Specs
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

    // With no subscriber nothing is encoded: the difference from 1 and 8 is what the output turns cost.
    for subscribers in [0, 1, 8] {
        Benchmark(
            "core: 4,096 of 20,000 items deleted and put back (4,112 events, two output turns) to \(subscribers) subscriber(s)",
            configuration: .init(maxIterations: 1000)
        ) { benchmark in
            let core = CoreFixture.list(subscribers: subscribers)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(
                    CoreFixture.carryOut(CoreFixture.deleteHead.withUnsafeBytes { core.handle(.read(1, $0)) }, core))
                blackHole(
                    CoreFixture.carryOut(CoreFixture.insertHead.withUnsafeBytes { core.handle(.read(1, $0)) }, core))
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

    /// A 300×200 list of 20,000 50-pt rows (4 displayed), created on the loop.
    static func list(subscribers: Int) -> DaemonCore {
        serving(
            #"{"id":0,"cmd":"createView","view":{"id":"list","viewport":[300,200],"layout":{"type":"flow","itemSize":[300,50]},"sections":[{"items":20000}]}}"#,
            subscribers: subscribers)
    }

    /// Deletes the list's first 4,096 items: 4,096 `deleted`, and 4 rows ending and entering (4,104
    /// events, one turn's worth and 8 more: the outbox's first turn and a second).
    static let deleteHead = Array(
        (#"{"id":3,"cmd":"deleteItems","view":"list","items":["#
            + (0..<4096).map { "[0,\($0)]" }.joined(separator: ",") + "]}\n").utf8)

    /// Puts 4,096 items back at the head: the displayed rows end and the new ones enter (8 events).
    static let insertHead = Array(
        (#"{"id":4,"cmd":"insertItems","view":"list","at":[0,0],"items":["#
            + Array(repeating: "{}", count: 4096).joined(separator: ",") + "]}\n").utf8)

    /// Runs what `actions` ask of the world that the core's output needs: off-loop work, at once, and
    /// output turns until none is asked for. - Returns: how many actions came.
    static func carryOut(_ actions: [DaemonAction], _ core: DaemonCore) -> Int {
        var pending = actions
        var count = 0
        var turns = false
        while !pending.isEmpty {
            count += pending.count
            var next: [DaemonAction] = []
            for action in pending {
                switch action {
                case .offload(let job):
                    job.work()
                    next += core.handle(.workDone(job.id))
                case .runOutputTurns(let wanted): turns = wanted
                default: break
                }
            }
            if next.isEmpty && turns { next = core.handle(.outputTurn) }
            pending = next
        }
        return count
    }

    static let floodFlingDown = Array(
        (#"{"id":2,"cmd":"fling","view":"grid","velocity":[0,-100000]}"# + "\n").utf8)
    static let floodFlingUp = Array((#"{"id":2,"cmd":"fling","view":"grid","velocity":[0,100000]}"# + "\n").utf8)

    /// Opens `client` and sends `line`; work the core hands off its thread (preparing a large view) runs
    /// here, at once (`carryOut`).
    private static func send(_ line: String, to client: ConnectionID, of core: DaemonCore) {
        _ = core.handle(.opened(client, peerUID: nil, now: 0))
        let bytes = Array((line + "\n").utf8)
        _ = carryOut(bytes.withUnsafeBytes { core.handle(.read(client, $0)) }, core)
    }
}
