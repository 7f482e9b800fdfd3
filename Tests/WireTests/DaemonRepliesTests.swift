import LayoutCore
import Testing
import WireFormat

@testable import Simulation
@testable import Specs
@testable import Wire

/// The daemon's reply shapes, without the daemon.
@Suite struct DaemonRepliesTests {
    @Test func helloReportsEveryLimitTheConfigTakes() {
        let hello = DaemonReplies.hello(
            version: "1", tickHz: 120, clock: .manual, pid: 42, limits: DaemonConfiguration.Limits())
        #expect(Set(hello.keys) == ["protocol", "version", "tickHz", "clock", "pid", "limits"])
        guard case .object(let limits)? = hello["limits"] else {
            Issue.record("no limits object")
            return
        }
        #expect(Set(limits.keys) == Set(DaemonConfigurationDecoder.limitKeys))
        #expect(hello["protocol"] == .string("scrollsim/1") && hello["clock"] == .string("manual"))
    }

    @Test func aSnapshotCarriesTheViewsState() {
        let state = ViewState(
            phase: .decelerating, contentOffset: Point(x: 0, y: 12.5), velocity: Vector(dx: 0, dy: -300),
            visibleCells: [IndexPath(section: 0, item: 1)], focus: nil)
        let snapshot = DaemonReplies.snapshot("list", state: state, contentSize: Size(width: 300, height: 1000))
        #expect(
            snapshot.canonical
                == #"{"contentOffset":[0,12.5],"contentSize":[300,1000],"focus":null,"phase":"decelerating","sections":[],"supplementaries":[],"velocity":[0,-300],"view":"list","visible":[[0,1]]}"#
        )
    }

    /// Each orthogonal section and each displayed supplementary view, as `sections` and `supplementaries`.
    @Test func aSnapshotCarriesTheSectionsAndSupplementaries() {
        let state = ViewState(
            phase: .idle, contentOffset: .zero, velocity: .zero, visibleCells: [], focus: nil,
            sections: [
                ViewState.Section(
                    section: 2, contentOffset: Point(x: 120.5, y: 0), phase: .decelerating,
                    velocity: Vector(dx: 250, dy: 0))
            ],
            supplementaries: [ViewState.Supplementary(kind: .header, indexPath: IndexPath(section: 1, item: 0))])
        let snapshot = DaemonReplies.snapshot("feed", state: state, contentSize: Size(width: 375, height: 900))
        #expect(
            snapshot.canonical.contains(
                #""sections":[{"contentOffset":[120.5,0],"phase":"decelerating","section":2,"velocity":[250,0]}],"supplementaries":[{"indexPath":[1,0],"kind":"header"}]"#
            ))
    }

    /// `stats`: one queue entry per client, the subscribers and drops summed over them, lateness only when
    /// the real clock has ticked.
    @Test func statsSumsItsClientsAndReportsLatenessWhenThereIsSome() {
        let clients = [
            DaemonReplies.ClientFigures(
                client: 1, queued: 0, subscriptions: 0, delivered: 0, dropped: 0, lagging: false),
            DaemonReplies.ClientFigures(
                client: 2, queued: 70_000, subscriptions: 2, delivered: 10, dropped: 400, lagging: true),
            DaemonReplies.ClientFigures(
                client: 3, queued: 0, subscriptions: 1, delivered: 5, dropped: 3, lagging: false),
        ]
        var figures = DaemonReplies.Stats(
            clients: clients, views: 2, scenarios: 1, tick: 240, milliseconds: 2000, clock: .manual, tickHz: 120,
            uptime: 5000, ticksSkipped: 0, tickLateness: nil)
        let manual = DaemonReplies.stats(figures).canonical
        #expect(
            manual
                == #"{"clients":3,"clock":"manual","dropped":403,"queues":[{"client":1,"delivered":0,"dropped":0,"lagging":false,"queued":0,"subscriptions":0},{"client":2,"delivered":10,"dropped":400,"lagging":true,"queued":70000,"subscriptions":2},{"client":3,"delivered":5,"dropped":3,"lagging":false,"queued":0,"subscriptions":1}],"scenarios":1,"subscribers":2,"t":2000,"tick":240,"tickHz":120,"ticksSkipped":0,"uptime":5000,"views":2}"#
        )
        figures.clock = .real
        figures.tickLateness = DaemonReplies.Percentiles(count: 10, p50: 0.1, p90: 0.2, p99: 0.5, max: 1.25)
        #expect(
            DaemonReplies.stats(figures).canonical.contains(
                #""tickLateness":{"count":10,"max":1.25,"p50":0.1,"p90":0.2,"p99":0.5}"#))
    }
}
