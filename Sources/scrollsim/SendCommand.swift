import ArgumentParser
import Daemon
import Platform
import Wire

/// `scrollsim send JSON...`: sends requests to a running daemon and prints what comes back.
struct SendCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "send",
        abstract: "Sends requests to a running daemon and prints the replies (and any events they cause).",
        discussion: """
            Each argument is one request line, e.g. '{"id":1,"cmd":"ping"}'; - reads request lines from standard \
            input (a file or a pipe), one per line, blank lines skipped. Each request is sent once the one \
            before is answered. Exits 65 when a reply is an error, 69 when no daemon answers.
            """
    )

    @Argument(help: "Request lines (JSON objects); - for the lines of standard input.")
    var requests: [String]

    @Option(help: "The daemon's socket path (default $SCROLLSIM_SOCKET, the user config's, or the daemon's default).")
    var socket: String?

    @Option(help: "Seconds to wait for each reply.")
    var timeout: Double = 30

    func validate() throws {
        if !(timeout > 0 && timeout <= 86_400) { throw ValidationError("--timeout must be from 0 to 86400 seconds") }
        if requests.isEmpty {
            throw ValidationError("give at least one request, e.g. '{\"cmd\":\"ping\"}', or - for standard input")
        }
    }

    func run() throws {
        let client = try DaemonConnection.open(socket)
        var answered = 0
        var failed = false
        for argument in requests {
            if argument == "-" {
                var input = InputLines()
                while let line = try nextLine(of: &input) {
                    guard !line.allSatisfy(\.isWhitespace) else { continue }
                    failed = try exchange(line, with: client, answered: &answered) || failed
                }
            } else {
                failed = try exchange(argument, with: client, answered: &answered) || failed
            }
        }
        if failed { throw ExitCode(.badInput) }
    }

    /// The next request line of standard input. - Throws: exit 65 for a line over 16 MiB, 70 when input
    /// cannot be read.
    private func nextLine(of input: inout InputLines) throws -> String? {
        do {
            return try input.next()
        } catch .tooLong {
            printError(
                "scrollsim send: a request line on standard input is longer than \(InputLines.maximumLength >> 20) MiB")
            throw ExitCode(.badInput)
        } catch .unreadable(let code) {
            printError("scrollsim send: cannot read standard input (\(String(cString: strerror(code))))")
            throw ExitCode(.internalError)
        }
    }

    /// Sends one request and prints every line up to and including its reply; true when the reply is an error.
    private func exchange(_ request: String, with client: LineSocket, answered: inout Int) throws -> Bool {
        do {
            try client.send(line: request)
        } catch {
            printError("scrollsim send: \(error.description)")
            throw ExitCode(.unavailable)
        }
        while true {
            guard let line = client.readLine(timeout: Int32(timeout * 1000)) else {
                printError("scrollsim send: no reply within \(timeout) s after \(answered) answered")
                throw ExitCode(.internalError)
            }
            print(line)
            if let reply = DaemonLine(line), reply.isReply {
                answered += 1
                return reply.isError
            }
        }
    }
}

/// Opening the daemon's socket for the client commands, with exit 69 and a hint when nobody answers.
enum DaemonConnection {
    /// Connects to `--socket`, else `$SCROLLSIM_SOCKET`, else the user config's `socket`, else the default.
    static func open(_ flag: String?) throws -> LineSocket {
        let configured = flag == nil ? try ConfigLocation.configuredSocket() : nil
        let path = ConfigLocation.socket(flag: flag, configured: configured)
        let client: LineSocket
        do {
            client = try LineSocket(path: path)
        } catch let refusal where refusal.code == EPERM {
            printError("scrollsim: \(refusal.description)")
            throw ExitCode(.unavailable)
        } catch {
            printError(
                "scrollsim: no daemon answers at \(path) (\(error.description)); start one with `scrollsim serve\(path == SocketPath.defaultPath ? "" : " --socket \(path)")`"
            )
            throw ExitCode(.unavailable)
        }
        guard let hello = client.readLine(timeout: 5000).flatMap(DaemonLine.init), hello.event == "hello" else {
            printError("scrollsim: \(path) did not greet with hello; is it a scrollsim daemon?")
            throw ExitCode(.unavailable)
        }
        return client
    }
}
