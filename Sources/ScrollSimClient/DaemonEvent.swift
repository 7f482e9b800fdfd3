import WireFormat

/// One event line from the daemon: a simulator event (`willDisplay`, `didEndDecelerating`, …) or one of the
/// daemon's own (`lagged`, `scenarioDone`, `shutdown`, …), with every field under its wire name.
public struct DaemonEvent: Hashable, Sendable, CustomStringConvertible {
    /// The event's name.
    public var name: String
    /// Its place in the daemon's one sequence of events.
    public var seq: Int?
    /// The view it happened to, for a view's event.
    public var view: String?
    /// The whole line, parsed.
    public var fields: JSONValue
    /// The line as the daemon sent it.
    public var line: String

    public var description: String { line }
}

/// Which events an ``ScrollSimClient/events(named:views:)`` stream yields.
struct EventFilter: Sendable {
    var names: Set<String>?
    var views: Set<String>?

    func admits(_ event: DaemonEvent) -> Bool {
        (names.map { $0.contains(event.name) } ?? true) && (views.map { event.view.map($0.contains) ?? false } ?? true)
    }
}
