import DaemonCore
import DaemonTestKit
import Specs
import Testing
import WireFormat

/// A deceleration under way on a view frozen for a change applied off the loop resumes from where it was
/// when the view comes back, as UIKit's scroll view does after a main thread blocked by a long change: the
/// frozen ticks do not run it.
@Suite struct OffLoopDecelerationTests {
    /// `OffLoopAnimationTests.bigView()`: 60,000 rows of 50 pt in a 300×200 viewport, at 120 Hz, flung at tick 0
    /// with the finger at −2000 pt/s: momentum y(t) = 2000·(0.998^(1000t) − 1)/k, k = 1000·ln 0.998 =
    /// −2.002003 (Physics.md), resting about 999 pt down. At tick 10 (y(10/120) = 153.506) a batch inserting
    /// an empty section is costly above 50,000 items: it runs off the loop, held for 30 ticks, and changes
    /// neither the content size nor the offset. Back at tick 40, the next tick (41) goes on one tick from
    /// where the view froze: y(11/120) = 167.494, then y(12/120) = 181.252. (The momentum ran on through the
    /// frozen ticks: tick 41 jumped to y(41/120) = 494.919.)
    @Test func aDecelerationResumesWhereTheFrozenViewLeftIt() throws {
        let (daemon, driver) = OffLoopAnimationTests.bigView()
        let watcher = daemon.connect()
        #expect(watcher.request("subscribe", ["events": ["didScroll"]]).ok)
        #expect(driver.request("fling", ["view": "big", "velocity": [0, -2000]]).ok)
        for _ in 0..<10 { daemon.tick() }
        driver.send(#"{"id":"b","cmd":"batchUpdates","view":"big","animated":false,"insertSections":[1]}"#)
        for _ in 0..<30 { daemon.tick() }
        daemon.finishOffLoopWork()
        #expect(driver.reply().ok)
        for _ in 0..<2 { daemon.tick() }
        _ = watcher.reply()
        let offsets = watcher.takeEvents().compactMap { event -> (tick: Int, y: Double)? in
            guard event["event"]?.stringValue == "didScroll", let tick = event["tick"]?.numberValue,
                let pair = event["contentOffset"]?.arrayValue, pair.count == 2,
                let y = pair[1].numberValue
            else { return nil }
            return (Int(tick), y)
        }
        #expect(offsets.map(\.tick) == Array(1...10) + [41, 42])
        let expected: [Double] = [153.506, 167.494, 181.252]
        for (offset, y) in zip(offsets.suffix(3), expected) {
            #expect(abs(offset.y - y) < 0.002, "tick \(offset.tick): \(offset.y), expected \(y)")
        }
    }
}
