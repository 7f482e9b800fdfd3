import LayoutCore
import Simulation

/// Events as canonical NDJSON lines (PROTOCOL.md §1, §6), written field by field in sorted key order —
/// the same bytes `JSONValue.canonical` gives for the event's object (a test holds them equal), without
/// building a dictionary per event.
public enum EventEncoder {
    /// One event as a line, without the newline.
    public static func encode(_ event: Event) -> String {
        var line = ""
        line.reserveCapacity(160)
        encode(event, into: &line)
        return line
    }

    /// Appends one event to `line`, without a newline. Keys are sorted: each case below writes its own
    /// keys and the common ones (`event`, `seq`, `t`, `tick`, `view`) in order.
    public static func encode(_ event: Event, into line: inout String) {
        var out = ObjectWriter(line)
        switch event.kind {
        case .willDisplay(let attributes), .didEndDisplaying(let attributes):
            out.field("category", string: attributes.category.rawValue)
            out.field("event", string: event.name)
            out.field("frame", rect: attributes.frame)
            out.field("id", string: attributes.id?.description)
            out.field("indexPath", indexPath: attributes.indexPath)
            out.field("kind", string: attributes.kind.rawValue)
            common(event, &out)
        case .didSelect(let indexPath, let id), .deleted(let indexPath, let id):
            out.field("event", string: event.name)
            out.field("id", string: id.description)
            out.field("indexPath", indexPath: indexPath)
            common(event, &out)
        case .didScroll(let offset, let velocity):
            out.field("contentOffset", point: offset)
            out.field("event", string: event.name)
            common(event, &out, velocity: velocity)
        case .scroll(let scroll):
            encode(scroll, event, &out)
        }
        line = out.finish()
    }

    private static func encode(_ scroll: ScrollEvent, _ event: Event, _ out: inout ObjectWriter) {
        switch scroll {
        case .willBeginDragging(let offset), .willBeginDecelerating(let offset), .didEndDecelerating(let offset),
            .didEndScrollingAnimation(let offset):
            out.field("contentOffset", point: offset)
            out.field("event", string: event.name)
            common(event, &out)
        case .willEndDragging(let velocity, let target):
            out.field("event", string: event.name)
            out.field("seq", number: Double(event.seq))
            out.field("t", number: event.milliseconds)
            out.field("targetContentOffset", point: target)
            out.field("tick", number: Double(event.tick))
            out.field("velocity", point: Point(x: velocity.dx, y: velocity.dy))
            out.field("view", string: event.view)
        case .didEndDragging(let willDecelerate):
            out.field("event", string: event.name)
            common(event, &out)
            out.field("willDecelerate", bool: willDecelerate)
        }
    }

    /// `seq`, `t`, `tick`, (`velocity`), `view`: the common keys, which sort after every event's own keys
    /// but `targetContentOffset`, `velocity` and `willDecelerate` (written by their cases).
    private static func common(_ event: Event, _ out: inout ObjectWriter, velocity: Vector? = nil) {
        out.field("seq", number: Double(event.seq))
        out.field("t", number: event.milliseconds)
        out.field("tick", number: Double(event.tick))
        if let velocity { out.field("velocity", point: Point(x: velocity.dx, y: velocity.dy)) }
        out.field("view", string: event.view)
    }
}

/// Writes one JSON object's members in the order given (the caller keeps them sorted).
struct ObjectWriter {
    private var text: String
    private var first = true

    init(_ text: String) {
        self.text = text
        self.text += "{"
    }

    private mutating func key(_ name: String) {
        text += first ? "\"" : ",\""
        first = false
        text += name
        text += "\":"
    }

    mutating func field(_ name: String, string: String?) {
        key(name)
        if let string { CanonicalString.write(string, to: &text) } else { text += "null" }
    }

    mutating func field(_ name: String, number: Double) {
        key(name)
        text += CanonicalNumber.format(number)
    }

    mutating func field(_ name: String, bool: Bool) {
        key(name)
        text += bool ? "true" : "false"
    }

    mutating func field(_ name: String, point: Point) {
        key(name)
        text += "[" + CanonicalNumber.format(point.x) + "," + CanonicalNumber.format(point.y) + "]"
    }

    mutating func field(_ name: String, indexPath: IndexPath) {
        key(name)
        text += "[" + String(indexPath.section) + "," + String(indexPath.item) + "]"
    }

    mutating func field(_ name: String, rect: Rect) {
        key(name)
        text += "[" + CanonicalNumber.format(rect.minX) + "," + CanonicalNumber.format(rect.minY) + ","
        text += CanonicalNumber.format(rect.width) + "," + CanonicalNumber.format(rect.height) + "]"
    }

    func finish() -> String { text + "}" }
}
