import LayoutCore

extension Event {
    /// The fields the protocol gives the event beyond the common ones, as values to compare.
    public var fields: [String: ExpectedValue] {
        switch kind {
        case .willDisplay(let attributes), .didEndDisplaying(let attributes):
            return [
                "category": .string(attributes.category.rawValue), "kind": .string(attributes.kind.rawValue),
                "indexPath": Self.value(attributes.indexPath),
                "id": attributes.id.map { .string($0.description) } ?? .null,
                "frame": Self.value(attributes.frame),
            ]
        case .focusChanged(let from, let to, let fromID, let toID):
            return [
                "from": from.map(Self.value) ?? .null, "to": to.map(Self.value) ?? .null,
                "fromId": fromID.map { .string($0.description) } ?? .null,
                "toId": toID.map { .string($0.description) } ?? .null,
            ]
        case .didSelect(let indexPath, let id, let transition):
            var fields: [String: ExpectedValue] = ["indexPath": Self.value(indexPath), "id": .string(id.description)]
            if let transition {
                fields["duration"] = .number(transition.duration * 1000)
                fields["fromFrame"] = Self.value(transition.fromFrame)
                fields["fromTransform"] = .list(transition.fromTransform.rowMajor.map(ExpectedValue.number))
                fields["toFrame"] = Self.value(transition.toFrame)
                fields["toTransform"] = .list(transition.toTransform.rowMajor.map(ExpectedValue.number))
            }
            return fields
        case .deleted(let indexPath, let id):
            return ["indexPath": Self.value(indexPath), "id": .string(id.description)]
        case .didScroll(let offset, let velocity):
            return ["contentOffset": Self.value(offset), "velocity": Self.value(Point(x: velocity.dx, y: velocity.dy))]
        case .scroll(let event):
            switch event {
            case .willBeginDragging(let offset), .willBeginDecelerating(let offset), .didEndDecelerating(let offset),
                .didEndScrollingAnimation(let offset):
                return ["contentOffset": Self.value(offset)]
            case .willEndDragging(let velocity, let target):
                return [
                    "velocity": Self.value(Point(x: velocity.dx, y: velocity.dy)),
                    "targetContentOffset": Self.value(target),
                ]
            case .didEndDragging(let willDecelerate):
                return ["willDecelerate": .bool(willDecelerate)]
            }
        }
    }

    /// The field names each event has beyond the common ones, for checking expectations before they run.
    public static let fieldNames = Dictionary(
        uniqueKeysWithValues: EventName.allCases.map { ($0.rawValue, Set($0.fields)) })

    private static func value(_ indexPath: IndexPath) -> ExpectedValue {
        .list([.number(Double(indexPath.section)), .number(Double(indexPath.item))])
    }

    private static func value(_ rect: Rect) -> ExpectedValue {
        .list([rect.minX, rect.minY, rect.width, rect.height].map(ExpectedValue.number))
    }

    private static func value(_ point: Point) -> ExpectedValue {
        .list([.number(point.x), .number(point.y)])
    }
}

extension ExpectedValue {
    /// Whether `actual` matches: numbers within `tolerance`, lists element by element, the rest exactly.
    public func matches(_ actual: ExpectedValue, tolerance: Double = 0.5) -> Bool {
        switch (self, actual) {
        case (.number(let expected), .number(let value)): return abs(expected - value) <= tolerance
        case (.list(let expected), .list(let values)):
            return expected.count == values.count
                && zip(expected, values).allSatisfy { $0.matches($1, tolerance: tolerance) }
        default: return self == actual
        }
    }
}
