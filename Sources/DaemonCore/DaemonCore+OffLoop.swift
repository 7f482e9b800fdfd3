import LayoutCore
import Simulation
import Specs
import Wire
import WireFormat

/// The work that grows with a view's size or a line's length, done off the loop (libuv's thread pool) so that the
/// ticks and every other client go on: preparing a large view, changing one, freeing one, and decoding a
/// long request line. Each keeps its client's order: the client's later lines wait until the
/// reply has gone (`resumeRequests`).
extension DaemonCore {
    /// Views of at most this many items are prepared, changed and freed on the loop at once (a few
    /// milliseconds at most); larger ones on the thread pool.
    static let inlinePreparationItems = 50_000

    /// Insertions and deletions of at most this many items are applied on the loop whatever the view's
    /// size when its layout re-places only what a change moves: about a millisecond at a million items
    /// (Benchmarks.md), where a full prepare would take several. Below `SectionRuns.largeBlockItems`, so
    /// that such an insertion indexes its ids in the tree and never builds or merges an id table on the
    /// loop.
    static let inlineChangedItems = 1_000

    /// Request lines up to this many bytes are decoded on the loop (about 10 ms at most).
    static let inlineDecodingBytes = 16 << 10

    /// Prepares `spec` on the thread pool, then installs the view: its events, then the reply. The id,
    /// the view slot and the items are held meanwhile (`views`). A view with an `owner` is the
    /// owner's (destroyed at once if the owner left meanwhile).
    func prepareInBackground(
        _ spec: ViewSpec, viewID: String, owner: Client?, requestID: JSONValue, from client: Client
    ) {
        views.hold(viewID, items: spec.data.totalItemCount)
        hold(client)
        let prepared = OffLoopResult<Result<DetachedView, SimulationError>>()
        let returnFreedMemory = environment.returnFreedMemory
        offload {
            let result = Result { () throws(SimulationError) in
                try DetachedView(spec, id: viewID, displayingAtMost: Self.maximumDisplayedElements)
            }
            // A view refused once prepared in full was freed here, as a destroyed one is.
            if case .failure = result, spec.data.totalItemCount > Self.inlinePreparationItems {
                returnFreedMemory()
            }
            prepared.put(result)
        } then: { [self] in
            views.release(viewID)
            let result = prepared.take()
            var installed = false
            if state == .running, let result {
                reply(to: requestID, on: client) { () throws(ProtocolError) in
                    broadcast(
                        try simulate { simulator throws(SimulationError) in try simulator.install(try result.get()) })
                    installed = true
                    let reply = createdView(viewID)
                    if let owner { own(viewID, by: owner) }
                    return reply
                }
            } else {
                reply(to: requestID, on: client) { () throws(ProtocolError) in
                    throw ProtocolError(.shuttingDown, "the daemon is shutting down")
                }
            }
            // A view refused by `install` or come too late is freed off the loop, as a destroyed one.
            if !installed, case .success(let view)? = result { dispose(view) }
            resumeRequests(of: client)
        }
    }

    /// Applies a detached data change or resize (`Simulator.detachChange`) on the thread pool, then puts
    /// the view back: its events, then the reply; the replaced view is freed on the pool too.
    func changeInBackground(_ change: ViewChange, requestID: JSONValue, from client: Client) {
        hold(client)
        let changing = OffLoopResult(change)
        offload {
            changing.update { $0?.run() }
        } then: { [self] in
            // Taken out of the box, so that the change's events have one owner and are stamped in place.
            guard var change = changing.take() else { return }
            let viewID = change.view
            var attachedChange = false
            reply(to: requestID, on: client) { () throws(ProtocolError) in
                let attached = try simulate { simulator throws(SimulationError) in try simulator.attach(&change) }
                attachedChange = true
                broadcast(attached.events)
                if let replaced = attached.replaced { dispose(replaced) }
                let reply = DaemonReplies.applied(
                    to: viewID, contentOffset: simulator.contentOffset(of: viewID))
                destroyIfOrphaned(viewID)
                return reply
            }
            // A change refused after it ran leaves its rebuilt copy of the view: freed off the loop too.
            if !attachedChange, let rebuilt = change.takeChangedView() { dispose(rebuilt) }
            resumeRequests(of: client)
        }
    }

