import DaemonCore
import DaemonTestKit
import LayoutTestKit
import Specs
import Testing
import Wire
import WireFormat

/// Start, stop and who may connect, on the core: the shutdown notice and flush, the grace period, the
/// `shutdown` command's switch, refused users.
@Suite struct CoreLifecycleTests {
    @Test func shutdownTellsEveryClientFlushesEachAndFinishesWhenTheyAreGone() {
        let daemon = ManualDaemon(socketBuffer: 0)
        let clients = (0..<3).map { _ in daemon.connect() }
        #expect(clients[1].request("subscribe").ok)
        daemon.terminate()
        #expect(!daemon.isListening)
        #expect(!daemon.hasFinished)
        for client in clients {
            let shutdown = client.readLines().last
            #expect(shutdown?["event"]?.stringValue == "shutdown")
            #expect(shutdown?["reason"]?.stringValue == "SIGTERM")
            #expect(client.isClosed && client.closeReason == .shutdown)
        }
        #expect(daemon.hasFinished)
        let late = daemon.connect()
        #expect(late.isClosed && late.hello == [:])
    }

    /// Clients that do not take their last lines are closed when the grace period (2 s) is over.
    @Test func theGracePeriodClosesWhoeverIsLeft() {
        let daemon = ManualDaemon(socketBuffer: 0)
        let reader = daemon.connect()
        let sleeper = daemon.connect()
        #expect(reader.request("shutdown").ok)
        #expect(reader.takeEvents().last?["reason"]?.stringValue == "shutdown requested by client 1")
        #expect(reader.isClosed && !sleeper.isClosed)
        daemon.advance(by: DaemonCore.shutdownGrace - 1)
        #expect(!daemon.hasFinished)
        daemon.advance(by: 1)
        #expect(sleeper.isClosed && daemon.hasFinished)
        #expect(daemon.logLines.contains { $0.contains("grace period over: closing 1 client(s)") })
    }

    @Test func theShutdownCommandNeedsItsSwitch() {
        let daemon = ManualDaemon(allowShutdown: false)
        let client = daemon.connect()
        #expect(client.request("shutdown").errorCode == "invalid_request")
        #expect(daemon.isListening && client.request("ping").ok)
    }

    @Test func otherUsersAreRefusedUnlessAllowed() {
        let daemon = ManualDaemon(configuration: ManualDaemon.manualClock { $0.allowUids = [2000] })
        let stranger = daemon.connect(uid: 3000)
        #expect(stranger.isClosed && stranger.hello == [:] && stranger.closeReason == .refused)
        #expect(daemon.logLines.contains { $0.contains("refused client 1: it runs as uid 3000") })
        #expect(daemon.connect(uid: 2000).request("ping").ok)
        #expect(daemon.connect(uid: 1000).request("ping").ok)
    }

    /// A scenario run by a client ends with it; a detached one outlives it.
    @Test func aClientsScenarioEndsWithItUnlessDetached() {
        let daemon = ManualDaemon(
            configuration: ManualDaemon.manualClock { $0.scenariosDir = Repository.root + "/Scenarios" })
        let owner = daemon.connect()
        #expect(owner.request("runScenario", ["name": "carousel-wrap"]).ok)
        let other = daemon.connect()
        #expect(other.request("runScenario", ["name": "fling-bounce", "detached": true]).ok)
        #expect(owner.request("stats").result["scenarios"]?.intValue == 2)
        owner.reset()
        #expect(other.request("stats").result["scenarios"]?.intValue == 1)
    }
}
