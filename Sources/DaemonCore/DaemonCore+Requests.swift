import LayoutCore
import Logging
import Simulation
import Specs
import Wire
import WireFormat

extension DaemonCore {
    /// The most elements one `layout` reply holds: about 1.5 MB of JSON, built in about 50 ms.
    static let maximumLayoutElements = 10_000

    /// What a command produced: a reply now, or one that comes later (`step`).
    enum Outcome {
        case reply(JSONValue)
        case later
    }

    /// Answers one request line: decode, run, then the events it caused, then its reply. A line over
    /// `inlineDecodingBytes` is decoded on the thread pool (a megabyte of JSON takes about a second).
    /// The views are looked up in the simulator itself, only as the request names them; a line decoded
    /// off the loop takes the views' specs as they are now instead, since the loop goes on changing the
    /// simulator (a copy of it held there would make the loop's next change copy its storage).
    func execute(_ line: [UInt8], from client: Client) {
        guard line.count <= Self.inlineDecodingBytes else {
            decodeInBackground(line, with: RequestDecoder(views: simulator.viewSpecs), from: client)
            return
        }
        let request = RequestDecoder(views: simulator).decode(line)
        perform(request, from: client)
    }

    /// Runs a decoded request: the events it caused, then its reply (or an error reply).
    func perform(_ request: DecodedRequest, from client: Client) {
        let failure: ProtocolError
        switch request.command {
        case .failure(let error): failure = error
        case .success(let command):
            guard state == .running else {
                failure = ProtocolError(.shuttingDown, "the daemon is shutting down")
                break
            }
            do {
                switch try perform(command, id: request.id, from: client) {
                case .reply(let result):
                    send(Reply.success(id: request.id, result: result, seq: simulator.lastSeq), to: client)
                case .later: break
                }
                return
            } catch {
                failure = error
            }
        }
        log.debug("client \(client.id): \(request.name.isEmpty ? "request" : request.name) failed: \(failure)")
        send(Reply.failure(id: request.id, error: failure, seq: simulator.lastSeq), to: client)
        if failure.code == .unsupportedProtocol { flushAndClose(client, .unsupportedProtocol) }
    }

    private func perform(_ command: DaemonCommand, id: JSONValue, from client: Client) throws(ProtocolError)
        -> Outcome
    {
        switch command {
        case .hello(let name):
            if let name, name != DaemonReplies.protocolName {
                throw ProtocolError(
                    .unsupportedProtocol, "this daemon speaks \(DaemonReplies.protocolName), not \(name); closing")
            }
            return .reply(.object(helloFields()))
        case .ping:
            return .reply(DaemonReplies.ping(tick: simulator.tick, milliseconds: simulator.time * 1000))
        case .stats: return .reply(statsJSON())
        case .listViews:
            return .reply(DaemonReplies.views(simulator.viewSpecs.map { DaemonReplies.summary($0.id, $0.spec) }))
        case .sync: return .reply(.object([:]))
        case .shutdown:
            guard environment.allowShutdown else {
                throw ProtocolError(.invalidRequest, "shutdown is disabled; start the daemon with --allow-shutdown")
            }
            send(Reply.success(id: id, result: .object([:]), seq: simulator.lastSeq), to: client)
            beginShutdown(reason: "shutdown requested by client \(client.id)")
            return .later
        case .createView(let spec, let scope):
            return try createView(spec, scope: scope, requestID: id, from: client)
        case .destroyView(let view): return .reply(try destroyView(view))
        case .snapshot(let view, let first, let firstView):
            let ids = view.map { [$0] } ?? simulator.viewIDs
            return .reply(viewSnapshots(ids, from: firstView, sectionsFrom: first))
        case .layout(let view, let rect): return .reply(try layout(of: view, in: rect))
        case .simulate(let command): return try simulate(command, requestID: id, from: client)
        case .subscribe(let request): return .reply(try subscribe(request, client))
        case .unsubscribe(let number):
            guard client.subscriptions.contains(where: { $0.number == number }) else {
                throw ProtocolError(.notFound, "this connection has no subscription \(number)")
            }
            client.subscriptions.removeAll { $0.number == number }
            return .reply(DaemonReplies.unsubscribed(number))
        case .step(let ticks, let untilIdle):
            guard configuration.clock == .manual else {
                throw ProtocolError(.conflict, "step needs the manual clock (scrollsim serve --clock manual)")
            }
            enqueueStep(ticks: ticks, untilIdle: untilIdle, id: id, from: client)
            return .later
        case .runScenario(let source, let detached):
            return try runScenario(source, owner: detached ? nil : client, requestID: id, from: client)
        }
    }

