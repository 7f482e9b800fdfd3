import LayoutCore

/// The fields every event has, read from the `Event` itself.
public enum CommonField: Sendable {
    /// The event's name.
    case event
    /// The event's sequence number.
    case seq
    /// The tick's time in milliseconds.
    case t
    case tick
    /// The view's id.
    case view
}

/// Receives the rows of an event's table (`EventTable`) one by one, in order: a key, and how to read its
/// value from the event's payload (the associated values of its `EventKind`). A reader that writes values
/// calls `read` with its payload; one that lists keys calls nothing. The readers are non-escaping, so a
/// specialized table reads as straight code, without a call or a closure per field.
public protocol EventFieldReceiver {
    associatedtype Payload
    /// One of the fields every event has.
    mutating func common(_ field: CommonField)
    /// `t`, `tick` and `view`, in that order: what the events of one tick of one view share, which a
    /// writer may keep for the next event.
    mutating func moment()
    mutating func string(_ name: StaticString, _ read: (Payload) -> String)
    /// An item id as a string; `null` when `read` gives nil.
    mutating func id(_ name: StaticString, _ read: (Payload) -> ItemID?)
    /// An integer; the field is left out when `read` gives nil.
    mutating func integer(_ name: StaticString, _ read: (Payload) -> Int?)
    /// A number (milliseconds, points); left out when `read` gives nil.
    mutating func number(_ name: StaticString, _ read: (Payload) -> Double?)
    mutating func bool(_ name: StaticString, _ read: (Payload) -> Bool)
    /// `[x, y]`.
    mutating func point(_ name: StaticString, _ read: (Payload) -> Point)
    /// `[section, item]`; `null` when `read` gives nil.
    mutating func indexPath(_ name: StaticString, _ read: (Payload) -> IndexPath?)
    /// `[[section, item], …]`.
    mutating func indexPaths(_ name: StaticString, _ read: (Payload) -> [IndexPath])
    /// `[x, y, width, height]`; left out when `read` gives nil.
    mutating func rect(_ name: StaticString, _ read: (Payload) -> Rect?)
    /// The sixteen entries, row-major; left out when `read` gives nil.
    mutating func transform(_ name: StaticString, _ read: (Payload) -> Transform3D?)
}

/// The table of one event (or of events sharing a payload): its rows, keys sorted by their UTF-8 bytes as
/// canonical JSON writes them (`EventTableTests` holds every table so), handed to a receiver in order.
public protocol EventTable {
    associatedtype Payload
    static func rows<Receiver: EventFieldReceiver>(_ receiver: inout Receiver) where Receiver.Payload == Payload
}

/// Receives an event with its payload and its table: what `Event.read(into:)` hands a reader.
public protocol EventTableReader {
    mutating func read<Table: EventTable>(_ event: Event, payload: Table.Payload, table: Table.Type)
}

/// Lists a table's keys, each with whether it is one of the common ones. - Complexity: O(rows).
struct EventKeyCollector<Payload>: EventFieldReceiver {
    var keys: [(key: String, isCommon: Bool)] = []

    private mutating func own(_ name: StaticString) { keys.append((name.description, false)) }

    mutating func common(_ field: CommonField) { keys.append(("\(field)", true)) }
    mutating func moment() { keys += [("t", true), ("tick", true), ("view", true)] }
    mutating func string(_ name: StaticString, _ read: (Payload) -> String) { own(name) }
    mutating func id(_ name: StaticString, _ read: (Payload) -> ItemID?) { own(name) }
    mutating func integer(_ name: StaticString, _ read: (Payload) -> Int?) { own(name) }
    mutating func number(_ name: StaticString, _ read: (Payload) -> Double?) { own(name) }
    mutating func bool(_ name: StaticString, _ read: (Payload) -> Bool) { own(name) }
    mutating func point(_ name: StaticString, _ read: (Payload) -> Point) { own(name) }
    mutating func indexPath(_ name: StaticString, _ read: (Payload) -> IndexPath?) { own(name) }
    mutating func indexPaths(_ name: StaticString, _ read: (Payload) -> [IndexPath]) { own(name) }
    mutating func rect(_ name: StaticString, _ read: (Payload) -> Rect?) { own(name) }
    mutating func transform(_ name: StaticString, _ read: (Payload) -> Transform3D?) { own(name) }
}

extension EventTable {
    /// Every key of the table in order, each with whether it is one of the common `event`, `seq`, `t`,
    /// `tick`, `view`. - Complexity: O(rows).
    public static var keys: [(key: String, isCommon: Bool)] {
        var collector = EventKeyCollector<Payload>()
        rows(&collector)
        return collector.keys
    }
}
