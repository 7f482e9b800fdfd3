import LayoutCore

/// The event schema: one table per event (or per events sharing a payload), each row a key and how to read
/// its value from the event's payload. The encoder writes the rows in order, the scenario expectations
/// compare them (`Event.fields`), `EventName.fields` lists their keys; nothing else names an event's fields.
///
/// To add a field to an event:
/// 1. give the event's `EventKind` case the value (a new associated value, or a property of its payload);
/// 2. add one row to the event's table below, `receiver.type("key") { $0.value }` (the types are
///    `EventFieldReceiver`'s), at the key's place in sorted order: canonical JSON sorts keys by their UTF-8
///    bytes (`t` < `targetContentOffset` < `tick` < `to`), and `EventTableTests` fails otherwise. An
///    integer, number, rect or transform that an event may lack is read as an optional, and the key is
///    left out when it is nil;
/// 3. if the payload changed, update the case's line in `Event.read(into:)`;
/// 4. describe the field in Docs/Protocol.md (`DocsKeyTests` checks that the docs name every key).
public enum EventTables {
    /// `willDisplay`, `didEndDisplaying`: the element as displayed; `alpha` only for a cell an animated
    /// data change shows (frame and alpha interpolated).
    public enum Displayed: EventTable {
        public typealias Payload = LayoutAttributes

        @inlinable
        public static func rows<Receiver: EventFieldReceiver>(_ receiver: inout Receiver)
        where Receiver.Payload == Payload {
            receiver.number("alpha") { $0.isUpdating ? $0.alpha : nil }
            receiver.string("category") { $0.category.rawValue }
            receiver.common(.event)
            receiver.rect("frame") { $0.frame }
            receiver.id("id") { $0.id }
            receiver.indexPath("indexPath") { $0.indexPath }
            receiver.string("kind") { $0.kind.rawValue }
            receiver.rect("layoutFrame") { $0.layoutFrame }
            receiver.common(.seq)
            receiver.moment()
        }
    }

    /// `focusChanged`: the focused item before and after, either side null when there was or is none;
    /// `section` only for an orthogonal carousel's focus.
    public enum FocusChanged: EventTable {
        public typealias Payload = (
            from: IndexPath?, to: IndexPath?, fromID: ItemID?, toID: ItemID?, section: Int?
        )

        @inlinable
        public static func rows<Receiver: EventFieldReceiver>(_ receiver: inout Receiver)
        where Receiver.Payload == Payload {
            receiver.common(.event)
            receiver.indexPath("from") { $0.from }
            receiver.id("fromId") { $0.fromID }
            receiver.integer("section") { $0.section }
            receiver.common(.seq)
            receiver.common(.t)
            receiver.common(.tick)
            receiver.indexPath("to") { $0.to }
            receiver.id("toId") { $0.toID }
            receiver.common(.view)
        }
    }

    /// `didSelect`: the item, and a Safari tab's transition when there is one (its fields left out
    /// otherwise).
    public enum DidSelect: EventTable {
        public typealias Payload = (indexPath: IndexPath, id: ItemID, transition: TabTransition?)

        @inlinable
        public static func rows<Receiver: EventFieldReceiver>(_ receiver: inout Receiver)
        where Receiver.Payload == Payload {
            receiver.number("duration") { $0.transition.map { $0.duration * 1000 } }
            receiver.common(.event)
            receiver.rect("fromFrame") { $0.transition?.fromFrame }
            receiver.transform("fromTransform") { $0.transition?.fromTransform }
            receiver.id("id") { $0.id }
            receiver.indexPath("indexPath") { $0.indexPath }
            receiver.common(.seq)
            receiver.common(.t)
            receiver.common(.tick)
            receiver.rect("toFrame") { $0.transition?.toFrame }
            receiver.transform("toTransform") { $0.transition?.toTransform }
            receiver.common(.view)
        }
    }

    /// `deleted`: the item removed.
    public enum Deleted: EventTable {
        public typealias Payload = (indexPath: IndexPath, id: ItemID)

        @inlinable
        public static func rows<Receiver: EventFieldReceiver>(_ receiver: inout Receiver)
        where Receiver.Payload == Payload {
            receiver.common(.event)
            receiver.id("id") { $0.id }
            receiver.indexPath("indexPath") { $0.indexPath }
            receiver.common(.seq)
            receiver.moment()
        }
    }

    /// `didScroll`: the content offset and velocity (pt/s).
    public enum DidScroll: EventTable {
        public typealias Payload = (contentOffset: Point, velocity: Vector)

        @inlinable
        public static func rows<Receiver: EventFieldReceiver>(_ receiver: inout Receiver)
        where Receiver.Payload == Payload {
            receiver.point("contentOffset") { $0.contentOffset }
            receiver.common(.event)
            receiver.common(.seq)
            receiver.common(.t)
            receiver.common(.tick)
            receiver.point("velocity") { Point(x: $0.velocity.dx, y: $0.velocity.dy) }
            receiver.common(.view)
        }
    }

    /// `sectionDidScroll`: an orthogonal section's own offset and velocity (pt/s).
    public enum SectionDidScroll: EventTable {
        public typealias Payload = (section: Int, contentOffset: Point, velocity: Vector)