    private func destroyView(_ view: String) throws(ProtocolError) -> JSONValue {
        do {
            try remove(view)
        } catch {
            throw ProtocolError(error)
        }
        return DaemonReplies.destroyedView(view)
    }

    /// Removes `view`: what it displayed ends (to every subscriber), no connection owns it any more, and a
    /// large one is freed off the loop. - Throws: `not_found`, or `conflict` while it changes off the loop.
    func remove(_ view: String) throws(SimulationError) {
        let detached = try simulator.detachView(view)
        views.disown(view)
        broadcast(detached.events)
        dispose(detached.view)
    }

    /// `layout`: the whole layout at rest, or the elements in `rect` (at most `maximumLayoutElements`).
    private func layout(of view: String, in rect: Rect?) throws(ProtocolError) -> JSONValue {
        guard let rect else {
            guard let snapshot = simulator.layoutSnapshot(of: view) else {
                throw ProtocolError(.notFound, "no view \"\(view)\"")
            }
            return LayoutReport.json(snapshot)
        }
        let snapshot = try simulate { simulator throws(SimulationError) in
            try simulator.layoutSnapshot(of: view, rect: rect, limit: Self.maximumLayoutElements)
        }
        return LayoutReport.json(snapshot)
    }

    /// A gesture, scroll or data change: at once, or off the loop when it is costly (a large data change,
    /// unless the layout re-places only what a small one moves).
    private func simulate(_ command: Command, requestID: JSONValue, from client: Client) throws(ProtocolError)
        -> Outcome
    {
        try checkItemLimit(command)
        if simulator.isCostly(command, above: Self.inlinePreparationItems, changing: Self.inlineChangedItems) {
            let change = try simulate { simulator throws(SimulationError) in try simulator.detachChange(command) }
            changeInBackground(change, requestID: requestID, from: client)
            return .later
        }
        broadcast(try simulate { simulator throws(SimulationError) in try simulator.apply(command) })
        return .reply(
            DaemonReplies.applied(to: command.view, contentOffset: simulator.contentOffset(of: command.view)))
    }

    /// `runScenario`: a named file is read off the loop; an inline scenario with a large view is prepared
    /// off the loop; the rest starts at once.
    private func runScenario(_ source: ScenarioSource, owner: Client?, requestID: JSONValue, from client: Client)
        throws(ProtocolError) -> Outcome
    {
        switch source {
        case .named(let name):
            loadScenarioInBackground(name, requestID: requestID, owner: owner, from: client)
            return .later
        case .inline(let scenario)
        where scenario.views.contains(where: { $0.spec.data.totalItemCount > Self.inlinePreparationItems }):
            prepareScenarioInBackground(.success(scenario), requestID: requestID, owner: owner, from: client)
            return .later
        case .inline(let scenario):
            return .reply(try start(scenario, owner: owner))
        }
    }

    /// Runs a simulator call, turning its error into the protocol's.
    func simulate<Result>(_ body: (inout Simulator) throws(SimulationError) -> Result) throws(ProtocolError) -> Result {
        do {
            return try body(&simulator)
        } catch {
            throw ProtocolError(error)
        }
    }

