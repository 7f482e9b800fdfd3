import LayoutCore
import Simulation
import WireFormat

/// Writes events as canonical lines through a `StagedBytes`: each event's members in its table's order
/// (`EventTables`, keys sorted), numbers formatted in place, no intermediate strings.
struct EventLineWriter: EventTableReader {
    private var out: StagedBytes
    /// Whether the next key is the object's first, which no comma precedes.
    private var opensObject = true
    /// The last `writeMoment`'s values and the bytes written for them (from the comma before `t`): the
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

    /// One event as a JSON object: its table's rows in order. - Complexity: O(size of the event).
    mutating func write(_ event: Event) {
        event.read(into: &self)
    }

    /// The object of `event`: its table's rows in order, their values read from `payload`.
    /// - Complexity: O(size of the event).
    mutating func read<Table: EventTable>(_ event: Event, payload: Table.Payload, table: Table.Type) {
        out.append(UInt8(ascii: "{"))
        opensObject = true
        // The rows write through a pointer to this writer: a copy of it would share its output array, and
        // the next flush copy the whole array.
        // The payload is read in place too: a copy of a cell's attributes costs a retain and a release.
        withUnsafeMutablePointer(to: &self) { line in
            withUnsafePointer(to: payload) { payload in
                var rows = EventRowWriter(line: line, event: event, payload: payload)
                Table.rows(&rows)
            }
        }
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

    fileprivate mutating func visit(_ name: StaticString, string: String) {
        key(name)
        CanonicalBytes.writeString(string, to: &out)
    }

    /// An item id as a string; a positional id's digits are written in place.
    fileprivate mutating func visit(_ name: StaticString, id: ItemID?) {
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

    /// `t`, `tick` and `view`, in that order, from the comma before `t`: the bytes of the last moment when
    /// it is the same (the events of one tick of one view share it).
    fileprivate mutating func writeMoment(milliseconds: Double, tick: Int, view: String) {
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

    fileprivate mutating func visit(_ name: StaticString, integer: Int) {
        key(name)
        CanonicalBytes.writeInteger(integer, to: &out)
    }

    fileprivate mutating func visit(_ name: StaticString, number: Double) {
        key(name)
        CanonicalBytes.writeNumber(number, to: &out)
    }

    fileprivate mutating func visit(_ name: StaticString, bool: Bool) {
        key(name)
        out.append(bool ? "true" : "false")
    }

    fileprivate mutating func visit(_ name: StaticString, point: Point) {
        key(name)
        out.append(UInt8(ascii: "["))
        pair(point.x, point.y)
        out.append(UInt8(ascii: "]"))
    }

    fileprivate mutating func visit(_ name: StaticString, indexPath: IndexPath?) {
        key(name)
        guard let indexPath else { return out.append("null") }
        write(indexPath)
    }

    /// `[[s, i], …]`.
    fileprivate mutating func visit(_ name: StaticString, indexPaths: [IndexPath]) {
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

    fileprivate mutating func visit(_ name: StaticString, rect: Rect) {
        key(name)
        out.append(UInt8(ascii: "["))
        pair(rect.minX, rect.minY)
        out.append(UInt8(ascii: ","))
        pair(rect.width, rect.height)
        out.append(UInt8(ascii: "]"))
    }

    /// The sixteen entries, row-major.
    fileprivate mutating func visit(_ name: StaticString, transform: Transform3D) {
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

/// Writes one event's rows, as its table hands them, through the line writer: each row's value read from
/// the payload and written at once (the table's readers are inlined into a specialized table).
private struct EventRowWriter<Payload>: EventFieldReceiver {
    let line: UnsafeMutablePointer<EventLineWriter>
    /// The common fields, not the event: a copy of an event costs more than writing most of its fields.
    let name: EventName
    let seq: Int
    let milliseconds: Double
    let tick: Int
    let view: String
    let payload: UnsafePointer<Payload>

    init(line: UnsafeMutablePointer<EventLineWriter>, event: Event, payload: UnsafePointer<Payload>) {
        self.line = line
        name = event.kind.eventName
        seq = event.seq
        milliseconds = event.milliseconds
        tick = event.tick
        view = event.view
        self.payload = payload
    }

    @inline(__always) mutating func common(_ field: CommonField) {
        switch field {
        case .event: line.pointee.visit("event", string: name.rawValue)
        case .seq: line.pointee.visit("seq", integer: seq)
        case .t: line.pointee.visit("t", number: milliseconds)
        case .tick: line.pointee.visit("tick", integer: tick)
        case .view: line.pointee.visit("view", string: view)
        }
    }

    @inline(__always) mutating func moment() {
        line.pointee.writeMoment(milliseconds: milliseconds, tick: tick, view: view)
    }

    @inline(__always) mutating func string(_ name: StaticString, _ read: (Payload) -> String) {
        line.pointee.visit(name, string: read(payload.pointee))
    }
    @inline(__always) mutating func id(_ name: StaticString, _ read: (Payload) -> ItemID?) {
        line.pointee.visit(name, id: read(payload.pointee))
    }
    @inline(__always) mutating func integer(_ name: StaticString, _ read: (Payload) -> Int?) {
        if let value = read(payload.pointee) { line.pointee.visit(name, integer: value) }
    }
    @inline(__always) mutating func number(_ name: StaticString, _ read: (Payload) -> Double?) {
        if let value = read(payload.pointee) { line.pointee.visit(name, number: value) }
    }
    @inline(__always) mutating func bool(_ name: StaticString, _ read: (Payload) -> Bool) {
        line.pointee.visit(name, bool: read(payload.pointee))
    }
    @inline(__always) mutating func point(_ name: StaticString, _ read: (Payload) -> Point) {
        line.pointee.visit(name, point: read(payload.pointee))
    }
    @inline(__always) mutating func indexPath(_ name: StaticString, _ read: (Payload) -> IndexPath?) {
        line.pointee.visit(name, indexPath: read(payload.pointee))
    }
    @inline(__always) mutating func indexPaths(_ name: StaticString, _ read: (Payload) -> [IndexPath]) {
        line.pointee.visit(name, indexPaths: read(payload.pointee))
    }
    @inline(__always) mutating func rect(_ name: StaticString, _ read: (Payload) -> Rect?) {
        if let value = read(payload.pointee) { line.pointee.visit(name, rect: value) }
    }
    @inline(__always) mutating func transform(_ name: StaticString, _ read: (Payload) -> Transform3D?) {
        if let value = read(payload.pointee) { line.pointee.visit(name, transform: value) }
    }
}
