import Daemon
import DaemonTestKit
import ScrollSimClient
import WireFormat

/// A test's connection to the daemon: lines as parsed JSON objects (`JSONValue`), requests matched to replies.
final class TestClient {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    let socket: LineSocket
    /// The `hello` the daemon sent on connect.
    private(set) var hello: JSONValue = [:]
    /// Lines read while waiting for something else, in order.
    private(set) var events: [JSONValue] = []
    private var nextID = 1

    init(path: String, readHello: Bool = true) throws {
        socket = try LineSocket(path: path)
        if readHello { hello = try object(try line()) }
    }

    /// The next line, or a failure after `timeout` ms.
    func line(timeout: Int32 = 5000) throws -> String {
        guard let line = socket.readLine(timeout: timeout) else {
            throw Failure(
                description: socket.reachedEnd ? "the daemon closed the connection" : "no line within \(timeout) ms")
        }
        return line
    }

    func object(_ line: String) throws -> JSONValue {
        let value = try JSONValue(parsing: line)
        guard value.objectValue != nil else { throw Failure(description: "not an object: \(line)") }
        return value
    }

    /// Sends a raw line.
    func send(_ line: String) throws {
        try socket.send(line: line)
    }

    /// Sends `{"id":N,"cmd":command,…params}` (a `RequestLine`) and returns its reply; events read meanwhile
    /// are kept in `events`.
    @discardableResult
    func request(_ command: String, _ params: [String: JSONValue] = [:], timeout: Int32 = 10_000) throws -> JSONValue {
        let line = RequestLine.text(command, id: nextID, params: params)
        nextID += 1
        try send(line)
        return try reply(timeout: timeout)
    }

    /// Reads until a reply comes; events before it go to `events`.
    func reply(timeout: Int32 = 10_000) throws -> JSONValue {
        while true {
            let object = try object(try line(timeout: timeout))
            if object["event"] == nil { return object }
            events.append(object)
        }
    }

    /// The events read so far, then forgets them.
    func takeEvents() -> [JSONValue] {
        defer { events = [] }
        return events
    }
}
