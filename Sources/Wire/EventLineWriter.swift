import LayoutCore
import Simulation
import WireFormat

/// Writes events as canonical lines through a `StagedBytes`: each event's members in the order visited
/// (`Event.visitFields` keeps them sorted), numbers formatted in place, no intermediate strings.
struct EventLineWriter: EventFieldVisitor {
    private var out: StagedBytes
    /// Whether the next key is the object's first, which no comma precedes.
    private var opensObject = true
    /// The last `visitMoment`'s values and the bytes written for them (from the comma before `t`): the
    /// events of one tick share them, so each after the first copies the bytes.
    private var moment: (milliseconds: Double, tick: Int, view: String)?
    private var momentBytes: [UInt8] = []

    private init(out: StagedBytes) {
        self.out = out
    }

    /// Runs `body` with a writer appending to `bytes`, and flushes when it returns. The staged writer is
    /// moved in and out, never copied: a copy would share the output, and its next flush copy it whole.
    static func appending(to bytes: inout [UInt8], _ body: (inout EventLineWriter) -> Void) {
        StagedBytes.appending(to: &bytes) { out in
            var writer = EventLineWriter(out: consume out)
            body(&writer)
            out = writer.finish()
        }
    }

    /// The staged writer, the line writer used up.
    private consuming func finish() -> StagedBytes { out }

    /// The bytes written so far, flushed or staged.
    var count: Int { out.count }

    /// One event as a JSON object. - Complexity: O(size of the event).
    mutating func write(_ event: Event) {
        out.append(UInt8(ascii: "{"))
        opensObject = true
        event.visitFields(&self)
        out.append(UInt8(ascii: "}"))
    }

    mutating func endLine() {
        out.append(UInt8(ascii: "\n"))
    }

    @inline(__always)
    private mutating func key(_ name: StaticString) {
        out.reserve(name.utf8CodeUnitCount + 4)
        if opensObject { opensObject = false } else { out.put(UInt8(ascii: ",")) }
        out.put(UInt8(ascii: "\""))
        out.append(name)
        out.put(UInt8(ascii: "\""))
        out.put(UInt8(ascii: ":"))
    }

    mutating func visit(_ name: StaticString, string: String) {
        key(name)
        CanonicalBytes.writeString(string, to: &out)
    }

    /// An item id as a string; a positional id's digits are written in place.
    mutating func visit(_ name: StaticString, id: ItemID?) {
        switch id {
        case .positional(let section, let item)?:
            key(name)
            out.append(UInt8(ascii: "\""))
            CanonicalBytes.writeInteger(section, to: &out)
            out.append(UInt8(ascii: "-"))
            CanonicalBytes.writeInteger(item, to: &out)
            out.append(UInt8(ascii: "\""))
        case .named(let text)?: visit(name, string: text)
        case nil:
            key(name)
            out.append("null")
        }
    }

    mutating func visitMoment(milliseconds: Double, tick: Int, view: String) {
        if !opensObject, let moment, moment.tick == tick,
            moment.milliseconds.bitPattern == milliseconds.bitPattern, moment.view == view
        {
            return momentBytes.withUnsafeBufferPointer { out.append($0) }
        }
        let commaLed = !opensObject
        let start = out.count
        visit("t", number: milliseconds)
        visit("tick", integer: tick)
        visit("view", string: view)
        if commaLed {
            out.copyWritten(from: start, into: &momentBytes)
            moment = (milliseconds, tick, view)
        }
    }

    mutating func visit(_ name: StaticString, integer: Int) {
        key(name)
        CanonicalBytes.writeInteger(integer, to: &out)
    }

    mutating func visit(_ name: StaticString, number: Double) {
        key(name)
        CanonicalBytes.writeNumber(number, to: &out)
    }

    mutating func visit(_ name: StaticString, bool: Bool) {
        key(name)
        out.append(bool ? "true" : "false")
    }

    mutating func visit(_ name: StaticString, point: Point) {
        key(name)
        out.append(UInt8(ascii: "["))
        pair(point.x, point.y)
        out.append(UInt8(ascii: "]"))
    }

    mutating func visit(_ name: StaticString, indexPath: IndexPath?) {
        key(name)
        guard let indexPath else { return out.append("null") }
        write(indexPath)
    }

    /// `[[s, i], …]`.
    mutating func visit(_ name: StaticString, indexPaths: [IndexPath]) {
        key(name)
        out.append(UInt8(ascii: "["))
        for (position, indexPath) in indexPaths.enumerated() {
            if position > 0 { out.append(UInt8(ascii: ",")) }
            write(indexPath)
        }
        out.append(UInt8(ascii: "]"))
    }

    /// `[s,i]`.
    private mutating func write(_ indexPath: IndexPath) {
        out.append(UInt8(ascii: "["))
        CanonicalBytes.writeInteger(indexPath.section, to: &out)
        out.append(UInt8(ascii: ","))
        CanonicalBytes.writeInteger(indexPath.item, to: &out)
        out.append(UInt8(ascii: "]"))
    }

    mutating func visit(_ name: StaticString, rect: Rect) {
        key(name)
        out.append(UInt8(ascii: "["))
        pair(rect.minX, rect.minY)
        out.append(UInt8(ascii: ","))
        pair(rect.width, rect.height)
        out.append(UInt8(ascii: "]"))
    }

    /// The sixteen entries, row-major.
    mutating func visit(_ name: StaticString, transform: Transform3D) {
        key(name)
        out.append(UInt8(ascii: "["))
        pair(transform.m11, transform.m12)
        for (first, second) in [
            (transform.m13, transform.m14), (transform.m21, transform.m22), (transform.m23, transform.m24),
            (transform.m31, transform.m32), (transform.m33, transform.m34), (transform.m41, transform.m42),
            (transform.m43, transform.m44),
        ] {
            out.append(UInt8(ascii: ","))
            pair(first, second)
        }
        out.append(UInt8(ascii: "]"))
    }

    /// `a,b`, without brackets.
    private mutating func pair(_ first: Double, _ second: Double) {
        CanonicalBytes.writeNumber(first, to: &out)
        out.append(UInt8(ascii: ","))
        CanonicalBytes.writeNumber(second, to: &out)
    }
}
