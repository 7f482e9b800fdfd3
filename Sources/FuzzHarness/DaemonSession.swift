import DaemonCore
import DaemonTestKit
import Specs
import Wire
import WireFormat

/// The daemon front end: the real `DaemonCore` on the manual clock, driven in memory (`ManualDaemon`, no
/// socket) by a script drawn from bytes (`DaemonRequestGenerator`) as client connections would drive it: a
/// driver sends the requests, a second client comes, sends and goes, a subscriber takes every event (and
/// now and then stops reading). Off-loop work runs at once on this thread, or is held and finished later.
/// Every line read is checked (`DaemonLineCheck`); at the end every request still connected has exactly one
/// reply, in order, and a SIGTERM's shutdown finishes within its grace.
final class DaemonSession {
    /// One connection and the check of what it reads.
    final class Connection {
        let client: ManualClient
        var check: DaemonLineCheck
        /// What each request awaiting its reply does to the model when it succeeds, by id.
        var effects: [Int: DaemonRequestGenerator.Effect] = [:]
        var nextID = 1
        /// Whether this side sends no more (its input shut).
        var isShut = false
        /// Whether it reads what the daemon writes.
        var reads = true

        init(_ client: ManualClient, name: String) {
            self.client = client
            check = DaemonLineCheck(name: name)
            _ = check.read(client.helloLine)
        }
    }

    /// Limits low enough for the lag and limit paths to be reached by small inputs (a lagging subscriber
    /// past 32 KiB; at most four views), the rest as the daemon's defaults.
    static func configuration() -> DaemonConfiguration {
        ManualDaemon.manualClock { configuration in
            configuration.limits.softQueue = 32 << 10
            configuration.limits.lowQueue = 8 << 10
            configuration.limits.maxViews = 4
            configuration.limits.maxItemsPerView = 100_000
            configuration.limits.maxTotalItems = 150_000
        }
    }

    let daemon = ManualDaemon(configuration: DaemonSession.configuration())
    var generator: DaemonRequestGenerator
    let driver: Connection
    let subscriber: Connection
    var other: Connection?
    private var accepted = 0

    init(_ body: [UInt8]) {
        generator = DaemonRequestGenerator(body)
        driver = Connection(daemon.connect(), name: "driver")
        subscriber = Connection(daemon.connect(), name: "subscriber")
        let events: [String] =
            (body.first ?? 0) % 2 == 0
            ? []
            : ["didScroll", "sectionDidScroll", "willDisplay", "didEndDisplaying", "deleted", "displayLimitReached"]
        var request: [String: JSONValue] = ["cmd": .string("subscribe")]
        if !events.isEmpty { request["events"] = .array(events.map { .string($0) }) }
        send(request, effect: nil, on: subscriber)
    }

    /// Runs the script to its end, then the checks of the end. - Returns: the requests that succeeded.
    func run() -> Int {
        while let step = generator.next() {
            perform(step)
            daemon.runUntilIdle()
            readAll()
        }
        finish()
        return accepted
    }

    private func perform(_ step: DaemonRequestGenerator.Step) {
        switch step {
        case .request(let sender, let request, let effect):
            let connection = sender == .other ? other : driver
            guard let connection, !connection.isShut else { return }
            send(request, effect: effect, on: connection)
        case .connectOther:
            guard other == nil else { return }
            other = Connection(daemon.connect(), name: "other")
        case .resetOther:
            other?.client.reset()
            other = nil
        case .shutOtherInput:
            other?.client.shutInput()
            other?.isShut = true
        case .holdWork(let held):
            if !held { daemon.finishOffLoopWork() }
            daemon.holdsOffLoopWork = held
        case .advance(let milliseconds):
            daemon.advance(by: milliseconds)
        case .subscriberReads(let reads):
            subscriber.reads = reads
        }
    }

    /// Sends `request` numbered with the connection's next id, as one line.
    private func send(_ request: [String: JSONValue], effect: DaemonRequestGenerator.Effect?, on connection: Connection)
    {
        var numbered = request
        let id = connection.nextID
        connection.nextID += 1
        numbered["id"] = .number(Double(id))
        connection.check.sent(id)
        if let effect { connection.effects[id] = effect }
        connection.client.send(bytes: Array(JSONValue.object(numbered).canonical.utf8) + [UInt8(ascii: "\n")])
    }

    /// Reads what each reading connection has, checking every line; a success updates the model.
    private func readAll() {
        for connection in [driver, subscriber, other].compactMap({ $0 }) where connection.reads {
            for text in connection.client.readLineTexts() {
                guard let reply = connection.check.read(text) else { continue }
                let effect = connection.effects.removeValue(forKey: reply.id)
                guard reply.ok, connection !== subscriber else { continue }
                accepted += 1
                if let effect { generator.accepted(effect, view: reply.result["view"]?.stringValue) }
            }
        }
    }

    /// The held work finished, every connection read to its end: each request of a connection still open
    /// (or only shut) answered; then a SIGTERM, and the daemon done once the grace is over.
    private func finish() {
        daemon.holdsOffLoopWork = false
        daemon.finishOffLoopWork()
        subscriber.reads = true
        readAll()
        for connection in [driver, other].compactMap({ $0 }) {
            precondition(
                connection.check.unanswered.isEmpty,
                "\(connection.check.name): no reply to \(Array(connection.check.unanswered))")
        }
        daemon.terminate()
        daemon.runUntilIdle()
        readAll()
        daemon.advance(by: DaemonCore.shutdownGrace + 1)
        readAll()
        precondition(daemon.hasFinished, "the daemon did not finish after the shutdown's grace")
    }

}

extension FuzzHarness {
    /// Data-change sequences against the real daemon core (`DaemonSession`): the outcome is `.ran` when at
    /// least one request succeeded.
    public static func runDaemon(_ body: [UInt8]) -> Outcome {
        DaemonSession(body).run() > 0 ? .ran : .refused("no request succeeded")
    }
}
