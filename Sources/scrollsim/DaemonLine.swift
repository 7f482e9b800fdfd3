import Foundation

/// A line the daemon sent, read as JSON: a reply (it has `ok`) or an event (it has `event`).
struct DaemonLine {
    private let object: [String: Any]

    /// Nil when the line is not a JSON object.
    init?(_ line: String) {
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
            return nil
        }
        self.object = object
    }

    /// Whether it answers a request.
    var isReply: Bool { object["ok"] is Bool }

    /// Whether it is a reply with an error.
    var isError: Bool { isReply && object["ok"] as? Bool == false }

    /// The event's name, for an event.
    var event: String? { object["event"] as? String }
}
