import Logging
import Wire

/// One subscription of a connection: which events, which views, and what to do when the subscriber
/// falls behind.
struct Subscription {
    let number: Int
    /// The events asked for, decoded once from their names; nil for every event but `didScroll` and
    /// `sectionDidScroll` (`EventKind.isDidScroll`).
    let events: Set<SubscribedEvent>?
    /// View ids; nil for every view.
    let views: Set<String>?
    let overflow: SubscriptionRequest.Overflow

    /// Whether the two lists take the same events: the same event and view filters, in the same order.
    /// - Complexity: O(subscriptions × filter sizes), no allocation.
    static func filterAlike(_ lhs: [Subscription], _ rhs: [Subscription]) -> Bool {
        lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0.events == $1.events && $0.views == $1.views }
    }

    init(number: Int, request: SubscriptionRequest) {
        self.number = number
        // The request decoder let through only names of `SubscriptionRequest.eventNames`.
        events = request.events.map { Set($0.compactMap(SubscribedEvent.init(name:))) }
        views = request.views.map(Set.init)
        overflow = request.overflow
    }

    /// Whether a batch's event goes to this subscription (one about no one view goes to every view filter).
    /// - Complexity: O(1) expected.
    func matches(_ entry: EventBatch.Entry) -> Bool {
        if let events {
            guard events.contains(entry.event) else { return false }
        } else if entry.isDidScroll {
            return false
        }
        guard let views, let view = entry.view else { return true }
        return views.contains(view)
    }
}
