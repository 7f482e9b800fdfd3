import ArgumentParser
import Daemon
import Foundation
import Wire

/// `scrollsim subscribe`: prints a running daemon's events as they come.
struct SubscribeCommand: ParsableCommand {
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

    func run() throws {
        var request: [String: JSONValue] = ["id": .string("subscribe"), "cmd": .string("subscribe")]
        if let events {
            request["events"] = .array(events.split(separator: ",").map { .string(String($0)) })
        }
        if !view.isEmpty { request["views"] = .array(view.map(JSONValue.string)) }
        let client = try DaemonConnection.open(socket)
        do {
            try client.send(line: JSONValue.object(request).canonical)
        } catch {
            printError("scrollsim subscribe: \(error.description)")
            throw ExitCode(.unavailable)
        }
        guard let reply = client.readLine(timeout: 5000) else {
            printError("scrollsim subscribe: no reply to subscribe")
            throw ExitCode(.internalError)
        }
        guard DaemonLine(reply)?.isError == false else {
            printError("scrollsim subscribe: \(reply)")
            throw ExitCode(.badInput)
        }
        if let readyDescriptor { ServiceManager.signalReady(on: readyDescriptor) }
        let deadline = duration.map { Date().addingTimeInterval($0) }
        while true {
            let remaining = deadline.map { Int32(max(0, $0.timeIntervalSinceNow) * 1000) } ?? 1000
            if let line = client.readLine(timeout: remaining) {
                FileHandle.standardOutput.write(Data((line + "\n").utf8))
            } else if client.reachedEnd || deadline.map({ $0.timeIntervalSinceNow <= 0 }) ?? false {
                return
            }
        }
    }
}
