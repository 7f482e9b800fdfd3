import Daemon
import DaemonTestKit
import Foundation
import Platform
import ScrollSimClient
import Testing
import WireFormat

/// Subscribers that do not keep up, through the real socket: the adapter's queue figures drive the lag
/// (the kernel's buffers included), and clients leaving with writes pending harm nothing. The stall and
/// hard limits are tested on the core (CoreBackPressureTests) with exact time.
@Suite(.serialized) struct SlowConsumerTests {
    @Test func aSubscriberThatFallsBehindGetsLaggedWithTheExactCount() throws {
        let daemon = try DaemonProcess(limits: "{softQueue: 65536, stallTimeout: 20000}")
        let driver = try daemon.connect()
        #expect(try driver.request("createView", ["view": ViewFixtures.grid]).ok)
        let slow = try daemon.connect()
        let base = try slow.request("subscribe").result["seq"]?.intValue ?? -1
        #expect(base == 100)
        // Far more than the kernel's buffers and the soft limit hold, while the subscriber reads nothing.
        for _ in 0..<150 { #expect(try driver.request("reload", ["view": "grid"]).ok) }
        let stats = try driver.request("stats").result
        let slowQueue = (stats["queues"]?.arrayValue)?.first { $0["subscriptions"]?.intValue == 1 }
        #expect(slowQueue?["lagging"]?.boolValue == true)
        #expect(slowQueue?["queued"]?.intValue ?? 0 >= 65536)

        var received = 0
        var seqs: Set<Int> = []
        var lagged: JSONValue?
        while lagged == nil {
            let event = try slow.object(try slow.line())
            seqs.insert(event["seq"]?.intValue ?? 0)
            if event["event"]?.stringValue == "lagged" { lagged = event } else { received += 1 }
        }
        #expect(try driver.request("reload", ["view": "grid"]).ok)
        let last = try driver.request("sync")["seq"]?.intValue ?? 0
        var after: [Int] = []
        while after.last != last { after.append(try slow.object(try slow.line())["seq"]?.intValue ?? 0) }
        seqs.formUnion(after)
        let dropped = lagged?["dropped"]?.intValue ?? 0
        #expect(dropped > 0)
        // Every event after the subscription matched it: what arrived plus what was dropped is everything
        // issued since, the `lagged` notice included, which has a seq of its own.
        #expect(received + dropped + after.count + 1 == last - base)
        #expect(seqs.count == received + 1 + after.count)
        #expect(after.count == 200)
        #expect(lagged?["sinceSeq"]?.intValue == base + received + 1)
    }

    @Test func aClientClosingWithWritesPendingHarmsNothing() throws {
        let daemon = try DaemonProcess(limits: "{softQueue: 1048576}")
        let driver = try daemon.connect()
        #expect(try driver.request("createView", ["view": ViewFixtures.grid]).ok)
        for _ in 0..<5 {
            let leaving = try daemon.connect()
            #expect(try leaving.request("subscribe").ok)
            for _ in 0..<20 { #expect(try driver.request("reload", ["view": "grid"]).ok) }
            var linger = linger(l_onoff: 1, l_linger: 0)
            setsockopt(leaving.socket.descriptor, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<linger>.size))
        }
        #expect(try driver.request("reload", ["view": "grid"]).ok)
        #expect(try driver.request("ping").ok)
        daemon.signal(SIGTERM)
        #expect(daemon.exitStatus(within: 5) == 0)
        #expect(daemon.standardError().contains("stopped cleanly"))
    }

    @Test func twoHundredConnectCloseCyclesLeakNoDescriptors() throws {
        let daemon = try DaemonProcess()
        let driver = try daemon.connect()
        #expect(try driver.request("ping").ok)
        let before = daemon.descriptorCount
        for cycle in 0..<200 {
            let client = try TestClient(path: daemon.socketPath, readHello: cycle % 2 == 0)
            if cycle % 3 == 0 { _ = try? client.request("subscribe") }
        }
        var after = daemon.descriptorCount
        for _ in 0..<100 where after != before {
            usleep(20_000)
            after = daemon.descriptorCount
        }
        #expect(before > 0 && after == before)
        // A closed connection's descriptor goes at once; the daemon forgets the client in libuv's close
        // callback, later in the same loop turn, so a request can arrive between the two.
        var clients = try driver.request("stats").result["clients"]?.intValue
        for _ in 0..<100 where clients != 1 {
            usleep(20_000)
            clients = try driver.request("stats").result["clients"]?.intValue
        }
        #expect(clients == 1)
    }
}
