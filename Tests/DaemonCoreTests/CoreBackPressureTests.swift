import DaemonCore
import DaemonTestKit
import Specs
import Testing
import Wire
import WireFormat

/// Subscribers that do not keep up, on the core with a modelled socket: the exact drop count, reading
/// paused during a lag, the hard limit and the stall timeout, each client's last word, and nobody else
/// harmed. Time is the double's; nothing sleeps.
@Suite struct CoreBackPressureTests {
    static func daemon(_ adjust: (inout DaemonConfiguration.Limits) -> Void) -> ManualDaemon {
        ManualDaemon(configuration: ManualDaemon.manualClock { adjust(&$0.limits) })
    }

    @Test func aSubscriberThatFallsBehindGetsLaggedWithTheExactCountAndIsNotReadMeanwhile() {
        let daemon = Self.daemon {
            $0.softQueue = 65536
            $0.lowQueue = 16384
        }
        let driver = daemon.connect()
        #expect(driver.request("createView", ["view": ViewFixtures.grid]).ok)
        let slow = daemon.connect()
        let base = slow.request("subscribe").result["seq"]?.intValue ?? -1
        #expect(base == 100)
        for _ in 0..<20 { #expect(driver.request("reload", ["view": "grid"]).ok) }
        #expect(!slow.isBeingRead)
        let figures = (driver.request("stats").result["queues"]?.arrayValue)?.last
        #expect(figures?["lagging"]?.boolValue == true)
        #expect(figures?["queued"]?.intValue ?? 0 >= 65536)

        let lines = slow.readLines()
        let lagged = lines.first { $0["event"]?.stringValue == "lagged" }
        let received = lines.prefix { $0["event"]?.stringValue != "lagged" }.count
        let dropped = lagged?["dropped"]?.intValue ?? 0
        #expect(lines.last?["event"]?.stringValue == "lagged")
        #expect(dropped > 0 && dropped % 200 == 0)
        #expect(received % 200 == 0)
        #expect(lagged?["sinceSeq"]?.intValue == base + received + 1)
        #expect(slow.isBeingRead)
        // Every event issued since the subscription reached it or was counted, the notice included.
        let last = driver.request("sync")["seq"]?.intValue ?? 0
        #expect(received + dropped + 1 == last - base)
        #expect(driver.request("reload", ["view": "grid"]).ok)
        #expect(slow.readLines().count == 200)
    }

    @Test func aQueuePastTheHardLimitEndsWithANoticeAndOthersAreServed() {
        let daemon = Self.daemon {
            $0.softQueue = 16384
            $0.hardQueue = 131072
        }
        let driver = daemon.connect()
        #expect(driver.request("createView", ["view": ViewFixtures.grid]).ok)
        // A subscriber that blocks the clock is never dropped from: command events pile up past hardQueue.
        let blocker = daemon.connect()
        #expect(blocker.request("subscribe", ["overflow": "block"]).ok)
        for _ in 0..<20 { #expect(driver.request("reload", ["view": "grid"]).ok) }
        #expect(daemon.logLines.contains { $0.contains("bytes queued (hard limit 131072)") })
        #expect(driver.request("stats").result["clients"]?.intValue == 1)
        let lines = blocker.readLines()
        #expect(blocker.isClosed && blocker.closeReason == .slowConsumer)
        let notice = lines.last
        #expect(notice?["event"]?.stringValue == "disconnected")
        #expect(notice?["reason"]?.stringValue == "slow_consumer")
        #expect(notice?["limit"]?.stringValue == "hardQueue")
        #expect(notice?["queued"]?.intValue ?? 0 > 131072)
        #expect(lines.dropLast().allSatisfy { $0["event"]?.stringValue != "disconnected" })
        #expect(driver.request("ping").ok)
    }

    @Test func aSubscriberThatNeverReadsIsDisconnectedAfterTheStallTimeout() {
        let daemon = Self.daemon {
            $0.softQueue = 65536
            $0.stallTimeout = 1000
        }
        let driver = daemon.connect()
        #expect(driver.request("createView", ["view": ViewFixtures.grid]).ok)
        let healthy = daemon.connect()
        #expect(healthy.request("subscribe", ["events": ["didEndDisplaying"]]).ok)
        let stuck = daemon.connect()
        #expect(stuck.request("subscribe").ok)
        let mute = daemon.connect()
        #expect(mute.request("subscribe").ok)
        for _ in 0..<10 {
            #expect(driver.request("reload", ["view": "grid"]).ok)
            #expect(healthy.readLines().count == 100)
        }
        daemon.advance(by: 1000)
        #expect(driver.request("stats").result["clients"]?.intValue == 4)
        daemon.advance(by: 1)
        #expect(driver.request("stats").result["clients"]?.intValue == 2)
        #expect(daemon.logLines.contains { $0.contains("no write progress for 1000 ms") })
        #expect(driver.request("reload", ["view": "grid"]).ok)
        #expect(healthy.readLines().count == 100)
        // What was queued still reaches the stuck one, ending with the notice; the mute one, which never
        // reads, is closed after another stallTimeout without progress.
        let last = stuck.readLines().last
        #expect(last?["event"]?.stringValue == "disconnected")
        #expect(last?["limit"]?.stringValue == "stallTimeout")
        #expect(stuck.isClosed)
        #expect(!mute.isClosed)
        daemon.advance(by: 1001)
        #expect(mute.isClosed)
        #expect(daemon.logLines.contains { $0.contains("client \(mute.id): closed without taking its last lines") })
    }

    /// `overflow: block`: the manual clock waits for the subscriber instead of dropping; the step's reply
    /// comes once it has read enough for every tick to run.
    @Test func aBlockingSubscriberPausesTheManualClockAndMissesNothing() {
        let daemon = Self.daemon {
            $0.softQueue = 4096
            $0.lowQueue = 1024
        }
        let driver = daemon.connect()
        #expect(driver.request("createView", ["view": ViewFixtures.grid]).ok)
        let watcher = daemon.connect()
        let base =
            watcher.request("subscribe", ["overflow": "block", "events": ["willDisplay", "didEndDisplaying"]])
            .result["seq"]?.intValue ?? -1
        #expect(driver.request("fling", ["view": "grid", "velocity": [0, -3000]]).ok)
        driver.send(#"{"id":"s","cmd":"step","ticks":240}"#)
        daemon.runUntilIdle()
        var seen: [JSONValue] = []
        var turns = 0
        var reply: JSONValue = [:]
        while reply == [:] && turns < 1000 {
            turns += 1
            seen += watcher.readLines(upTo: 2048)
            daemon.runUntilIdle()
            reply = driver.reply()
        }
        #expect(turns > 2)
        #expect(reply.result["tick"]?.intValue == 240)
        seen += watcher.readLines()
        let seqs = seen.compactMap { $0["seq"]?.intValue }
        #expect(!seqs.isEmpty && seqs == seqs.sorted())
        #expect(driver.request("stats").result["dropped"]?.intValue == 0)
        #expect(seqs.first ?? 0 > base)
    }

    @Test func aReloadedConfigMovesTheWaterMarksOfConnectedClients() {
        let daemon = Self.daemon { $0.softQueue = 1 << 20 }
        let driver = daemon.connect()
        #expect(driver.request("createView", ["view": ViewFixtures.grid]).ok)
        let slow = daemon.connect()
        #expect(slow.request("subscribe").ok)
        for _ in 0..<10 { #expect(driver.request("reload", ["view": "grid"]).ok) }
        #expect(slow.isBeingRead)
        daemon.reconfigure(ManualDaemon.manualClock { $0.limits.softQueue = 65536 })
        #expect(driver.request("reload", ["view": "grid"]).ok)
        #expect(!slow.isBeingRead)
    }

    /// The README's example: with no socket buffer every byte waits in the queue, so a subscriber that
    /// reads nothing after `createView` has made no progress when the stall timeout passes.
    @Test func theReadmesStallExampleHolds() {
        let daemon = ManualDaemon(
            configuration: ManualDaemon.manualClock { $0.limits.stallTimeout = 1000 }, socketBuffer: 0)
        let driver = daemon.connect()
        let stuck = daemon.connect()
        _ = stuck.request("subscribe")
        _ = driver.request("createView", ["view": ViewFixtures.grid])
        daemon.advance(by: 1001)
        #expect(stuck.readLines().last?["limit"]?.stringValue == "stallTimeout")
    }
}
