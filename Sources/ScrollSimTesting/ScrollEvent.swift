import Simulation
import Wire
import WireFormat

/// One event of a simulated view, as the wire carries it: its name, when, which view, and its own fields
/// (`indexPath`, `frame`, `contentOffset`, …) under the wire's names, so a test reads what a transcript or
/// a daemon subscriber would.
public struct ScrollEvent: Hashable, Sendable, CustomStringConvertible {
    /// The event's name on the wire: `willDisplay`, `focusChanged`, `didEndDecelerating`, ….
    public var name: String
    /// The view it happened to.
    public var view: String
    /// Its place in the simulation's order of events, from 1.
    public var seq: Int
    /// The tick it happened on, from 0.
    public var tick: Int
    /// When it happened on the virtual clock, in milliseconds from the start.
    public var milliseconds: Double
    /// Every other field, by its wire name.
    public var fields: [String: EventValue]
    /// The event as one line of the wire's NDJSON, keys sorted.
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
    public var indexPath: [Int]? { fields["indexPath"]?.integers }

    /// The item's id; nil when the event has none or the element is not a cell.
    public var id: String? { fields["id"]?.string }

    /// `[x, y, width, height]` of the element, in points; nil when the event has no frame.
    public var frame: [Double]? { fields["frame"]?.numbers }

    /// `[x, y]` of the content offset the event reports, in points; nil when it reports none.
    public var contentOffset: [Double]? { fields["contentOffset"]?.numbers }

    public var description: String { json }
}

/// A field's value, as JSON writes it: a number, a string, a bool, null or a list.
public typealias EventValue = ExpectedValue

extension EventValue {
    /// The string, when the value is one.
    public var string: String? {
        if case .string(let string) = self { string } else { nil }
    }

    /// The list's numbers, when the value is a list of numbers.
    public var numbers: [Double]? {
        guard case .list(let values) = self else { return nil }
        let numbers = values.compactMap { value -> Double? in
            if case .number(let number) = value { number } else { nil }
        }
        return numbers.count == values.count ? numbers : nil
    }

    /// The list's numbers as integers, when each is a whole number.
    public var integers: [Int]? {
        numbers.flatMap { numbers in
            let integers = numbers.compactMap { Int(exactly: $0) }
            return integers.count == numbers.count ? integers : nil
        }
    }
}
