import Specs
import Wire
import WireFormat

/// What every line a daemon connection reads must be, checked as it is read: canonical JSON (it parses,
/// and writing it canonically gives the same bytes), an object that is either an event or a reply; events'
/// `seq` strictly increasing and past every earlier reply's; replies in the order of the requests, one
/// each, never `internal`. A violation stops the process, which is what a fuzzer reports.
struct DaemonLineCheck {
    /// The error codes of Protocol.md but `internal`, a fault of ours.
    static let errorCodes: Set<String> = [
        "parse_error", "invalid_request", "unknown_cmd", "invalid_params", "not_found", "conflict", "line_too_long",
        "limit_exceeded", "unsupported_protocol", "shutting_down",
    ]

    /// One reply: its request's id, whether it succeeded, and its result (an empty object for an error).
    struct Reply {
        var id: Int
        var ok: Bool
        var result: JSONValue
    }

    /// Names the connection in a failure.
    let name: String
    /// The ids of the requests sent and not yet answered, oldest first.
    private(set) var awaiting: [Int] = []
    private var firstAwaited = 0
    /// The largest `seq` read so far, event or reply.
    private var lastSeq = -1.0

    init(name: String) {
        self.name = name
    }

    /// Requests sent but not answered.
    var unanswered: ArraySlice<Int> { awaiting[firstAwaited...] }

    /// Notes a request sent with `id`; its reply must come after those of the requests sent before it.
    mutating func sent(_ id: Int) {
        awaiting.append(id)
    }

    /// Checks one line; returns the reply it is, nil for an event.
    mutating func read(_ text: String) -> Reply? {
        let value: JSONValue
        do {
            value = try JSONValue(parsing: text)
        } catch {
            preconditionFailure("\(name): a line that is not JSON (\(error)): \(text)")
        }
        precondition(value.canonical == text, "\(name): a line that is not canonical JSON: \(text)")
        guard case .object(let members) = value else { preconditionFailure("\(name): not an object: \(text)") }
        guard case .number(let seq)? = members["seq"], seq >= 0, seq == seq.rounded() else {
            preconditionFailure("\(name): a line without a whole seq: \(text)")
        }
        if case .string(let event) = members["event"] {
            // `scenarioDone` reports its run's result as `ok` (Protocol.md); no other event has one.
            precondition(members["ok"] == nil || event == "scenarioDone", "\(name): an event with ok: \(text)")
            precondition(seq > lastSeq, "\(name): an event's seq \(seq) not past \(lastSeq): \(text)")
            lastSeq = seq
            return nil
        }
        guard case .bool(let ok)? = members["ok"] else {
            preconditionFailure("\(name): neither an event nor a reply: \(text)")
        }
        precondition(seq >= lastSeq, "\(name): a reply's seq \(seq) before \(lastSeq): \(text)")
        lastSeq = seq
        guard case .number(let number)? = members["id"], firstAwaited < awaiting.count else {
            preconditionFailure("\(name): a reply to no request sent, or without its id: \(text)")
        }
        let id = awaiting[firstAwaited]
        precondition(number == Double(id), "\(name): a reply to \(number) while \(id) waits first: \(text)")
        firstAwaited += 1
        if ok { return Reply(id: id, ok: true, result: members["result"] ?? .object([:])) }
        guard case .object(let error)? = members["error"], case .string(let code)? = error["code"],
            case .string(let message)? = error["message"], !message.isEmpty
        else { preconditionFailure("\(name): an error reply without code and message: \(text)") }
        precondition(Self.errorCodes.contains(code), "\(name): error code \(code): \(text)")
        return Reply(id: id, ok: false, result: .object([:]))
    }
}
