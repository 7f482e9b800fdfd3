import DaemonTestKit
import Foundation
import Testing
import WireFormat

/// How `serve` finds its config and how `send` and `subscribe` find the daemon: `--config`, else the
/// user's `$XDG_CONFIG_HOME/scrollsim/config.yaml`, `--no-config`; `--socket`, else `$SCROLLSIM_SOCKET`, else
/// the user config's `socket`.
@Suite struct ClientDiscoveryTests {
    @Test func sendFindsTheDaemonThroughTheEnvironmentAndReadsStandardInput() throws {
        let daemon = try DaemonProcess()
        let ping = try ScrollSimBinary.run(
            ["send", #"{"id":1,"cmd":"ping"}"#], environment: ["SCROLLSIM_SOCKET": daemon.socketPath])
        #expect(ping.status == 0)
        #expect(ping.standardOutput.hasPrefix(#"{"id":1,"ok":true"#))
        let piped = try ScrollSimBinary.run(
            ["send", "-"], environment: ["SCROLLSIM_SOCKET": daemon.socketPath],
            input: "{\"id\":1,\"cmd\":\"ping\"}\n\n{\"id\":2,\"cmd\":\"nope\"}\n")
        #expect(piped.status == 65)
        let lines = piped.standardOutput.split(separator: "\n")
        #expect(lines.count == 2 && lines[0].hasPrefix(#"{"id":1,"ok":true"#) && lines[1].contains("unknown_cmd"))
    }

    /// A request line of standard input is bounded as the daemon bounds one: past 16 MiB, exit 65.
    @Test func anEndlessLineOnStandardInputIsRefused() throws {
        let daemon = try DaemonProcess()
        let endless = String(repeating: "a", count: (16 << 20) + 65_536)
        let result = try ScrollSimBinary.run(
            ["send", "-"], environment: ["SCROLLSIM_SOCKET": daemon.socketPath], input: endless)
        #expect(result.status == 65)
        #expect(result.standardOutput.isEmpty)
        #expect(try daemon.connect().request("ping").ok)
    }

    @Test func clientsAndTheDaemonShareTheUsersConfig() throws {
        let socket = FileManager.default.temporaryDirectory.appendingPathComponent("ssd-\(UUID().uuidString)")
            .appendingPathComponent("user.sock").path
        let daemon = try DaemonProcess(config: "socket: \(socket)\ntickHz: 60", socketPath: socket, asUserConfig: true)
        let client = try daemon.connect()
        #expect(client.hello["tickHz"]?.intValue == 60)
        let ping = try ScrollSimBinary.run(
            ["send", #"{"id":1,"cmd":"ping"}"#],
            environment: ["XDG_CONFIG_HOME": daemon.userConfigHome, "SCROLLSIM_SOCKET": ""])
        #expect(ping.status == 0)
        #expect(ping.standardOutput.hasPrefix(#"{"id":1,"ok":true"#))
    }

    @Test func noConfigIgnoresTheUsersConfig() throws {
        let daemon = try DaemonProcess(config: "tickHz: 60", arguments: ["--no-config"], asUserConfig: true)
        #expect(try daemon.connect().hello["tickHz"]?.intValue == 120)
        #expect(daemon.standardError().contains("config none (the defaults)"))
    }
}