    /// Frees `view` on the thread pool when it is large (a tenth of a second at ten million items), then
    /// gives the freed pages back to the system (`DaemonEnvironment.returnFreedMemory`), so that the
    /// daemon's resident size falls back to what it was before the view.
    func dispose(_ view: DetachedView) {
        guard view.itemCount > Self.inlinePreparationItems else { return }
        let doomed = OffLoopResult(view)
        let returnFreedMemory = environment.returnFreedMemory
        offload {
            _ = doomed.take()
            returnFreedMemory()
        } then: {
        }
    }

    /// Decodes `line` on the thread pool against the views that exist now, then runs it on the loop (a
    /// view gone meanwhile is `not_found` then).
    func decodeInBackground(_ line: [UInt8], with decoder: RequestDecoder<ListedViews>, from client: Client) {
        hold(client)
        let decoded = OffLoopResult<DecodedRequest>()
        offload {
            decoded.put(decoder.decode(line))
        } then: { [self] in
            client.busy = false
            if let request = decoded.take(), client.phase == .open { perform(request, from: client) }
            if !client.busy { resumeRequests(of: client) }
        }
    }

    /// Reads the scenario file `name` on the thread pool (up to 4 MiB of YAML), then starts it as
    /// `prepareScenarioInBackground` does.
    func loadScenarioInBackground(_ name: String, requestID: JSONValue, owner: Client?, from client: Client) {
        hold(client)
        let loaded = OffLoopResult<Result<Scenario, ProtocolError>>()
        let path = scenarioPath(name)
        offload {
            loaded.put(Self.loadScenario(at: path))
        } then: { [self] in
            client.busy = false
            prepareScenarioInBackground(
                loaded.take() ?? .failure(ProtocolError(.internal, "the scenario was not read")), requestID: requestID,
                owner: owner, from: client)
        }
    }

    /// Prepares a scenario's views on the thread pool, then starts it on the loop (its `createView`s take
    /// the prepared views): its events, then the reply.
    func prepareScenarioInBackground(
        _ loaded: Result<Scenario, ProtocolError>, requestID: JSONValue, owner: Client?, from client: Client
    ) {
        hold(client)
        let prepared = OffLoopResult<[DetachedView]>()
        offload {
            guard case .success(let scenario) = loaded else { return }
            // A view refused here is refused again when the scenario creates it (by its first items where
            // they tell).
            prepared.put(
                scenario.views.compactMap {
                    try? DetachedView($0.spec, id: $0.id, displayingAtMost: Self.maximumDisplayedElements)
                })
        } then: { [self] in
            simulator.prepareAhead(prepared.take() ?? [])
            reply(to: requestID, on: client) { () throws(ProtocolError) in
                guard state == .running else { throw ProtocolError(.shuttingDown, "the daemon is shutting down") }
                return try start(try loaded.get(), owner: owner)
            }
            for view in simulator.discardPreparedAhead() { dispose(view) }
            resumeRequests(of: client)
        }
    }

    /// Hands `work` off the loop's thread (`DaemonAction.offload`); `done` runs on it when the transport
    /// reports the work done.
    func offload(_ work: @escaping @Sendable () -> Void, then done: @escaping () -> Void) {
        let id = jobs.register(done)
        actions.append(.offload(OffLoopJob(id: id, work: work)))
    }

    /// Makes the client's later lines wait (and stops reading it) until `resumeRequests`.
    private func hold(_ client: Client) {
        client.busy = true
        updateReading(client)
    }

    /// Sends the reply `body` gives, or its error.
    private func reply(
        to requestID: JSONValue, on client: Client, _ body: () throws(ProtocolError) -> JSONValue
    ) {
        do {
            send(Reply.success(id: requestID, result: try body(), seq: simulator.lastSeq), to: client)
        } catch {
            send(Reply.failure(id: requestID, error: error, seq: simulator.lastSeq), to: client)
        }
    }
}
