import LayoutCore

extension Event {
    /// The fields the protocol gives the event beyond the common ones, as values to compare: what
    /// `visitFields` gives, so expectations see exactly what the wire carries.
    public var fields: [String: ExpectedValue] {
        var collector = ExpectedFieldCollector()
        visitFields(&collector)
        return collector.fields
    }

    /// The field names each event has beyond the common ones, for checking expectations before they run.
    public static let fieldNames = Dictionary(
        uniqueKeysWithValues: EventName.allCases.map { ($0.rawValue, Set($0.fields)) })
}

/// Collects an event's own fields (not the common `event`, `seq`, `t`, `tick`, `view`) as expected values.
struct ExpectedFieldCollector: EventFieldVisitor {
    static let common: Set<String> = ["event", "seq", "t", "tick", "view"]
    var fields: [String: ExpectedValue] = [:]

    private mutating func put(_ name: StaticString, _ value: ExpectedValue) {
        let key = name.description
        if !Self.common.contains(key) { fields[key] = value }
    }

    mutating func visit(_ name: StaticString, string: String) { put(name, .string(string)) }
    mutating func visit(_ name: StaticString, id: ItemID?) { put(name, id.map { .string($0.description) } ?? .null) }
    mutating func visit(_ name: StaticString, integer: Int) { put(name, .number(Double(integer))) }
    mutating func visit(_ name: StaticString, number: Double) { put(name, .number(number)) }
    mutating func visit(_ name: StaticString, bool: Bool) { put(name, .bool(bool)) }
    mutating func visit(_ name: StaticString, point: Point) { put(name, .list([.number(point.x), .number(point.y)])) }

    mutating func visit(_ name: StaticString, indexPath: IndexPath?) {
        put(name, indexPath.map { .list([.number(Double($0.section)), .number(Double($0.item))]) } ?? .null)
    }

    mutating func visit(_ name: StaticString, indexPaths: [IndexPath]) {
        put(name, .list(indexPaths.map { .list([.number(Double($0.section)), .number(Double($0.item))]) }))
    }

    mutating func visit(_ name: StaticString, rect: Rect) {
        put(name, .list([rect.minX, rect.minY, rect.width, rect.height].map(ExpectedValue.number)))
    }

    mutating func visit(_ name: StaticString, transform: Transform3D) {
        put(name, .list(transform.rowMajor.map(ExpectedValue.number)))
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
