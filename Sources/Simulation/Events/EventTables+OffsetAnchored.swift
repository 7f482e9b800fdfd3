import LayoutCore

extension EventTables {
    /// `offsetAnchored`: the anchor, the offset before and after the change, and the item kept in place
    /// (`id` and `indexPath` after the change; null for `bottom`).
    public enum OffsetAnchored: EventTable {
        public typealias Payload = OffsetAnchoring

        @inlinable
        public static func rows<Receiver: EventFieldReceiver>(_ receiver: inout Receiver)
        where Receiver.Payload == Payload {
            receiver.string("anchor") { $0.anchor.rawValue }
            receiver.common(.event)
            receiver.point("from") { $0.from }
            receiver.id("id") { $0.id }
            receiver.indexPath("indexPath") { $0.indexPath }
            receiver.common(.seq)
            receiver.common(.t)
            receiver.common(.tick)
            receiver.point("to") { $0.to }
            receiver.common(.view)
        }
    }
}
