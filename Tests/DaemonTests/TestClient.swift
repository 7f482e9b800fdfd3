import Daemon
import DaemonTestKit
import Foundation
import ScrollSimClient
import WireFormat

/// A test's connection to the daemon: lines as parsed JSON objects, requests matched to replies.
final class TestClient {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    let socket: LineSocket
    /// The `hello` the daemon sent on connect.
    private(set) var hello: [String: Any] = [:]
    /// Lines read while waiting for something else, in order.
    private(set) var events: [[String: Any]] = []
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

    func object(_ line: String) throws -> [String: Any] {
        guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
            throw Failure(description: "not an object: \(line)")
        }
        return object
    }

    /// Sends a raw line.
    func send(_ line: String) throws {
        try socket.send(line: line)
    }

    /// Sends `{"id":N,"cmd":command,…params}` and returns its reply; events read meanwhile are kept in
    /// `events`.
    @discardableResult
    func request(_ command: String, _ params: [String: Any] = [:], timeout: Int32 = 10_000) throws -> [String: Any] {
        var body = params
        body["cmd"] = command
        body["id"] = nextID
        nextID += 1
        let data = try JSONSerialization.data(withJSONObject: body, options: [.sortedKeys, .withoutEscapingSlashes])
        try send(String(decoding: data, as: UTF8.self))
        return try reply(timeout: timeout)
    }

    /// Reads until a reply comes; events before it go to `events`.
    func reply(timeout: Int32 = 10_000) throws -> [String: Any] {
        while true {
            let object = try object(try line(timeout: timeout))
            if object["event"] == nil { return object }
            events.append(object)
        }
    }

    /// The events read so far, then forgets them.
    func takeEvents() -> [[String: Any]] {
        defer { events = [] }
        return events
    }
}
