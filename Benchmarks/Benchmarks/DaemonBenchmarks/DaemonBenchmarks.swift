import Benchmark
import DaemonCore
import Logging
import Wire

/// The daemon's core without I/O (issue 17): what one tick costs the core itself — the simulator, the
/// batch encoded once, each subscriber's slices and write action — with 1 and 16 subscribers; the
/// transport's part (libuv, the kernel) is what `make load` adds.
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
}

/// A core serving a 50,000-cell grid (30×20 cells, 100 visible; the most created on the loop) to
/// subscribers, and the request that flings it down at 3,000 pt/s from where it is (about 2,000 pt a
/// second, so 25 seconds of flings before the end).
enum CoreFixture {
    static let fling = Array((#"{"id":2,"cmd":"fling","view":"grid","velocity":[0,-3000]}"# + "\n").utf8)

    static func grid(subscribers: Int) -> DaemonCore {
        var configuration = DaemonConfiguration()
        configuration.clock = .manual
        let environment = DaemonEnvironment(
            version: "benchmark", processID: 1, allowShutdown: false, userID: 0, uptime: { 0 }, clockFigures: { nil })
        let core = DaemonCore(
            configuration: configuration, environment: environment,
            logger: Logger(label: "benchmark") { _ in SwiftLogNoOpLogHandler() })
        let grid =
            #"{"id":0,"cmd":"createView","view":{"id":"grid","viewport":[300,200],"layout":{"type":"flow","itemSize":[30,20],"minimumLineSpacing":0,"minimumInteritemSpacing":0},"sections":[{"items":50000}]}}"#
        send(grid, to: 1, of: core)
        for client in 2...(subscribers + 1) { send(#"{"id":1,"cmd":"subscribe"}"#, to: client, of: core) }
        return core
    }

    private static func send(_ line: String, to client: ConnectionID, of core: DaemonCore) {
        _ = core.handle(.opened(client, peerUID: nil, now: 0))
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBytes { core.handle(.read(client, $0)) }
    }
}
