import Daemon
import DaemonTestKit
import Foundation
import Testing
import WireFormat

/// The protocol through the real binary and socket: hello from the running process, and the real clock.
/// The protocol's logic (replies, events before replies, subscriptions, steps) is tested on the core
/// (DaemonCoreTests), without a socket.
@Suite struct ProtocolTests {
    @Test func helloNamesTheProtocolClockAndLimits() throws {
        let daemon = try DaemonProcess(limits: "{maxLine: 4096}")
        let client = try daemon.connect()
        #expect(client.hello["event"]?.stringValue == "hello")
        #expect(client.hello["protocol"]?.stringValue == "scrollsim/1")
        #expect(client.hello["clock"]?.stringValue == "manual")
        #expect(client.hello["tickHz"]?.intValue == 120)
        #expect((client.hello["limits"])?["maxLine"]?.intValue == 4096)
        #expect(client.hello["pid"]?.intValue == Int(daemon.pid))
        let reply = try client.request("hello", ["protocol": "scrollsim/2"])
        #expect(reply.errorCode == "unsupported_protocol")
    }

    @Test func stepIsForTheManualClockAndTheRealClockTicks() throws {
        let daemon = try DaemonProcess(clock: "real")
        let client = try daemon.connect()
        #expect(try client.request("step", ["ticks": 1]).errorCode == "conflict")
        #expect(try client.request("subscribe", ["overflow": "block"]).errorPath == "overflow")
        usleep(300_000)
        let stats = try client.request("stats").result
        #expect(stats["tick"]?.intValue ?? 0 > 0)
        #expect((stats["tickLateness"])?["count"]?.intValue ?? 0 > 0)
        #expect(stats["clock"]?.stringValue == "real")
    }
}
