import OrderedCollections

/// The daemon's clients: the connected ones in the order they came, and the slow consumers disconnected
/// and flushing their last lines, with when (ms) they last made progress.
///
/// Invariant: a connection is connected or departing, never both (`depart` moves it).
struct ClientRegistry {
    /// Connected clients, in the order they came.
    private(set) var connected: OrderedDictionary<ConnectionID, Client> = [:]
    /// Disconnected slow consumers still flushing, with when (ms) they last made progress.
    private(set) var departing: [ConnectionID: UInt64] = [:]

    subscript(id: ConnectionID) -> Client? { connected[id] }

    /// The connected clients, in the order they came.
    var all: OrderedDictionary<ConnectionID, Client>.Values { connected.values }

    var isEmpty: Bool { connected.isEmpty }
    var count: Int { connected.count }

    /// Whether any connected client subscribes to anything. - Complexity: O(clients).
    var hasSubscribers: Bool { connected.values.contains { !$0.subscriptions.isEmpty } }

    /// The open clients subscribed to anything now, with their subscriptions. - Complexity: O(clients).
    func recipients() -> [Recipient] {
        connected.values.compactMap {
            $0.receivesEvents ? Recipient(client: $0, subscriptions: $0.subscriptions) : nil
        }
    }

    /// Whether a client that asked the manual clock to wait for it has `softQueue` bytes queued or more.
    /// - Complexity: O(clients).
    func isClockBlocked(softQueue: Int) -> Bool {
        connected.values.contains { $0.blocksClock && $0.queued >= softQueue }
    }

    /// Adds a client that connected.
    mutating func add(_ client: Client) {
        assert(departing[client.id] == nil, "client \(client.id) is departing")
        connected[client.id] = client
    }

    /// Forgets a connected client (nothing when it is not).
    mutating func remove(_ id: ConnectionID) {
        connected[id] = nil
    }

    /// Forgets every connected client. - Returns: them, in the order they came.
    mutating func removeAll() -> [Client] {
        defer { connected = [:] }
        return Array(connected.values)
    }

    /// Moves a client to the departing ones, as of `now` (ms).
    mutating func depart(_ id: ConnectionID, now: UInt64) {
        connected[id] = nil
        departing[id] = now
    }

    /// A departing client's write completed at `now` (ms); nothing for another connection.
    mutating func noteProgress(ofDeparting id: ConnectionID, now: UInt64) {
        if departing[id] != nil { departing[id] = now }
    }

    /// Forgets a departing client. - Returns: whether it was one.
    mutating func removeDeparting(_ id: ConnectionID) -> Bool {
        departing.removeValue(forKey: id) != nil
    }

    /// The departing clients without progress for more than `timeout` ms at `now`, forgotten.
    /// - Complexity: O(departing clients).
    mutating func removeStalledDeparting(now: UInt64, timeout: Double) -> [ConnectionID] {
        let stalled = departing.compactMap { Double(now &- $0.value) > timeout ? $0.key : nil }
        for id in stalled { departing[id] = nil }
        return stalled
    }

    /// Every departing client, forgotten.
    mutating func removeAllDeparting() -> [ConnectionID] {
        defer { departing = [:] }
        return Array(departing.keys)
    }
}
