import CLibUV
import Glibc
import LayoutCore
import Logging
import Simulation
import Wire

/// A `step` request of the manual clock, answered when its ticks have run.
struct StepJob {
    let connection: Connection
    let id: JSONValue
    var remaining: Int
}

extension DaemonServer {
    /// The most ticks one loop iteration runs for `step` before letting other clients in.
    static let ticksPerTurn = 256
    /// The longest one loop iteration runs ticks for `step` before letting other clients in, in
    /// nanoseconds: a tick of a thousand changing cells to sixteen subscribers takes about a millisecond.
    static let stepTurnNanoseconds: UInt64 = 5_000_000

    /// One tick: the simulator, then the scenarios' steps due now, then every event to the subscribers.
    func tick() {
        let events = simulator.step()
        var batch = newBatch()
        batch.append(contentsOf: events)
        append(scenarios.advance(observing: events, on: &simulator), to: &batch)
        broadcast(batch)
    }

    /// Queues a `step`; the connection's later requests wait for its reply.
    func enqueueStep(ticks: Int, id: JSONValue, from connection: Connection) {
        stepJobs.append(StepJob(connection: connection, id: id, remaining: ticks))
        connection.busy = true
        connection.updateReading()
        resumeSteps()
    }

    /// Runs queued steps from the next loop iteration (unless a blocking subscriber is full).
    func resumeSteps() {
        guard state == .running, !stepJobs.isEmpty else {
            uv_idle_stop(stepper)
            return
        }
        uv_idle_start(stepper) { handle in
            guard let data = handle?.pointee.data else { return }
            Unmanaged<DaemonServer>.fromOpaque(data).takeUnretainedValue().runSteps()
        }
    }

    /// Runs up to `ticksPerTurn` ticks of the queued steps, for at most `stepTurnNanoseconds` (at least
    /// one tick); replies to each step when its ticks are done.
    private func runSteps() {
        var budget = Self.ticksPerTurn
        let deadline = uv_hrtime() + Self.stepTurnNanoseconds
        while let job = stepJobs.first {
            if job.remaining > 0 {
                guard !isClockBlocked else {
                    uv_idle_stop(stepper)
                    return
                }
                guard budget > 0, budget == Self.ticksPerTurn || uv_hrtime() < deadline else { return }
                tick()
                budget -= 1
                if !stepJobs.isEmpty, stepJobs[0].connection === job.connection { stepJobs[0].remaining -= 1 }
                continue
            }
            stepJobs.removeFirst()
            let connection = job.connection
            connection.send(
                Reply.success(
                    id: job.id, result: DaemonReplies.stepped(tick: simulator.tick), seq: simulator.lastSeq))
            resumeRequests(of: connection)
        }
        uv_idle_stop(stepper)
    }

    /// A connection's delayed reply has gone: runs the lines that waited for it (until one delays again),
    /// then reads on, or ends the connection whose input had ended.
    func resumeRequests(of connection: Connection) {
        connection.busy = false
        while !connection.busy, !connection.closing, !connection.waitingLines.isEmpty {
            execute(connection.waitingLines.removeFirst(), from: connection)
        }
        if !connection.busy {
            connection.updateReading()
            if connection.sawEndOfInput { connection.shutDown() }
        }
    }

    /// Starts a scenario: its views are created now (their events go into `batch`), its first steps run.
    /// - Throws: `conflict` when one of its views exists, `limit_exceeded` past `maxViews`.
    func startScenario(_ scenario: Scenario, owner: Connection?, repeats: Bool, into batch: inout EventBatch)
        throws(ProtocolError) -> Int
    {
        for (id, _) in scenario.views where simulator.viewSpecs.contains(where: { $0.id == id }) {
            throw ProtocolError(.conflict, "scenario \"\(scenario.name)\" creates view \"\(id)\", which exists already")
        }
        guard simulator.viewCount + scenario.views.count <= limits.maxViews else {
            throw ProtocolError(
                .limitExceeded, "scenario \"\(scenario.name)\" would pass maxViews (\(limits.maxViews))")
        }
        try checkTotalItems(adding: scenario.views.reduce(0) { $0 + $1.spec.data.totalItemCount }, path: "views")
        let (number, outputs) = scenarios.start(scenario, owner: owner?.number, repeats: repeats, on: &simulator)
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
                    name: "scenarioDone", view: nil, seq: ended.seq,
                    line: DaemonEvents.line("scenarioDone", at: moment, fields))
            }
        }
    }

    /// The config's views and scenarios, before the socket opens.
    func startConfiguredWork() throws(StartError) {
        var batch = EventBatch(recording: false)
        for (id, spec) in options.configuration.views {
            do {
                _ = try simulator.createView(spec, id: id)
            } catch {
                throw StartError(status: .badInput, description: "config view \"\(id)\": \(error.message)")
            }
        }
        for name in options.configuration.play {
            do {
                let scenario = try SpecFile.loadScenario(path: scenarioPath(name))
                _ = try startScenario(scenario, owner: nil, repeats: true, into: &batch)
            } catch let error as InputError {
                throw StartError(status: .badInput, description: error.description)
            } catch {
                throw StartError(status: .badInput, description: "scenario \(name): \(error)")
            }
        }
    }

    /// The file of the scenario `name` in the scenarios directory.
    func scenarioPath(_ name: String) -> String {
        let directory = options.configuration.scenariosDir
        for suffix in [".yaml", ".yml", ".json"] {
            let path = "\(directory)/\(name)\(suffix)"
            if access(path, F_OK) == 0 { return path }
        }
        return "\(directory)/\(name).yaml"
    }
}
