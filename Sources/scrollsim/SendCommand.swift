import ArgumentParser
import Platform
import ScrollSimClient
import Specs
import Wire
import WireFormat

/// `scrollsim send JSON...`: sends requests to a running daemon and prints what comes back.
struct SendCommand: AsyncParsableCommand {
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

    func run() async throws {
        let client = try await DaemonConnection.open(socket)
        var answered = 0
        var failed = false
        for argument in requests {
            if argument == "-" {
                var input = InputLines()
                while let line = try nextLine(of: &input) {
                    guard !line.allSatisfy(\.isWhitespace) else { continue }
                    failed = try await exchange(line, with: client, answered: &answered) || failed
                }
            } else {
                failed = try await exchange(argument, with: client, answered: &answered) || failed
            }
        }
        await client.close()
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
    private func exchange(_ request: String, with client: ScrollSimClient, answered: inout Int) async throws -> Bool {
        do {
            let reply = try await client.exchange(request, timeout: .seconds(timeout)) { print($0) }
            answered += 1
            return reply["ok"]?.boolValue == false
        } catch  where error.code == .timeout {
            printError("scrollsim send: no reply within \(timeout) s after \(answered) answered")
            throw ExitCode(.internalError)
        } catch {
            printError("scrollsim send: \(error.description)")
            throw ExitCode(.unavailable)
        }
    }
}

/// Opening the daemon's socket for the client commands, with exit 69 and a hint when nobody answers.
enum DaemonConnection {
    /// Connects as `ScrollSimClient` finds the socket: `--socket`, else `$SCROLLSIM_SOCKET`, else the user
    /// config's `socket`, else the default. - Throws: exit 65 for a config whose `socket` does not read,
    /// 69 when no daemon answers.
    static func open(_ flag: String?) async throws -> ScrollSimClient {
        let path: String
        do {
            path = try DaemonLocation.clientSocket(flag: flag)
        } catch {
            throw reportBadInput(error)
        }
        do {
            return try await ScrollSimClient(transport: try UnixSocketTransport(path: path))
        } catch  where error.code == .refused {
            printError("scrollsim: \(error.message)")
        } catch  where error.code == .unreachable {
            let hint = path == DaemonLocation.defaultSocket ? "" : " --socket \(path)"
            printError("scrollsim: \(error.message); start one with `scrollsim serve\(hint)`")
        } catch {
            printError("scrollsim: \(path) did not greet with hello; is it a scrollsim daemon?")
        }
        throw ExitCode(.unavailable)
    }
}
