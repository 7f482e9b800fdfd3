import DaemonCore
import DaemonTestKit
import Specs
import Testing
import WireFormat

/// An animated data change the daemon applies off the loop (a large view) runs from the tick its events
/// are stamped at, however many ticks the other views ran meanwhile.
@Suite struct OffLoopAnimationTests {
    /// A daemon on the real-time clock (120 Hz) that holds its off-loop work until told, with view "big" created
    /// (60,000 rows of 300×50, no spacing, in a 300×200 viewport: over the 50,000 items changed on the loop),
    /// and the connection that created it.
    static func bigView() -> (ManualDaemon, ManualClient) {
        let daemon = ManualDaemon(configuration: DaemonConfiguration())
        daemon.holdsOffLoopWork = true
        let creator = daemon.connect()
        creator.send(
            #"{"id":"big","cmd":"createView","view":{"id":"big","viewport":[300,200],"layout":{"type":"flow","#
                + #""itemSize":[300,50],"minimumLineSpacing":0},"sections":[{"items":60000}]}}"#)
        daemon.finishOffLoopWork()
        #expect(creator.reply().ok)
        return (daemon, creator)
    }

    /// View "big": 60,000 rows of 50 pt in a 300×200 viewport (rows 0…3 displayed), on the real-time clock
    /// (120 Hz). A batch inserting a section is costly above 50,000 items: it runs off the loop, held for
    /// 30 ticks. Its events come at tick 30: `deleted` "0-1"; then, linear over 0.1 s (12 ticks), "0-4"
    /// travels from y 200 to 150 (y = 200 − 50·k/12), displayed at once at tick 31 (y 195.833), and the
    /// deleted cell and the completion at tick 30 + 12 = 42. (The animation ran from tick 0 of the freeze:
    /// both came at tick 31.)
    @Test func anAnimatedBatchOffTheLoopRunsFromItsEvents() {
        let (daemon, creator) = Self.bigView()
        let watcher = daemon.connect()
        #expect(watcher.request("subscribe").ok)
        creator.send(
            #"{"id":"b","cmd":"batchUpdates","view":"big","animation":{"duration":0.1,"curve":"linear"},"#
                + #""deleteItems":[[0,1]],"insertSections":[1]}"#)
        for _ in 0..<30 { daemon.tick() }
        daemon.finishOffLoopWork()
        #expect(creator.reply().ok)
        for _ in 0..<20 { daemon.tick() }
        _ = watcher.reply()
        let events = watcher.takeEvents().compactMap { event -> String? in
            guard let name = event["event"]?.stringValue, name != "didScroll" else { return nil }
            return "\(Int(event["tick"]?.numberValue ?? -1)) \(name) \(event["id"]?.stringValue ?? "")"
        }
        #expect(
            events == [
                "30 deleted 0-1", "31 willDisplay 0-4", "42 didEndDisplaying 0-1", "42 didEndBatchUpdates ",
            ])
    }
}
