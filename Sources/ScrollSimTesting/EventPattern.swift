import LayoutCore
import Simulation

/// The event an expectation waits for: a name, optionally a view, and the fields it must carry (numbers
/// within 0.5 pt or ms, as in scenarios). Build one with the constructor named after the event, one for
/// each event the wire has (a parameter left nil matches any value), or with ``named(_:view:fields:)``
/// for any event and field; ``with(_:_:)`` adds a field.
///
/// ```swift
/// try sim.expectEvent(.willDisplay(item: [0, 7]), within: .seconds(1))
/// try sim.expectEvent(.sectionDidScroll(section: 0), within: .milliseconds(100))
/// try sim.expectEvent(.viewable(item: [0, 0]).with("dwell", .number(1000)), within: .seconds(1))
/// ```
public struct EventPattern: Hashable, Sendable, CustomStringConvertible {
    /// The event's wire name.
    ///
    /// ```swift
    /// #expect(EventPattern.viewable().name == "viewable")
    /// ```
    public var name: String
    /// The view it must happen to; nil for any.
    ///
    /// ```swift
    /// #expect(EventPattern.viewable(view: "feed").view == "feed")
    /// ```
    public var view: String?
    /// Field name → the value it must have, by the wire's names.
    ///
    /// ```swift
    /// #expect(EventPattern.didSelect(item: [0, 1]).fields == ["indexPath": .list([.number(0), .number(1)])])
    /// ```
    public var fields: [String: EventValue]

    /// Any event named `name` (its wire name) whose `fields` have the given values: for a field the
    /// typed constructors do not take.
    ///
    /// ```swift
    /// let pattern = EventPattern.named("focusChanged", fields: ["fromId": .string("0-0")])
    /// ```
    public static func named(_ name: String, view: String? = nil, fields: [String: EventValue] = [:]) -> EventPattern {
        EventPattern(name: name, view: view, fields: fields)
    }

    /// The same pattern with `field` required to be `value` too.
    ///
    /// ```swift
    /// let card = EventPattern.willDisplay(item: [0, 1]).with("id", .string("0-2"))
    /// ```
    public func with(_ field: String, _ value: EventValue) -> EventPattern {
        var pattern = self
        pattern.fields[field] = value
        return pattern
    }

    /// Whether `event` is one the pattern describes.
    ///
    /// ```swift
    /// let shown = sim.events.filter(EventPattern.willDisplay().matches)
    /// ```
    public func matches(_ event: ScrollEvent) -> Bool {
        expectation(within: 0).isMatched(name: event.name, view: event.view, fields: event.fields)
    }

    /// The name, the view and each field required, as a failure shows them.
    ///
    /// ```swift
    /// print(EventPattern.viewable(item: [0, 0]))  // viewable, indexPath [0, 0]
    /// ```
    public var description: String {
        ([name] + (view.map { ["view \"\($0)\""] } ?? []) + fields.keys.sorted().map { "\($0) \(fields[$0]!)" })
            .joined(separator: ", ")
    }

    /// The expectation a scenario's `expectEvent` step would hold, for its failure message.
    func expectation(within milliseconds: Double) -> EventExpectation {
        EventExpectation(event: name, view: view, within: milliseconds, fields: fields)
    }

    /// The pattern `name` on `view` requiring each field whose value is not nil.
    static func event(_ name: String, view: String?, _ fields: [String: EventValue?]) -> EventPattern {
        named(name, view: view, fields: fields.compactMapValues { $0 })
    }

    /// `[section, item]` as the wire writes it.
    static func value(_ indexPath: IndexPath) -> EventValue {
        .list([.number(Double(indexPath.section)), .number(Double(indexPath.item))])
    }

    /// `[x, y]` as the wire writes it.
    static func value(_ point: Point) -> EventValue { .list([.number(point.x), .number(point.y)]) }

    /// `[dx, dy]` as the wire writes it.
    static func value(_ vector: Vector) -> EventValue { .list([.number(vector.dx), .number(vector.dy)]) }
}