        @inlinable
        public static func rows<Receiver: EventFieldReceiver>(_ receiver: inout Receiver)
        where Receiver.Payload == Payload {
            receiver.point("contentOffset") { $0.contentOffset }
            receiver.common(.event)
            receiver.integer("section") { $0.section }
            receiver.common(.seq)
            receiver.common(.t)
            receiver.common(.tick)
            receiver.point("velocity") { Point(x: $0.velocity.dx, y: $0.velocity.dy) }
            receiver.common(.view)
        }
    }

    /// `prefetchItems`, `cancelPrefetching`: the cells, in index-path order.
    public enum Prefetch: EventTable {
        public typealias Payload = [IndexPath]

        @inlinable
        public static func rows<Receiver: EventFieldReceiver>(_ receiver: inout Receiver)
        where Receiver.Payload == Payload {
            receiver.common(.event)
            receiver.indexPaths("indexPaths") { $0 }
            receiver.common(.seq)
            receiver.moment()
        }
    }

    /// `visibilityChanged`: the cell and the visible fraction it crossed to.
    public enum VisibilityChanged: EventTable {
        public typealias Payload = (indexPath: IndexPath, id: ItemID, fraction: Double)

        @inlinable
        public static func rows<Receiver: EventFieldReceiver>(_ receiver: inout Receiver)
        where Receiver.Payload == Payload {
            receiver.common(.event)
            receiver.number("fraction") { $0.fraction }
            receiver.id("id") { $0.id }
            receiver.indexPath("indexPath") { $0.indexPath }
            receiver.common(.seq)
            receiver.moment()
        }
    }

    /// `viewable`: the cell and how long (ms) it has been viewable.
    public enum Viewable: EventTable {
        public typealias Payload = (indexPath: IndexPath, id: ItemID, milliseconds: Double)

        @inlinable
        public static func rows<Receiver: EventFieldReceiver>(_ receiver: inout Receiver)
        where Receiver.Payload == Payload {
            receiver.number("dwell") { $0.milliseconds }
            receiver.common(.event)
            receiver.id("id") { $0.id }
            receiver.indexPath("indexPath") { $0.indexPath }
            receiver.common(.seq)
            receiver.moment()
        }
    }

    /// `displayLimitReached`: where the view stopped and where it would have gone; `section` only when an
    /// orthogonal section stopped.
    public enum DisplayLimitReached: EventTable {
        public typealias Payload = (limit: Int, contentOffset: Point, refusedOffset: Point, section: Int?)

        @inlinable
        public static func rows<Receiver: EventFieldReceiver>(_ receiver: inout Receiver)
        where Receiver.Payload == Payload {
            receiver.point("contentOffset") { $0.contentOffset }
            receiver.common(.event)
            receiver.integer("limit") { $0.limit }
            receiver.point("refusedOffset") { $0.refusedOffset }
            receiver.integer("section") { $0.section }
            receiver.common(.seq)
            receiver.moment()
        }
    }

    /// `willBeginDragging`, `willBeginDecelerating`, `didEndDecelerating`, `didEndScrollingAnimation`.
    public enum ScrollOffset: EventTable {
        public typealias Payload = Point

        @inlinable
        public static func rows<Receiver: EventFieldReceiver>(_ receiver: inout Receiver)
        where Receiver.Payload == Payload {
            receiver.point("contentOffset") { $0 }
            receiver.common(.event)
            receiver.common(.seq)
            receiver.moment()
        }
    }

    /// `willEndDragging`: the release velocity (pt/s) and where the scroll view will come to rest.
    public enum WillEndDragging: EventTable {
        public typealias Payload = (velocity: Vector, targetContentOffset: Point)

        @inlinable
        public static func rows<Receiver: EventFieldReceiver>(_ receiver: inout Receiver)
        where Receiver.Payload == Payload {
            receiver.common(.event)
            receiver.common(.seq)
            receiver.common(.t)
            receiver.point("targetContentOffset") { $0.targetContentOffset }
            receiver.common(.tick)
            receiver.point("velocity") { Point(x: $0.velocity.dx, y: $0.velocity.dy) }
            receiver.common(.view)
        }
    }

    /// `didEndBatchUpdates`: whether the update's animation ran to its end (false: another change
    /// interrupted it).
    public enum DidEndBatchUpdates: EventTable {
        public typealias Payload = Bool

        @inlinable
        public static func rows<Receiver: EventFieldReceiver>(_ receiver: inout Receiver)
        where Receiver.Payload == Payload {
            receiver.common(.event)
            receiver.bool("finished") { $0 }
            receiver.common(.seq)
            receiver.moment()
        }
    }

    /// `didEndDragging`: whether a deceleration follows.
    public enum DidEndDragging: EventTable {
        public typealias Payload = Bool

        @inlinable
        public static func rows<Receiver: EventFieldReceiver>(_ receiver: inout Receiver)
        where Receiver.Payload == Payload {
            receiver.common(.event)
            receiver.common(.seq)
            receiver.moment()
            receiver.bool("willDecelerate") { $0 }
        }
    }
}
