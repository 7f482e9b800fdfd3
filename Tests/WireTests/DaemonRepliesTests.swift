import LayoutCore
import Testing

@testable import Simulation
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
                == #"{"contentOffset":[0,12.5],"contentSize":[300,1000],"focus":null,"phase":"decelerating","velocity":[0,-300],"view":"list","visible":[[0,1]]}"#
        )
    }
}
