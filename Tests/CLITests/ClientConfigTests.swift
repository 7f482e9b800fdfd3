import DaemonTestKit
import Foundation
import Testing

/// `send` and `subscribe` read only `socket` of the user's config: an error elsewhere in it is the
/// daemon's to report, while a `socket` they cannot read is theirs (exit 65).
@Suite struct ClientConfigTests {
    /// A user config home whose `config.yaml` is `text`; removed by the caller.
    static func configHome(_ text: String) throws -> URL {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("scrollsim-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: home.appendingPathComponent("scrollsim"), withIntermediateDirectories: true)
        try text.write(to: home.appendingPathComponent("scrollsim/config.yaml"), atomically: true, encoding: .utf8)
        return home
    }

    /// No daemon listens at the configured socket, so the client gets as far as connecting: exit 69,
    /// naming that socket and the command that would serve it, whatever the limits say.
    @Test(arguments: ["send", "subscribe"])
    func aBadLimitDoesNotStopAClient(command: String) throws {
        let home = try Self.configHome("socket: /nonexistent/scrollsim/x.sock\nlimits: {maxViews: -1}\n")
        defer { try? FileManager.default.removeItem(at: home) }
        let arguments = command == "send" ? ["send", #"{"cmd":"ping"}"#] : ["subscribe", "--duration", "1"]
        let result = try ScrollSimBinary.run(
            arguments, environment: ["XDG_CONFIG_HOME": home.path], unsetting: ["SCROLLSIM_SOCKET"])
        #expect(result.status == 69, "\(result.standardError)")
        #expect(
            result.standardError.contains(
                "no daemon answers at /nonexistent/scrollsim/x.sock (")
                && result.standardError.contains(
                    "start one with `scrollsim serve --socket /nonexistent/scrollsim/x.sock`")
        )
    }

    @Test func aSocketThatIsNotAPathIsBadInput() throws {
        let home = try Self.configHome("socket: [1, 2]\n")
        defer { try? FileManager.default.removeItem(at: home) }
        let result = try ScrollSimBinary.run(
            ["send", #"{"cmd":"ping"}"#], environment: ["XDG_CONFIG_HOME": home.path], unsetting: ["SCROLLSIM_SOCKET"])
        #expect(result.status == 65)
        #expect(result.standardError.contains("config.yaml:1: socket: expected a non-empty string"))
    }
}
