import DaemonTestKit
import ScrollSimClient
import Synchronization
import Testing
import Wire
import WireFormat

/// `ScrollSimClient` against the daemon's core in memory (`ManualTransport`): typed requests and replies,
/// events as a stream, typed errors, raw exchanges in order, and the end of the connection.
///
/// The view is `ViewFixtures.list`: 20 rows of 300×50 in a 300×200 viewport (1,000 pt of content, at most
/// 800 down). A fling at 1,000 pt/s rests 1 / ln(1 / 0.998) = 499.4998 pt down (UIKit's normal rate).
@Suite struct ClientOnCoreTests {
    static let list = JSONValue.object([
        "id": .string("list"), "viewport": .array([.number(300), .number(200)]),
        "layout": .object([
            "type": .string("flow"), "itemSize": .array([.number(300), .number(50)]), "minimumLineSpacing": .number(0),
        ]),
        "sections": .array([.object(["items": .number(20)])]),
    ])

    @Test func aFlingsRestArrivesAsATypedEvent() async throws {
        let daemon = ManualDaemon()
        let client = try await ScrollSimClient(transport: ManualTransport(daemon))
        #expect(client.hello["protocol"]?.stringValue == "scrollsim/1")
        let rests = await client.events(named: ["didEndDecelerating"])
        try await client.subscribe()
        #expect(try await client.createView(Self.list) == "list")
        try await client.fling(view: "list", velocity: [0, -1000])
        let stepped = try await client.stepUntilIdle()
        #expect(stepped.idle)
        var iterator = rests.makeAsyncIterator()
        let rest = try #require(await iterator.next())
        #expect(rest.view == "list")
        let values = rest.fields["contentOffset"]?.arrayValue ?? []
        let offset = values.compactMap(\.numberValue)
        try #require(offset.count == 2)
        #expect(abs(offset[1] - 499.4998) < 0.001)
        #expect(rest.fields["tick"]?.numberValue == Double(stepped.tick))
        let snapshot = try await client.snapshot(view: "list")
        #expect(snapshot["phase"]?.stringValue == "idle")
    }

    /// `scenarioDone` has `ok` as a reply does, and `event` as an event does: it is an event. A scenario of
    /// one 50-ms wait at 120 Hz ends at tick 6 (0.05 × 120), inside a `step` of 10 ticks: the step's
    /// reply is its own (tick 10), and the next request gets its own too.
    @Test func aScenarioDoneEventIsNotTakenForAReply() async throws {
        let daemon = ManualDaemon()
        let client = try await ScrollSimClient(transport: ManualTransport(daemon))
        try await client.subscribe()
        let scenario = JSONValue.object([
            "name": .string("short"), "views": .array([Self.list]),
            "steps": .array([.object(["wait": .number(50)])]),
        ])
        _ = try await client.request("runScenario", ["scenario": scenario])
        #expect(try await client.step(ticks: 10) == 10)
        #expect(try await client.ping().tick == 10)
    }

    /// Error replies are thrown with the protocol's code and the key at fault (Docs/Protocol.md, "Errors").
    @Test func errorRepliesAreTypedWithTheirCodeAndPath() async throws {
        let daemon = ManualDaemon()
        let client = try await ScrollSimClient(transport: ManualTransport(daemon))
        let missing = await #expect(throws: ScrollSimClient.Error.self) {
            try await client.fling(view: "nowhere", velocity: [0, -1000])
        }
        #expect(missing?.code == .notFound && missing?.path == "view")
        let bad = await #expect(throws: ScrollSimClient.Error.self) {
            try await client.request("step", ["untilIdle": .bool(true), "ticks": .number(3)])
        }
        #expect(bad?.code == .invalidParams && bad?.path == "ticks")
        #expect(try await client.ping().tick == 0)
    }

    /// A raw exchange hands over every line in order: the four rows' `willDisplay`, then the reply.
    @Test func aRawExchangeHandsOverItsEventsThenItsReply() async throws {
        let daemon = ManualDaemon()
        let client = try await ScrollSimClient(transport: ManualTransport(daemon))
        try await client.subscribe()
        let seen = LineLog()
        let reply = try await client.exchange(
            #"{"id":"c","cmd":"createView","view":{"id":"list","viewport":[300,200],"layout":{"type":"flow","itemSize":[300,50],"minimumLineSpacing":0},"sections":[{"items":20}]}}"#,
            onLine: seen.append)
        #expect(reply["ok"]?.boolValue == true)
        let lines = seen.lines.compactMap { try? JSONValue(parsing: $0) }
        #expect(lines.prefix(4).map { $0["event"]?.stringValue } == Array(repeating: "willDisplay", count: 4))
        #expect(lines.count == 5 && lines[4]["id"]?.stringValue == "c")
    }

    /// Closing the connection ends the event streams; later requests fail `closed`.
    @Test func theEndOfTheConnectionEndsStreamsAndRequests() async throws {
        let daemon = ManualDaemon()
        let client = try await ScrollSimClient(transport: ManualTransport(daemon))
        let events = await client.events()
        await client.close()
        var iterator = events.makeAsyncIterator()
        #expect(await iterator.next() == nil)
        let failure = await #expect(throws: ScrollSimClient.Error.self) { try await client.ping() }
        #expect(failure?.code == .closed)
    }
}

/// The lines an exchange handed over, collected from the client's actor.
final class LineLog: Sendable {
    private let collected = Mutex<[String]>([])

    var lines: [String] { collected.withLock { $0 } }

    @Sendable func append(_ line: String) { collected.withLock { $0.append(line) } }
}
