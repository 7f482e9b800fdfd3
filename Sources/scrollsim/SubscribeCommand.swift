import ArgumentParser
import Daemon
import Foundation
import ScrollSimClient
import Specs
import Wire
import WireFormat

/// `scrollsim subscribe`: prints a running daemon's events as they come.
struct SubscribeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "subscribe",
        abstract: "Prints a running daemon's events, one NDJSON line each, until it shuts down.",
        discussion: "Exits 0 when the daemon closes the stream, 69 when no daemon answers."
    )

    @Option(help: "Event names, comma-separated (default: every event but didScroll).")
    var events: String?

    @Option(help: "Only this view's events (repeat for several).")
    var view: [String] = []

    @Option(help: "The daemon's socket path (default $SCROLLSIM_SOCKET, the user config's, or the daemon's default).")
    var socket: String?

    @Option(help: "Stop after this many seconds.")
    var duration: Double?

    @Option(
        name: .customLong("ready-fd"),
        help: ArgumentHelp(
            "Write a newline to this descriptor once subscribed, then close it, so that a script sends its commands only when no event can be missed.",
            valueName: "N"))
    var readyDescriptor: Int32?

    func validate() throws {
        if let duration, !(duration >= 0 && duration <= 31_536_000) {
            throw ValidationError("--duration must be from 0 to 31536000 seconds (a year)")
        }
        if let readyDescriptor, !(3...1023).contains(readyDescriptor) {
            throw ValidationError("--ready-fd must be from 3 to 1023")
        }
    }

    func run() async throws {
        var params: [String: JSONValue] = [:]
        if let events { params["events"] = .array(events.split(separator: ",").map { .string(String($0)) }) }
        if !view.isEmpty { params["views"] = .array(view.map(JSONValue.string)) }
        let client = try await DaemonConnection.open(socket)
        let lines = await client.events()
        do {
            try await client.request("subscribe", params, timeout: .seconds(5))
        } catch  where [.closed, .timeout].contains(error.code) {
            printError("scrollsim subscribe: no reply to subscribe (\(error.description))")
            throw ExitCode(.internalError)
        } catch {
            printError("scrollsim subscribe: \(error.description)")
            throw ExitCode(.badInput)
        }
        if let readyDescriptor { ServiceManager.signalReady(on: readyDescriptor) }
        let printing = Task {
            for await event in lines { FileHandle.standardOutput.write(Data((event.line + "\n").utf8)) }
        }
        if let duration {
            try? await Task.sleep(for: .seconds(duration))
            printing.cancel()
        }
        await printing.value
        await client.close()
    }
}
