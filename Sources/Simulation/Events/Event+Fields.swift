import LayoutCore

extension Event {
    /// The fields the protocol gives the event beyond the common ones, as values to compare: its table's
    /// rows, as the encoder reads them, so expectations see exactly what the wire carries.
    public var fields: [String: ExpectedValue] {
        var collector = ExpectedFieldCollector()
        read(into: &collector)
        return collector.fields
    }

    /// The field names each event has beyond the common ones, for checking expectations before they run.
    public static let fieldNames = Dictionary(
        uniqueKeysWithValues: EventName.allCases.map { ($0.rawValue, Set($0.fields)) })
}

/// Collects an event's own fields (not the common `event`, `seq`, `t`, `tick`, `view`) as expected values:
/// numbers as numbers, ids as strings, index paths, points, rects and transforms as lists, a nil id or index
/// path as null; a field the event lacks is left out.
struct ExpectedFieldCollector: EventTableReader {
    var fields: [String: ExpectedValue] = [:]

    mutating func read<Table: EventTable>(_ event: Event, payload: Table.Payload, table: Table.Type) {
        var receiver = Receiver(payload: payload)
        Table.rows(&receiver)
        fields = receiver.fields
    }

    /// The rows of one event's table, read from its payload.
    struct Receiver<Payload>: EventFieldReceiver {
        let payload: Payload
        var fields: [String: ExpectedValue] = [:]

        private mutating func put(_ name: StaticString, _ value: ExpectedValue?) {
            if let value { fields[name.description] = value }
        }

        /// `[section, item]`.
        private static func list(_ indexPath: IndexPath) -> ExpectedValue {
            .list([.number(Double(indexPath.section)), .number(Double(indexPath.item))])
        }

        mutating func common(_ field: CommonField) {}
        mutating func moment() {}
        mutating func string(_ name: StaticString, _ read: (Payload) -> String) { put(name, .string(read(payload))) }
        mutating func id(_ name: StaticString, _ read: (Payload) -> ItemID?) {
            put(name, read(payload).map { .string($0.description) } ?? .null)
        }
        mutating func integer(_ name: StaticString, _ read: (Payload) -> Int?) {
            put(name, read(payload).map { .number(Double($0)) })
        }
        mutating func number(_ name: StaticString, _ read: (Payload) -> Double?) {
            put(name, read(payload).map(ExpectedValue.number))
        }
        mutating func bool(_ name: StaticString, _ read: (Payload) -> Bool) { put(name, .bool(read(payload))) }
        mutating func point(_ name: StaticString, _ read: (Payload) -> Point) {
            let point = read(payload)
            put(name, .list([.number(point.x), .number(point.y)]))
        }
        mutating func indexPath(_ name: StaticString, _ read: (Payload) -> IndexPath?) {
            put(name, read(payload).map(Self.list) ?? .null)
        }
        mutating func indexPaths(_ name: StaticString, _ read: (Payload) -> [IndexPath]) {
            put(name, .list(read(payload).map(Self.list)))
        }
        mutating func rect(_ name: StaticString, _ read: (Payload) -> Rect?) {
            put(name, read(payload).map { .list([$0.minX, $0.minY, $0.width, $0.height].map(ExpectedValue.number)) })
        }
        mutating func transform(_ name: StaticString, _ read: (Payload) -> Transform3D?) {
            put(name, read(payload).map { .list($0.rowMajor.map(ExpectedValue.number)) })
        }
    }
}

extension ExpectedValue {
    /// Whether `actual` matches: numbers within `tolerance`, lists element by element, the rest exactly.
    public func matches(_ actual: ExpectedValue, tolerance: Double = 0.5) -> Bool {
        switch (self, actual) {
        case (.number(let expected), .number(let value)): return abs(expected - value) <= tolerance
        case (.list(let expected), .list(let values)):
            return expected.count == values.count
                && zip(expected, values).allSatisfy { $0.matches($1, tolerance: tolerance) }
        default: return self == actual
        }
    }
}