    /// Creates a view: small ones at once, large ones prepared on the thread pool (replied to later);
    /// scoped to the connection, it is the client's, destroyed when the client's connection closes.
    private func createView(_ spec: ViewSpec, scope: ViewScope, requestID: JSONValue, from client: Client)
        throws(ProtocolError) -> Outcome
    {
        guard simulator.viewCount + views.pending.count < limits.maxViews else {
            throw ProtocolError(.limitExceeded, "the daemon holds maxViews (\(limits.maxViews)) views already")
        }
        guard spec.data.totalItemCount <= limits.maxItemsPerView else {
            throw ProtocolError(
                .limitExceeded,
                "the view has \(spec.data.totalItemCount) items; maxItemsPerView is \(limits.maxItemsPerView)",
                path: "view.sections")
        }
        try checkTotalItems(adding: spec.data.totalItemCount, path: "view.sections")
        let id = spec.id ?? freeViewID()
        if views.isPending(id) || simulator.spec(of: id) != nil {
            throw ProtocolError(.conflict, "a view \"\(id)\" exists already")
        }
        guard spec.data.totalItemCount <= Self.inlinePreparationItems else {
            prepareInBackground(
                spec, viewID: id, owner: scope == .connection ? client : nil, requestID: requestID, from: client)
            return .later
        }
        broadcast(try simulate { simulator throws(SimulationError) in try simulator.createView(spec, id: id) })
        if scope == .connection { own(id, by: client) }
        return .reply(createdView(id))
    }

    /// The reply to `createView`: the view's id, content size and visible cells.
    func createdView(_ id: String) -> JSONValue {
        DaemonReplies.createdView(
            id, contentSize: simulator.contentSize(of: id) ?? .zero,
            visible: simulator.state(of: id)?.visibleCells ?? [])
    }

    /// `v1`, `v2`, …: the first not taken.
    private func freeViewID() -> String {
        views.freeID { simulator.spec(of: $0) != nil }
    }

    private func checkItemLimit(_ command: Command) throws(ProtocolError) {
        guard let spec = simulator.spec(of: command.view) else { return }
        let added: Int
        let path: String
        switch command {
        case .insertItems(_, _, let items): (added, path) = (items.count, "items")
        case .batchUpdates(_, let batch, _, _, _): (added, path) = (batch.growth(of: spec.data), "insertItems")
        case .applySnapshot(let application):
            (added, path) = (application.snapshot.itemCount - spec.data.totalItemCount, "sections")
        default: return
        }
        guard spec.data.totalItemCount + added <= limits.maxItemsPerView else {
            throw ProtocolError(
                .limitExceeded,
                "view \"\(command.view)\" would hold more than maxItemsPerView (\(limits.maxItemsPerView)) items",
                path: path)
        }
        try checkTotalItems(adding: added, path: path)
    }

    /// - Throws: `limit_exceeded` when `count` more items would take the views past `maxTotalItems`.
    func checkTotalItems(adding count: Int, path: String) throws(ProtocolError) {
        let held = simulator.totalItemCount + views.pendingItems
        guard held + count <= limits.maxTotalItems else {
            throw ProtocolError(
                .limitExceeded,
                "the views would hold \(held + count) items together; maxTotalItems is \(limits.maxTotalItems)",
                path: path)
        }
    }

    private func subscribe(_ request: SubscriptionRequest, _ client: Client) throws(ProtocolError) -> JSONValue {
        if request.overflow == .block && configuration.clock == .real {
            throw ProtocolError(
                .invalidParams, "overflow \"block\" needs the manual clock: real time cannot wait", path: "overflow")
        }
        let number = client.nextSubscription
        client.nextSubscription += 1
        client.subscriptions.append(Subscription(number: number, request: request))
        let wanted = request.views.map(Set.init)
        let snapshot = viewSnapshots(simulator.viewIDs, from: 0) { wanted?.contains($0) ?? true }
        return DaemonReplies.subscribed(number, lastSeq: simulator.lastSeq, snapshot: snapshot)
    }

    /// The scenario file at `path`, read and checked (any thread).
    static func loadScenario(at path: String) -> Result<Scenario, ProtocolError> {
        do {
            return .success(try SpecFile.loadScenario(path: path))
        } catch {
            let code: ProtocolError.Code =
                switch error.kind {
                case .unreadable: .notFound
                case .invalid: .invalidParams
                }
            return .failure(ProtocolError(code, error.description, path: "name"))
        }
    }

    /// Starts `scenario` (its views, then its first steps) and returns the reply's result.
    func start(_ scenario: Scenario, owner: Client?) throws(ProtocolError) -> JSONValue {
        var batch = newBatch()
        let number = try startScenario(scenario, owner: owner, repeats: false, into: &batch)
        broadcast(batch)
        return DaemonReplies.startedScenario(scenario, run: number)
    }
}
