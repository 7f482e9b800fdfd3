import LayoutCore
import Logging
import Simulation
import Specs
import Wire
import WireFormat

extension DaemonCore {
    /// One tick: the simulator, then the scenarios' steps due now, then every event to the subscribers.
    func tick() {
        let events = simulator.step()
        var batch = newBatch()
        batch.append(contentsOf: events)
        append(scenarios.advance(observing: events, on: &simulator), to: &batch)
        broadcast(batch)
    }

    /// Queues a `step`; the client's later requests wait for its reply.
    func enqueueStep(ticks: Int, untilIdle: Bool, id: JSONValue, from client: Client) {
        steps.enqueue(StepJob(client: client, id: id, remaining: ticks, untilIdle: untilIdle))
        client.busy = true
        updateReading(client)
        resumeSteps()
    }

    /// Asks for `stepTick`s while steps are queued, no blocking subscriber is full and nothing waits in the
    /// outbox; stops them otherwise.
    /// - Complexity: O(clients).
    func resumeSteps() {
        let wanted = state == .running && !steps.isEmpty && !isClockBlocked && outbox.isEmpty
        guard steps.want(wanted) else { return }
        actions.append(.runSteps(wanted))
    }

    /// One tick of the first queued step; each step whose ticks are done is answered. The transport
    /// decides how many `stepTick`s one loop turn runs.
    func runStepTick() {
        answerFinishedSteps()
        if let job = steps.jobs.first, state == .running, !isClockBlocked, outbox.isEmpty {
            tick()
            steps.countTick(of: job.client)
            answerFinishedSteps()
        }
        resumeSteps()
    }

    /// Replies to the steps at the head of the queue whose ticks have all run, or that waited for every
    /// view to rest and found it so (their reply says whether it does).
    private func answerFinishedSteps() {
        while let job = steps.takeFinished(idle: simulator.isIdle) {
            let client = job.client
            let result = DaemonReplies.stepped(tick: simulator.tick, idle: job.untilIdle ? simulator.isIdle : nil)
            send(Reply.success(id: job.id, result: result, seq: simulator.lastSeq), to: client)
            resumeRequests(of: client)
        }
    }

    /// A client's delayed reply has gone: runs the lines that waited for it (until one delays again),
    /// then reads on, or ends the client whose input had ended.
    func resumeRequests(of client: Client) {
        client.busy = false
        while !client.busy, client.phase == .open, !client.waitingLines.isEmpty {
            execute(client.waitingLines.removeFirst(), from: client)
        }
        if !client.busy {
            updateReading(client)
            if client.sawEndOfInput { flushAndClose(client, .endOfInput) }
        }
    }

    /// Starts a scenario: its views are created now (their events go into `batch`), its first steps run.
    /// - Throws: `conflict` when one of its views exists, `limit_exceeded` past `maxViews`.
    func startScenario(_ scenario: Scenario, owner: Client?, repeats: Bool, into batch: inout EventBatch)
        throws(ProtocolError) -> Int
    {
        for (id, _) in scenario.views where simulator.spec(of: id) != nil {
            throw ProtocolError(.conflict, "scenario \"\(scenario.name)\" creates view \"\(id)\", which exists already")
        }
        guard simulator.viewCount + scenario.views.count <= limits.maxViews else {
            throw ProtocolError(
                .limitExceeded, "scenario \"\(scenario.name)\" would pass maxViews (\(limits.maxViews))")
        }
        try checkTotalItems(adding: scenario.views.reduce(0) { $0 + $1.spec.data.totalItemCount }, path: "views")
        let (number, outputs) = scenarios.start(scenario, owner: owner?.id, repeats: repeats, on: &simulator)
        append(outputs, to: &batch)
        return number
    }

    /// The scenarios' events, and a `scenarioDone` line where a run ended, in the order they happened.
    private func append(_ outputs: [ScenarioHost.Output], to batch: inout EventBatch) {
        for output in outputs {
            switch output {
            case .events(let events): batch.append(contentsOf: events)
            case .ended(let ended):
                var fields: [String: JSONValue] = [
                    "scenario": .string(ended.scenario), "run": .number(Double(ended.run)),
                    "ok": .bool(ended.failure == nil),
                ]
                if let failure = ended.failure {
                    fields["failure"] = .string(failure.description)
                    log.notice("scenario \(ended.scenario) failed: \(failure)")
                }
                let moment = DaemonEvents.Moment(
                    seq: ended.seq, tick: simulator.tick, milliseconds: simulator.time * 1000)
                batch.append(
                    .scenarioDone, view: nil, seq: ended.seq,
                    line: DaemonEvents.line(DaemonEventName.scenarioDone.rawValue, at: moment, fields))
            }
        }
    }

    /// Creates the config's views and starts its scenarios; the adapter calls it before the socket opens.
    /// - Throws: what is wrong with them (exit status 65).
    public func startConfiguredWork() throws(DaemonStartError) {
        var batch = EventBatch(recording: false)
        for (id, spec) in configuration.views {
            do {
                _ = try simulator.createView(spec, id: id)
            } catch {
                throw DaemonStartError(cause: .badInput, description: "config view \"\(id)\": \(error.message)")
            }
        }
        for name in configuration.play {
            do {
                let scenario = try SpecFile.loadScenario(path: scenarioPath(name))
                _ = try startScenario(scenario, owner: nil, repeats: true, into: &batch)
            } catch let error as InputError {
                throw DaemonStartError(cause: .badInput, description: error.description)
            } catch {
                throw DaemonStartError(cause: .badInput, description: "scenario \(name): \(error)")
            }
        }
    }

    /// The file of the scenario `name` in the scenarios directory.
    func scenarioPath(_ name: String) -> String {
        SpecFile.scenarioPath(named: name, in: configuration.scenariosDir)
    }
}
