import ArgumentParser
import Daemon
import Glibc

/// `scrollsim send JSON...`: sends requests to a running daemon and prints what comes back.
struct SendCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "send",
        abstract: "Sends requests to a running daemon and prints the replies (and any events they cause).",
        discussion: """
            Each argument is one request line, e.g. '{"id":1,"cmd":"ping"}'. Exits 65 when a reply is an error, \
            69 when no daemon answers.
            """
    )

    @Argument(help: "Request lines (JSON objects).")
    var requests: [String]

    @Option(help: "The daemon's socket path.")
    var socket: String?

    @Option(help: "Seconds to wait for each reply.")
    var timeout: Double = 30

    func validate() throws {
        if requests.isEmpty { throw ValidationError("give at least one request, e.g. '{\"cmd\":\"ping\"}'") }
    }

    func run() throws {
        let client = try DaemonConnection.open(socket)
        for request in requests {
            do {
                try client.send(line: request)
            } catch {
                printError("scrollsim send: \(error.description)")
                throw ExitCode(69)
            }
        }
        var replies = 0
        var failed = false
        while replies < requests.count {
            guard let line = client.readLine(timeout: Int32(timeout * 1000)) else {
                printError("scrollsim send: the daemon answered \(replies) of \(requests.count) requests")
                throw ExitStatus.internalError
            }
            print(line)
            if DaemonConnection.isReply(line) {
                replies += 1
                if line.hasPrefix("{\"error\":") { failed = true }
            }
        }
        if failed { throw ExitStatus.badInput }
    }
}

/// Opening the daemon's socket for the client commands, with exit 69 and a hint when nobody answers.
enum DaemonConnection {
    static func open(_ path: String?) throws -> LineSocket {
        let path = path ?? SocketPath.defaultPath
        let client: LineSocket
        do {
            client = try LineSocket(path: path)
        } catch let refusal where refusal.code == EPERM {
            printError("scrollsim: \(refusal.description)")
            throw ExitCode(69)
        } catch {
            printError(
                "scrollsim: no daemon answers at \(path) (\(error.description)); start one with `scrollsim serve`\(path == SocketPath.defaultPath ? "" : " --socket \(path)")"
            )
            throw ExitCode(69)
        }
        guard let hello = client.readLine(timeout: 5000), hello.contains("\"event\":\"hello\"") else {
            printError("scrollsim: \(path) did not greet with hello; is it a scrollsim daemon?")
            throw ExitCode(69)
        }
        return client
    }

    /// Whether a canonical line is a reply: replies begin with `error` or `id` (keys are sorted), and no
    /// event has either before its `event` key.
    static func isReply(_ line: String) -> Bool {
        line.hasPrefix("{\"id\":") || line.hasPrefix("{\"error\":")
    }
}
