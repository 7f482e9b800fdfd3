import EventEncoding
import Simulation
import WireFormat

/// One event of a simulated view, as the wire carries it: its name, when, which view, and its own fields
/// (`indexPath`, `frame`, `contentOffset`, …) under the wire's names, so a test reads what a transcript or
/// a daemon subscriber would.
///
/// ```swift
/// let card = try sim.expectEvent(.willDisplay(item: [0, 1]))
/// #expect(card.milliseconds == 0 && card.id == "0-1")
/// #expect(card.frame == [0, 200, 375, 200])
/// ```
public struct ScrollEvent: Hashable, Sendable, CustomStringConvertible {
    /// The event's name on the wire: `willDisplay`, `focusChanged`, `didEndDecelerating`, ….
    ///
    /// ```swift
    /// #expect(sim.events.first?.name == "willDisplay")
    /// ```
    public var name: String
    /// The view it happened to.
    ///
    /// ```swift
    /// #expect(card.view == "view")
    /// ```
    public var view: String
    /// Its place in the simulation's order of events, from 1.
    ///
    /// ```swift
    /// #expect(sim.events.map(\.seq) == Array(1...sim.events.count))
    /// ```
    public var seq: Int
    /// The tick it happened on, from 0.
    ///
    /// ```swift
    /// #expect(card.tick == 0)
    /// ```
    public var tick: Int
    /// When it happened on the virtual clock, in milliseconds from the start.
    ///
    /// ```swift
    /// #expect(impression.milliseconds == 1000)
    /// ```
    public var milliseconds: Double
    /// Every other field, by its wire name.
    ///
    /// ```swift
    /// #expect(card.fields["kind"] == .string("cell"))
    /// ```
    public var fields: [String: EventValue]
    /// The event as one line of the wire's NDJSON, keys sorted.
    ///
    /// ```swift
    /// print(card.json)  // {"category":"cell","event":"willDisplay",…}
    /// ```
    public var json: String

    init(_ event: Event) {
        name = event.name
        view = event.view
        seq = event.seq
        tick = event.tick
        milliseconds = event.milliseconds
        fields = event.fields
        json = EventEncoder.encode(event)
    }

    /// `[section, item]` of the element the event is about; nil when it has none.
    ///
    /// ```swift
    /// #expect(card.indexPath == [0, 1])
    /// ```
    public var indexPath: [Int]? { fields["indexPath"]?.integers }

    /// The item's id; nil when the event has none or the element is not a cell.
    ///
    /// ```swift
    /// #expect(card.id == "0-1")
    /// ```
    public var id: String? { fields["id"]?.string }

    /// `[x, y, width, height]` of the element, in points; nil when the event has no frame.
    ///
    /// ```swift
    /// #expect(card.frame == [0, 200, 375, 200])
    /// ```
    public var frame: [Double]? { fields["frame"]?.numbers }

    /// The cell's alpha, 0…1, while an animated data change shows it (`willDisplay`, `didEndDisplaying`);
    /// nil otherwise.
    ///
    /// ```swift
    /// try sim.batchUpdates(BatchUpdate(insertItems: [.init([0, 0])]))
    /// #expect(try sim.expectEvent(.willDisplay(item: [0, 0])).alpha == 0)
    /// ```
    public var alpha: Double? {
        if case .number(let alpha) = fields["alpha"] { alpha } else { nil }
    }

    /// `[x, y]` of the content offset the event reports, in points; nil when it reports none.
    ///
    /// ```swift
    /// let rest = try sim.expectEvent(.didEndDecelerating(), within: .seconds(10))
    /// print(rest.contentOffset ?? [])
    /// ```
    public var contentOffset: [Double]? { fields["contentOffset"]?.numbers }

    /// The event's NDJSON line, as ``json``.
    ///
    /// ```swift
    /// print(card)
    /// ```
    public var description: String { json }
}

/// A field's value, as JSON writes it: a number, a string, a bool, null or a list.
///
/// ```swift
/// #expect(impression.fields["dwell"] == .number(1000))
/// ```
public typealias EventValue = ExpectedValue

/// The values of a field, read as the type a test wants.
///
/// ```swift
/// #expect(card.fields["indexPath"]?.integers == [0, 1])
/// ```
extension EventValue {
    /// The string, when the value is one.
    ///
    /// ```swift
    /// #expect(card.fields["kind"]?.string == "cell")
    /// ```
    public var string: String? {
        if case .string(let string) = self { string } else { nil }
    }

    /// The list's numbers, when the value is a list of numbers.
    ///
    /// ```swift
    /// #expect(card.fields["frame"]?.numbers == [0, 200, 375, 200])
    /// ```
    public var numbers: [Double]? {
        guard case .list(let values) = self else { return nil }
        let numbers = values.compactMap { value -> Double? in
            if case .number(let number) = value { number } else { nil }
        }
        return numbers.count == values.count ? numbers : nil
    }

    /// The list's numbers as integers, when each is a whole number.
    ///
    /// ```swift
    /// #expect(card.fields["indexPath"]?.integers == [0, 1])
    /// ```
    public var integers: [Int]? {
        numbers.flatMap { numbers in
            let integers = numbers.compactMap { Int(exactly: $0) }
            return integers.count == numbers.count ? integers : nil
        }
    }
}
