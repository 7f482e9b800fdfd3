import Simulation

/// The event an expectation waits for: a name, optionally a view, and the fields it must carry (numbers
/// within 0.5 pt or ms, as in scenarios). Build one with the named constructors, e.g.
/// `.willDisplay(item: [0, 7])`, or ``named(_:view:fields:)`` for any event and field.
public struct EventPattern: Hashable, Sendable, CustomStringConvertible {
    /// The event's wire name.
    public var name: String
    /// The view it must happen to; nil for any.
    public var view: String?
    /// Field name → the value it must have, by the wire's names.
    public var fields: [String: EventValue]

    /// Any event named `name` (its wire name) whose `fields` have the given values.
    public static func named(_ name: String, view: String? = nil, fields: [String: EventValue] = [:]) -> EventPattern {
        EventPattern(name: name, view: view, fields: fields)
    }

    /// A cell (or, with `kind`, a supplementary view such as `"header"`) entering the display.
    public static func willDisplay(item: [Int], kind: String = "cell", view: String? = nil) -> EventPattern {
        named("willDisplay", view: view, fields: ["indexPath": Self.value(item), "kind": .string(kind)])
    }

    /// A cell (or, with `kind`, a supplementary view) leaving the display.
    public static func didEndDisplaying(item: [Int], kind: String = "cell", view: String? = nil) -> EventPattern {
        named("didEndDisplaying", view: view, fields: ["indexPath": Self.value(item), "kind": .string(kind)])
    }

    /// The layout's focused item becoming `item` (nil: no item).
    public static func focusChanged(to item: [Int]?, view: String? = nil) -> EventPattern {
        named("focusChanged", view: view, fields: ["to": item.map(Self.value) ?? .null])
    }

    /// A cell counted as viewed: visible enough for long enough (the view's `visibility` settings).
    public static func viewable(item: [Int], view: String? = nil) -> EventPattern {
        named("viewable", view: view, fields: ["indexPath": Self.value(item)])
    }

    /// An item selected.
    public static func didSelect(item: [Int], view: String? = nil) -> EventPattern {
        named("didSelect", view: view, fields: ["indexPath": Self.value(item)])
    }

    /// An item deleted.
    public static func deleted(item: [Int], view: String? = nil) -> EventPattern {
        named("deleted", view: view, fields: ["indexPath": Self.value(item)])
    }

    /// The scroll coming to rest after a release, optionally at `contentOffset` (`[x, y]`, points).
    public static func didEndDecelerating(at contentOffset: [Double]? = nil, view: String? = nil) -> EventPattern {
        named("didEndDecelerating", view: view, fields: contentOffset.map { ["contentOffset": Self.value($0)] } ?? [:])
    }

    /// The finger lifting, optionally with the offset the scroll will rest at (`[x, y]`, points).
    public static func willEndDragging(target: [Double]? = nil, view: String? = nil) -> EventPattern {
        named(
            "willEndDragging", view: view,
            fields: target.map { ["targetContentOffset": Self.value($0)] } ?? [:])
    }

    /// The same pattern with `field` required to be `value` too.
    public func with(_ field: String, _ value: EventValue) -> EventPattern {
        var pattern = self
        pattern.fields[field] = value
        return pattern
    }

    /// Whether `event` is one the pattern describes.
    public func matches(_ event: ScrollEvent) -> Bool {
        expectation(within: 0).isMatched(name: event.name, view: event.view, fields: event.fields)
    }

    public var description: String {
        ([name] + (view.map { ["view \"\($0)\""] } ?? []) + fields.keys.sorted().map { "\($0) \(fields[$0]!)" })
            .joined(separator: ", ")
    }

    /// The expectation a scenario's `expectEvent` step would hold, for its failure message.
    func expectation(within milliseconds: Double) -> EventExpectation {
        EventExpectation(event: name, view: view, within: milliseconds, fields: fields)
    }

    private static func value(_ numbers: [Int]) -> EventValue { .list(numbers.map { .number(Double($0)) }) }
    private static func value(_ numbers: [Double]) -> EventValue { .list(numbers.map(EventValue.number)) }
}
