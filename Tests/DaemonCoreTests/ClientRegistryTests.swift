import Specs
import Testing
import Wire
import WireFormat

@testable import DaemonCore

/// The clients: connected in the order they came, departing ones apart, and the questions the core asks
/// of them all.
@Suite struct ClientRegistryTests {
    static func client(_ id: ConnectionID, subscribed: Bool = false, blocking: Bool = false) -> Client {
        let client = Client(id: id, limits: DaemonConfiguration.Limits(), now: 0)
        if subscribed || blocking {
            let request = SubscriptionRequest(events: nil, views: nil, overflow: blocking ? .block : .drop)
            client.subscriptions.append(Subscription(number: 1, request: request))
        }
        return client
    }

    @Test func clientsKeepTheOrderTheyCameIn() {
        var clients = ClientRegistry()
        for id in [3, 1, 2] { clients.add(Self.client(id)) }
        clients.remove(1)
        #expect(clients.all.map(\.id) == [3, 2])
        #expect(clients[2]?.id == 2 && clients[1] == nil)
        let answer1 = clients.removeAll()
        #expect(answer1.map(\.id) == [3, 2] && clients.isEmpty)
    }

    @Test func aDepartingClientIsNoLongerConnected() {
        var clients = ClientRegistry()
        clients.add(Self.client(1))
        clients.depart(1, now: 100)
        #expect(clients[1] == nil && clients.departing == [1: 100])
        clients.noteProgress(ofDeparting: 1, now: 150)
        clients.noteProgress(ofDeparting: 2, now: 150)
        #expect(clients.departing == [1: 150], "progress of a connection that is not departing is not noted")
        let answer1 = clients.removeDeparting(1)
        let removeDeparting2 = clients.removeDeparting(1)
        #expect(answer1 && !removeDeparting2)
    }

    @Test func onlyDepartingClientsStalledPastTheTimeoutAreRemoved() {
        var clients = ClientRegistry()
        clients.depart(1, now: 0)
        clients.depart(2, now: 500)
        // At 1,200 ms with a 1,000 ms timeout: 1 made no progress for 1,200 ms, 2 for 700 ms.
        let answer1 = clients.removeStalledDeparting(now: 1_200, timeout: 1_000)
        #expect(answer1 == [1])
        let answer2 = clients.removeAllDeparting()
        #expect(answer2 == [2] && clients.departing.isEmpty)
    }

    @Test func recipientsAreTheOpenSubscribers() {
        var clients = ClientRegistry()
        clients.add(Self.client(1))
        #expect(!clients.hasSubscribers)
        clients.add(Self.client(2, subscribed: true))
        let flushing = Self.client(3, subscribed: true)
        flushing.phase = .flushing
        clients.add(flushing)
        #expect(clients.hasSubscribers)
        #expect(clients.recipients().map(\.client.id) == [2], "1 subscribes to nothing, 3 is leaving")
    }

    @Test func theClockIsBlockedByABlockingSubscriberAtTheSoftLimit() {
        var clients = ClientRegistry()
        let dropping = Self.client(1, subscribed: true)
        dropping.queued = 1_000
        clients.add(dropping)
        #expect(!clients.isClockBlocked(softQueue: 1_000), "a dropping subscriber never holds the clock")
        let blocking = Self.client(2, blocking: true)
        blocking.queued = 999
        clients.add(blocking)
        #expect(!clients.isClockBlocked(softQueue: 1_000))
        blocking.queued = 1_000
        #expect(clients.isClockBlocked(softQueue: 1_000))
    }
}
