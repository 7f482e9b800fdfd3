import LayoutCore
import Simulation

/// Events as canonical NDJSON lines, written field by field in sorted key order —
/// the same bytes `JSONValue.canonical` gives for the event's object (a test holds them equal), without
/// building a dictionary per event.
public enum EventEncoder {
    /// One event as a line, without the newline.
    public static func encode(_ event: Event) -> String {
        var bytes: [UInt8] = []
        encode(event, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends one event's UTF-8 bytes to `bytes`, without a newline. Keys are sorted: each case below
    /// writes its own keys and the common ones (`event`, `seq`, `t`, `tick`, `view`) in order.
    /// - Complexity: O(size of the event); the buffer is moved in and out, never copied.
    public static func encode(_ event: Event, into bytes: inout [UInt8]) {
        StagedBytes.appending(to: &bytes) { encode(event, &$0) }
    }

    private static func encode(_ event: Event, _ out: inout StagedBytes) {
        out.append(UInt8(ascii: "{"))
        switch event.kind {
        case .willDisplay(let attributes), .didEndDisplaying(let attributes):
            out.field("category", string: attributes.category.rawValue)
            out.field("event", string: event.name)
            out.field("frame", rect: attributes.frame)
            out.field("id", id: attributes.id)
            out.field("indexPath", indexPath: attributes.indexPath)
            out.field("kind", string: attributes.kind.rawValue)
            common(event, &out)
        case .focusChanged(let from, let to, let fromID, let toID):
            out.field("event", string: event.name)
            out.field("from", indexPath: from)
            out.field("fromId", id: fromID)
            out.field("seq", integer: event.seq)
            out.field("t", number: event.milliseconds)
            out.field("tick", integer: event.tick)
            out.field("to", indexPath: to)
            out.field("toId", id: toID)
            out.field("view", string: event.view)
        case .didSelect(let indexPath, let id, let transition?):
            out.field("duration", number: transition.duration * 1000)
            out.field("event", string: event.name)
            out.field("fromFrame", rect: transition.fromFrame)
            out.field("fromTransform", transform: transition.fromTransform)
            out.field("id", id: id)
            out.field("indexPath", indexPath: indexPath)
            out.field("seq", integer: event.seq)
            out.field("t", number: event.milliseconds)
            out.field("tick", integer: event.tick)
            out.field("toFrame", rect: transition.toFrame)
            out.field("toTransform", transform: transition.toTransform)
            out.field("view", string: event.view)
        case .didSelect(let indexPath, let id, nil), .deleted(let indexPath, let id):
            out.field("event", string: event.name)
            out.field("id", id: id)
            out.field("indexPath", indexPath: indexPath)
            common(event, &out)
        case .didScroll(let offset, let velocity):
            out.field("contentOffset", point: offset)
            out.field("event", string: event.name)
            common(event, &out, velocity: velocity)
        case .scroll(let scroll):
            encode(scroll, event, &out)
        }
        out.append(UInt8(ascii: "}"))
    }

    private static func encode(_ scroll: ScrollEvent, _ event: Event, _ out: inout StagedBytes) {
        switch scroll {
        case .willBeginDragging(let offset), .willBeginDecelerating(let offset), .didEndDecelerating(let offset),
            .didEndScrollingAnimation(let offset):
            out.field("contentOffset", point: offset)
            out.field("event", string: event.name)
            common(event, &out)
        case .willEndDragging(let velocity, let target):
            out.field("event", string: event.name)
            out.field("seq", integer: event.seq)
            out.field("t", number: event.milliseconds)
            out.field("targetContentOffset", point: target)
            out.field("tick", integer: event.tick)
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
    private static func common(_ event: Event, _ out: inout StagedBytes, velocity: Vector? = nil) {
        out.field("seq", integer: event.seq)
        out.field("t", number: event.milliseconds)
        out.field("tick", integer: event.tick)
        if let velocity { out.field("velocity", point: Point(x: velocity.dx, y: velocity.dy)) }
        out.field("view", string: event.view)
    }
}

/// One JSON object's members, written in the order given (the caller keeps them sorted) with numbers
/// formatted in place: no intermediate strings. A key is preceded by a comma unless it follows the
/// object's opening brace.
extension StagedBytes {
    @inline(__always)
    private mutating func key(_ name: StaticString) {
        reserve(name.utf8CodeUnitCount + 4)
        if lastByte != UInt8(ascii: "{") { put(UInt8(ascii: ",")) }
        put(UInt8(ascii: "\""))
        append(name)
        put(UInt8(ascii: "\""))
        put(UInt8(ascii: ":"))
    }

    mutating func field(_ name: StaticString, string: String?) {
        key(name)
        guard let string else { return append("null") }
        CanonicalBytes.writeString(string, to: &self)
    }

    /// An item id as a string; a positional id's digits are written in place.
    mutating func field(_ name: StaticString, id: ItemID?) {
        switch id {
        case .positional(let section, let item)?:
            key(name)
            append(UInt8(ascii: "\""))
            CanonicalBytes.writeInteger(section, to: &self)
            append(UInt8(ascii: "-"))
            CanonicalBytes.writeInteger(item, to: &self)
            append(UInt8(ascii: "\""))
        case .named(let text)?: field(name, string: text)
        case nil: field(name, string: nil)
        }
    }

    mutating func field(_ name: StaticString, integer: Int) {
        key(name)
        CanonicalBytes.writeInteger(integer, to: &self)
    }

    mutating func field(_ name: StaticString, number: Double) {
        key(name)
        CanonicalBytes.writeNumber(number, to: &self)
    }

    mutating func field(_ name: StaticString, bool: Bool) {
        key(name)
        append(bool ? "true" : "false")
    }

    mutating func field(_ name: StaticString, point: Point) {
        key(name)
        append(UInt8(ascii: "["))
        pair(point.x, point.y)
        append(UInt8(ascii: "]"))
    }

    mutating func field(_ name: StaticString, indexPath: IndexPath?) {
        key(name)
        guard let indexPath else { return append("null") }
        append(UInt8(ascii: "["))
        CanonicalBytes.writeInteger(indexPath.section, to: &self)
        append(UInt8(ascii: ","))
        CanonicalBytes.writeInteger(indexPath.item, to: &self)
        append(UInt8(ascii: "]"))
    }

    mutating func field(_ name: StaticString, rect: Rect) {
        key(name)
        append(UInt8(ascii: "["))
        pair(rect.minX, rect.minY)
        append(UInt8(ascii: ","))
        pair(rect.width, rect.height)
        append(UInt8(ascii: "]"))
    }

    /// The sixteen entries, row-major.
    mutating func field(_ name: StaticString, transform: Transform3D) {
        key(name)
        append(UInt8(ascii: "["))
        pair(transform.m11, transform.m12)
        for (first, second) in [
            (transform.m13, transform.m14), (transform.m21, transform.m22), (transform.m23, transform.m24),
            (transform.m31, transform.m32), (transform.m33, transform.m34), (transform.m41, transform.m42),
            (transform.m43, transform.m44),
        ] {
            append(UInt8(ascii: ","))
            pair(first, second)
        }
        append(UInt8(ascii: "]"))
    }

    /// `a,b`, without brackets.
    private mutating func pair(_ first: Double, _ second: Double) {
        CanonicalBytes.writeNumber(first, to: &self)
        append(UInt8(ascii: ","))
        CanonicalBytes.writeNumber(second, to: &self)
    }
}
