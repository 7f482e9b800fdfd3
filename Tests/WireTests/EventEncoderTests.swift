import LayoutCore
import Simulation
import Testing
import WireFormat

@testable import EventEncoding

/// The hand-written event encoder writes exactly what the general canonical writer writes for the same
/// object: one format everywhere.
@Suite struct EventEncoderTests {
    static let cell = LayoutAttributes.cell(
        IndexPath(section: 1, item: 2), id: .named("hero \"1\""),
        frame: Rect(x: 0.5, y: -0.0004, width: 100, height: 1 / 3))
    static let header = LayoutAttributes.supplementary(
        .header, IndexPath(section: 0, item: 0), frame: Rect(x: 0, y: 0, width: 375, height: 44))

    static let kinds: [EventKind] =
        [
            .willDisplay(cell), .didEndDisplaying(header),
            .didSelect(indexPath: IndexPath(section: 0, item: 3), id: .positional(section: 0, item: 3)),
            .deleted(indexPath: IndexPath(section: 2, item: 0), id: .named("x")),
            .focusChanged(from: nil, to: IndexPath(section: 0, item: 6), fromID: nil, toID: .named("six")),
            .focusChanged(
                from: IndexPath(section: 0, item: 2), to: IndexPath(section: 0, item: 3),
                fromID: .positional(section: 0, item: 2),
                toID: .positional(section: 0, item: 3)),
            .didScroll(contentOffset: Point(x: 0, y: 12.3456), velocity: Vector(dx: 0, dy: -1500.5)),
            .scroll(.willBeginDragging(contentOffset: Point(x: 1, y: 2))),
            .scroll(.willEndDragging(velocity: Vector(dx: 0, dy: 3000), targetContentOffset: Point(x: 0, y: 1333))),
            .scroll(.didEndDragging(willDecelerate: true)), .scroll(.willBeginDecelerating(contentOffset: .zero)),
            .scroll(.didEndDecelerating(contentOffset: Point(x: 0, y: 499.4998))),
            .scroll(.didEndScrollingAnimation(contentOffset: Point(x: 0, y: 800))),
        ] + openKinds.map { .willDisplay(.supplementary($0, IndexPath(section: 0, item: 1), frame: .zero)) }

    /// Kinds whose names the writer copies from the kind's two words: 8 bytes (the first word full), 9 (one
    /// byte into the second), 16 (both full), and one with a quote and a backslash (escaped, through the
    /// string writer).
    static let openKinds = ["eightchr", "nine-char", "sixteen-byte-knd", "q\"b\\s"].map { ElementKind(rawValue: $0)! }

    @Test(arguments: kinds)
    func handWrittenEqualsCanonical(_ kind: EventKind) {
        let event = Event(seq: 42, tick: 7, milliseconds: 7 * 1000 / 120.0, view: "home", kind: kind)
        #expect(EventEncoder.encode(event) == Self.reference(event).canonical)
    }

    /// A batch's lines are each event's line alone, though the writer copies the time, tick and view of
    /// one event from the event before when they are the same: checked over events whose time, tick or
    /// view alone differ from the last one's, `didScroll`s (whose velocity comes between those fields),
    /// and enough events to cross the writer's flushes at many points.
    @Test func aBatchWritesEachEventAsAlone() {
        let events = (0..<600).map { index in
            let tick = index / 40
            let milliseconds = Double(tick) * 1000 / 120 + (index % 13 == 0 ? 0.5 : 0)
            let kind: EventKind =
                index % 11 == 0
                ? .didScroll(contentOffset: Point(x: 0, y: Double(index)), velocity: Vector(dx: 0, dy: -2))
                : Self.kinds[index % Self.kinds.count]
            return Event(
                seq: index + 1, tick: tick, milliseconds: milliseconds, view: index % 7 == 0 ? "other" : "home",
                kind: kind)
        }
        var bytes: [UInt8] = []
        var lines: [Range<Int>] = []
        EventEncoder.appendLines(events, to: &bytes, wrote: { _, range in lines.append(range) })
        #expect(
            lines.map { String(decoding: bytes[$0], as: UTF8.self) }
                == events.map { Self.reference($0).canonical + "\n" })
        #expect(lines.first?.lowerBound == 0 && lines.last?.upperBound == bytes.count)
    }

    /// The event as a general JSON object: the common fields and `Event.fields`.
    static func reference(_ event: Event) -> JSONValue {
        var members: [String: JSONValue] = [
            "event": .string(event.name), "seq": .number(Double(event.seq)), "t": .number(event.milliseconds),
            "tick": .number(Double(event.tick)), "view": .string(event.view),
        ]
        for (key, value) in event.fields { members[key] = json(value) }
        return .object(members)
    }

    static func json(_ value: ExpectedValue) -> JSONValue {
        switch value {
        case .number(let number): return .number(number)
        case .string(let string): return .string(string)
        case .bool(let bool): return .bool(bool)
        case .null: return .null
        case .list(let values): return .array(values.map(json))
        }
    }

    @Test func aTypicalLineReadsAsTheProtocolShowsIt() {
        let event = Event(
            seq: 9, tick: 0, milliseconds: 0, view: "feed", kind: .scroll(.didEndDragging(willDecelerate: true)))
        #expect(
            EventEncoder.encode(event)
                == #"{"event":"didEndDragging","seq":9,"t":0,"tick":0,"view":"feed","willDecelerate":true}"#)
    }
}
