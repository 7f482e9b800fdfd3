import EventEncoding
import LayoutCore
import Simulation
import WireFormat

/// What every output must be, whatever the input: each number finite, printed without an exponent, and
/// never `null`. A violation stops the process (`preconditionFailure`), so the fuzzer reports it.
enum OutputCheck {
    static func snapshot(_ snapshot: LayoutSnapshot) {
        number(snapshot.contentSize.width)
        number(snapshot.contentSize.height)
        precondition(snapshot.contentSize.width >= 0 && snapshot.contentSize.height >= 0, "negative content size")
        for attributes in snapshot.attributes { rect(attributes.frame) }
        let animation = snapshot.animation
        let shownViews = Array((animation?.views ?? [:]).values)
        for shown in Array((animation?.cells ?? [:]).values) + shownViews + (animation?.disappearing ?? []) {
            rect(shown.frame)
            number(shown.alpha)
        }
    }

    /// Each of `events`, as `event` checks one.
    static func events(_ events: [Event]) {
        for event in events { self.event(event) }
    }

    /// Every number among the event's fields; the event is encoded too, as the daemon would.
    static func event(_ event: Event) {
        for value in event.fields.values { expected(value) }
        _ = EventEncoder.encode(event)
    }

    private static func expected(_ value: ExpectedValue) {
        switch value {
        case .number(let number): self.number(number)
        case .list(let values): for element in values { expected(element) }
        case .string, .bool, .null: break
        }
    }

    static func rect(_ rect: Rect) {
        number(rect.minX)
        number(rect.minY)
        number(rect.width)
        number(rect.height)
    }

    static func point(_ point: Point) {
        number(point.x)
        number(point.y)
    }

    static func number(_ value: Double) {
        precondition(value.isFinite, "a non-finite number: \(value)")
        let text = CanonicalNumber.format(value)
        precondition(!text.contains("e") && text != "null", "\(value) printed as \(text)")
    }
}
