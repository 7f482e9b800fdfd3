import DaemonCore
import WireFormat

/// One client of a `ManualDaemon`: sends lines, reads what the daemon wrote, and pairs requests with
/// replies. Lines are parsed as `JSONValue`s, with the daemon's own strict reader.
public final class ManualClient {
    public let id: ConnectionID
    unowned let daemon: ManualDaemon
    /// The `hello` the daemon sent on connect.
    public private(set) var hello: JSONValue = .object([:])
    /// Lines read while waiting for a reply, in order.
    public private(set) var events: [JSONValue] = []
    private var partial: [UInt8] = []
    private var nextID = 1

    /// The `hello` line as the daemon wrote it.
    public private(set) var helloLine = ""

    init(id: ConnectionID, daemon: ManualDaemon) {
        self.id = id
        self.daemon = daemon
        helloLine = readLineTexts().first ?? ""
        hello = helloLine.isEmpty ? .object([:]) : Self.parse(helloLine)
    }

    private var peer: ManualPeer? { daemon.peers[id] }

    /// Whether the daemon reads this client now.
    public var isBeingRead: Bool { peer?.isReading ?? false }
    /// Whether the daemon closed this client's connection.
    public var isClosed: Bool { peer?.state == .closed }
    /// Why the daemon closed (or is closing) it.
    public var closeReason: CloseReason? { peer?.closeReason }
    /// Bytes the daemon wrote that this client has not read.
    public var unreadBytes: Int { peer.map { $0.written.count - $0.readOffset } ?? 0 }

    /// Sends raw bytes; the daemon reads them when it reads this client.
    public func send(bytes: [UInt8]) {
        peer?.input += bytes
        daemon.deliverInput(to: id)
    }

    /// Sends a line (a newline is added).
    public func send(_ line: String) {
        send(bytes: Array(line.utf8) + [UInt8(ascii: "\n")])
    }

    /// Shuts this client's side (end of input); the daemon sees it once it has read what came before.
    public func shutInput() {
        peer?.inputEnded = true
        daemon.deliverInput(to: id)
    }

    /// Resets the connection: the daemon's next read fails.
    public func reset() {
        daemon.feed(.failed(id, reason: "read failed: connection reset by peer"))
    }

    /// Reads at most `limit` bytes of what the daemon wrote, a socket's worth at a time (each read lets the
    /// writes that now fit complete), and returns the whole lines among them, parsed.
    @discardableResult
    public func readLines(upTo limit: Int = .max) -> [JSONValue] {
        readLineTexts(upTo: limit).map(Self.parse)
    }

    /// `readLines`, the lines as the daemon wrote them (without their newlines).
    public func readLineTexts(upTo limit: Int = .max) -> [String] {
        var budget = limit
        let chunk = max(daemon.socketBuffer, 4096)
        while let peer, budget > 0 {
            let count = min(peer.readable, budget, chunk)
            guard count > 0 else { break }
            partial += peer.written[peer.readOffset..<(peer.readOffset + count)]
            peer.readOffset += count
            budget -= count
            daemon.completeWrites(of: id)
        }
        var lines: [String] = []
        while let newline = partial.firstIndex(of: UInt8(ascii: "\n")) {
            lines.append(String(decoding: partial[..<newline], as: UTF8.self))
            partial.removeSubrange(...newline)
        }
        return lines
    }

    /// A line parsed as a JSON object; `{"unparsed": text}` when it is not one. - Complexity: O(line length).
    static func parse(_ line: String) -> JSONValue {
        guard let value = try? JSONValue(parsing: line), value.objectValue != nil else {
            return ["unparsed": .string(line)]
        }
        return value
    }

    /// Sends `{"id":N,"cmd":command,…params}` (a `RequestLine`), runs the daemon until idle, and returns the
    /// reply (an empty object when none came); the events read before it go to `events`.
    @discardableResult
    public func request(_ command: String, _ params: [String: JSONValue] = [:]) -> JSONValue {
        let line = RequestLine.text(command, id: nextID, params: params)
        nextID += 1
        send(line)
        daemon.runUntilIdle()
        return reply()
    }

    /// Reads what the daemon wrote and returns the first reply (an empty object when none came); every
    /// other line goes to `events`.
    public func reply() -> JSONValue {
        var found: JSONValue?
        for line in readLines() {
            if found == nil, line["event"] == nil { found = line } else { events.append(line) }
        }
        return found ?? .object([:])
    }

    /// The events read so far, then forgets them.
    public func takeEvents() -> [JSONValue] {
        defer { events = [] }
        return events
    }
}

extension JSONValue {
    /// `error.code` of a reply.
    public var errorCode: String? { self["error"]?["code"]?.stringValue }
    /// `error.path` of a reply.
    public var errorPath: String? { self["error"]?["path"]?.stringValue }
    /// `ok` of a reply; false when it is missing.
    public var ok: Bool { self["ok"]?.boolValue ?? false }
    /// `result` of a reply; an empty object when it is missing.
    public var result: JSONValue { self["result"] ?? .object([:]) }
    /// `result.attributes` of a `layout` reply.
    public var attributes: [JSONValue] { result["attributes"]?.arrayValue ?? [] }
}
