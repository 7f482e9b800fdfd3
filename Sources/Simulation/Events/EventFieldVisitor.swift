import LayoutCore

/// Receives an event's fields one by one, by name and typed value, in the wire's order (keys sorted,
/// the common `event`, `seq`, `t`, `tick`, `view` among them). `Event.visitFields` is the one place that
/// says which fields an event has: the encoder writes them, the scenario expectations compare them.
public protocol EventFieldVisitor {
    mutating func visit(_ name: StaticString, string: String)
    mutating func visit(_ name: StaticString, id: ItemID?)
    mutating func visit(_ name: StaticString, integer: Int)
    /// A number: milliseconds, points.
    mutating func visit(_ name: StaticString, number: Double)
    mutating func visit(_ name: StaticString, bool: Bool)
    mutating func visit(_ name: StaticString, point: Point)
    mutating func visit(_ name: StaticString, indexPath: IndexPath?)
    mutating func visit(_ name: StaticString, indexPaths: [IndexPath])
    mutating func visit(_ name: StaticString, rect: Rect)
    mutating func visit(_ name: StaticString, transform: Transform3D)
    /// `t`, `tick` and `view`, in that order: what every event of one tick of one view shares, and the
    /// last fields of most events. A writer may keep what it made of them for the next event.
    mutating func visitMoment(milliseconds: Double, tick: Int, view: String)
}

extension EventFieldVisitor {
    /// The three fields one by one.
    @inlinable
    public mutating func visitMoment(milliseconds: Double, tick: Int, view: String) {
        visit("t", number: milliseconds)
        visit("tick", integer: tick)
        visit("view", string: view)
    }
}

extension Event {
    /// Hands every field of the event to `visitor`, keys in sorted order. - Complexity: O(fields).
    @inlinable
    public func visitFields<Visitor: EventFieldVisitor>(_ visitor: inout Visitor) {
        switch kind {
        case .willDisplay(let attributes), .didEndDisplaying(let attributes):
            visitor.visit("category", string: attributes.category.rawValue)
            visitor.visit("event", string: name)
            visitor.visit("frame", rect: attributes.frame)
            visitor.visit("id", id: attributes.id)
            visitor.visit("indexPath", indexPath: attributes.indexPath)
            visitor.visit("kind", string: attributes.kind.rawValue)
            if let layoutFrame = attributes.layoutFrame { visitor.visit("layoutFrame", rect: layoutFrame) }
            visitCommonFields(&visitor)
        case .focusChanged(let from, let to, let fromID, let toID, let section):
            visitor.visit("event", string: name)
            visitor.visit("from", indexPath: from)
            visitor.visit("fromId", id: fromID)
            if let section { visitor.visit("section", integer: section) }
            visitor.visit("seq", integer: seq)
            visitor.visit("t", number: milliseconds)
            visitor.visit("tick", integer: tick)
            visitor.visit("to", indexPath: to)
            visitor.visit("toId", id: toID)
            visitor.visit("view", string: view)
        case .didSelect(let indexPath, let id, let transition?):
            visitor.visit("duration", number: transition.duration * 1000)
            visitor.visit("event", string: name)
            visitor.visit("fromFrame", rect: transition.fromFrame)
            visitor.visit("fromTransform", transform: transition.fromTransform)
            visitor.visit("id", id: id)
            visitor.visit("indexPath", indexPath: indexPath)
            visitor.visit("seq", integer: seq)
            visitor.visit("t", number: milliseconds)
            visitor.visit("tick", integer: tick)
            visitor.visit("toFrame", rect: transition.toFrame)
            visitor.visit("toTransform", transform: transition.toTransform)
            visitor.visit("view", string: view)
        case .didSelect(let indexPath, let id, nil), .deleted(let indexPath, let id):
            visitor.visit("event", string: name)
            visitor.visit("id", id: id)
            visitor.visit("indexPath", indexPath: indexPath)
            visitCommonFields(&visitor)
        case .didScroll(let offset, let velocity):
            visitor.visit("contentOffset", point: offset)
            visitor.visit("event", string: name)
            visitCommonFields(&visitor, velocity: velocity)
        case .sectionDidScroll(let section, let offset, let velocity):
            visitor.visit("contentOffset", point: offset)
            visitor.visit("event", string: name)
            visitor.visit("section", integer: section)
            visitCommonFields(&visitor, velocity: velocity)
        case .prefetchItems(let indexPaths), .cancelPrefetching(let indexPaths):
            visitor.visit("event", string: name)
            visitor.visit("indexPaths", indexPaths: indexPaths)
            visitCommonFields(&visitor)
        case .visibilityChanged(let indexPath, let id, let fraction):
            visitor.visit("event", string: name)
            visitor.visit("fraction", number: fraction)
            visitor.visit("id", id: id)
            visitor.visit("indexPath", indexPath: indexPath)
            visitCommonFields(&visitor)
        case .viewable(let indexPath, let id, let milliseconds):
            visitor.visit("dwell", number: milliseconds)
            visitor.visit("event", string: name)
            visitor.visit("id", id: id)
            visitor.visit("indexPath", indexPath: indexPath)
            visitCommonFields(&visitor)
        case .displayLimitReached(let limit, let offset, let refused, let section):
            visitor.visit("contentOffset", point: offset)
            visitor.visit("event", string: name)
            visitor.visit("limit", integer: limit)
            visitor.visit("refusedOffset", point: refused)
            if let section { visitor.visit("section", integer: section) }
            visitCommonFields(&visitor)
        case .scroll(let scroll):
            visitFields(of: scroll, &visitor)
        }
    }

    @inlinable
    func visitFields<Visitor: EventFieldVisitor>(of scroll: ScrollLifecycleEvent, _ visitor: inout Visitor) {
        switch scroll {
        case .willBeginDragging(let offset), .willBeginDecelerating(let offset), .didEndDecelerating(let offset),
            .didEndScrollingAnimation(let offset):
            visitor.visit("contentOffset", point: offset)
            visitor.visit("event", string: name)
            visitCommonFields(&visitor)
        case .willEndDragging(let velocity, let target):
            visitor.visit("event", string: name)
            visitor.visit("seq", integer: seq)
            visitor.visit("t", number: milliseconds)
            visitor.visit("targetContentOffset", point: target)
            visitor.visit("tick", integer: tick)
            visitor.visit("velocity", point: Point(x: velocity.dx, y: velocity.dy))
            visitor.visit("view", string: view)
        case .didEndDragging(let willDecelerate):
            visitor.visit("event", string: name)
            visitCommonFields(&visitor)
            visitor.visit("willDecelerate", bool: willDecelerate)
        }
    }

    /// `seq`, `t`, `tick`, (`velocity`), `view`: the common keys, which sort after every event's own keys
    /// but `targetContentOffset`, `velocity` and `willDecelerate` (visited by their cases).
    @inlinable
    func visitCommonFields<Visitor: EventFieldVisitor>(_ visitor: inout Visitor, velocity: Vector? = nil) {
        visitor.visit("seq", integer: seq)
        guard let velocity else { return visitor.visitMoment(milliseconds: milliseconds, tick: tick, view: view) }
        visitor.visit("t", number: milliseconds)
        visitor.visit("tick", integer: tick)
        visitor.visit("velocity", point: Point(x: velocity.dx, y: velocity.dy))
        visitor.visit("view", string: view)
    }
}
