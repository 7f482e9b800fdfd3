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

    /// Appends one event's UTF-8 bytes to `bytes`, without a newline: the fields `Event.visitFields`
    /// gives, in its (sorted) order.
    /// - Complexity: O(size of the event); the buffer is moved in and out, never copied.
    public static func encode(_ event: Event, into bytes: inout [UInt8]) {
        StagedBytes.appending(to: &bytes) { encode(event, &$0) }
    }

    private static func encode(_ event: Event, _ out: inout StagedBytes) {
        out.append(UInt8(ascii: "{"))
        event.visitFields(&out)
        out.append(UInt8(ascii: "}"))
    }
}

/// One JSON object's members, written in the order visited (`Event.visitFields` keeps them sorted) with
/// numbers formatted in place: no intermediate strings. A key is preceded by a comma unless it follows the
/// object's opening brace.
extension StagedBytes: EventFieldVisitor {
    @inline(__always)
    private mutating func key(_ name: StaticString) {
        reserve(name.utf8CodeUnitCount + 4)
        if lastByte != UInt8(ascii: "{") { put(UInt8(ascii: ",")) }
        put(UInt8(ascii: "\""))
        append(name)
        put(UInt8(ascii: "\""))
        put(UInt8(ascii: ":"))
    }

    mutating func visit(_ name: StaticString, string: String) {
        key(name)
        CanonicalBytes.writeString(string, to: &self)
    }

    /// An item id as a string; a positional id's digits are written in place.
    mutating func visit(_ name: StaticString, id: ItemID?) {
        switch id {
        case .positional(let section, let item)?:
            key(name)
            append(UInt8(ascii: "\""))
            CanonicalBytes.writeInteger(section, to: &self)
            append(UInt8(ascii: "-"))
            CanonicalBytes.writeInteger(item, to: &self)
            append(UInt8(ascii: "\""))
        case .named(let text)?: visit(name, string: text)
        case nil:
            key(name)
            append("null")
        }
    }

    mutating func visit(_ name: StaticString, integer: Int) {
        key(name)
        CanonicalBytes.writeInteger(integer, to: &self)
    }

    mutating func visit(_ name: StaticString, number: Double) {
        key(name)
        CanonicalBytes.writeNumber(number, to: &self)
    }

    mutating func visit(_ name: StaticString, bool: Bool) {
        key(name)
        append(bool ? "true" : "false")
    }

    mutating func visit(_ name: StaticString, point: Point) {
        key(name)
        append(UInt8(ascii: "["))
        pair(point.x, point.y)
        append(UInt8(ascii: "]"))
    }

    mutating func visit(_ name: StaticString, indexPath: IndexPath?) {
        key(name)
        guard let indexPath else { return append("null") }
        append(UInt8(ascii: "["))
        CanonicalBytes.writeInteger(indexPath.section, to: &self)
        append(UInt8(ascii: ","))
        CanonicalBytes.writeInteger(indexPath.item, to: &self)
        append(UInt8(ascii: "]"))
    }

    /// `[[s, i], …]`.
    mutating func visit(_ name: StaticString, indexPaths: [IndexPath]) {
        key(name)
        append(UInt8(ascii: "["))
        for (position, indexPath) in indexPaths.enumerated() {
            if position > 0 { append(UInt8(ascii: ",")) }
            append(UInt8(ascii: "["))
            CanonicalBytes.writeInteger(indexPath.section, to: &self)
            append(UInt8(ascii: ","))
            CanonicalBytes.writeInteger(indexPath.item, to: &self)
            append(UInt8(ascii: "]"))
        }
        append(UInt8(ascii: "]"))
    }

    mutating func visit(_ name: StaticString, rect: Rect) {
        key(name)
        append(UInt8(ascii: "["))
        pair(rect.minX, rect.minY)
        append(UInt8(ascii: ","))
        pair(rect.width, rect.height)
        append(UInt8(ascii: "]"))
    }

    /// The sixteen entries, row-major.
    mutating func visit(_ name: StaticString, transform: Transform3D) {
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
