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

/// A scenario the daemon plays on its simulator.
struct RunningScenario {
    let number: Int
    var playback: ScenarioPlayback
    /// The connection that started it, whose closing cancels it; nil when detached or from the config.
    let owner: Connection?
    /// Played again from the start when it ends (the config's `play`).
    let repeats: Bool
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
        advanceScenarios(observing: events, into: &batch)
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
                    id: job.id, result: .object(["tick": .number(Double(simulator.tick))]), seq: simulator.lastSeq))
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
        let (playback, progress) = startPlayback(scenario, into: &batch)
        let number = nextScenario
        nextScenario += 1
        scenarios.append(RunningScenario(number: number, playback: playback, owner: owner, repeats: repeats))
        if case .finished(let failure) = progress { finishScenario(at: scenarios.count - 1, failure, into: &batch) }
        return number
    }

    /// Feeds a tick's events to every playing scenario and runs the steps now due.
    private func advanceScenarios(observing events: [Event], into batch: inout EventBatch) {
        var index = 0
        while index < scenarios.count {
            scenarios[index].playback.observe(events)
            var caused: [Event] = []
            let progress = scenarios[index].playback.resume(on: &simulator, into: &caused)
            batch.append(contentsOf: caused)
            if case .finished(let failure) = progress {
                if finishScenario(at: index, failure, into: &batch) { index += 1 }
            } else {
                index += 1
            }
        }
    }

    /// Emits `scenarioDone`; a repeating scenario's views are destroyed and it starts again.
    /// - Returns: whether the scenario is still in the list at `index`.
    @discardableResult
    private func finishScenario(at index: Int, _ failure: ScenarioFailure?, into batch: inout EventBatch) -> Bool {
        let running = scenarios.remove(at: index)
        let scenario = running.playback.scenario
        var fields: [String: JSONValue] = [
            "scenario": .string(scenario.name), "run": .number(Double(running.number)), "ok": .bool(failure == nil),
        ]
        if let failure { fields["failure"] = .string(failure.description) }
        let moment = moment(issuing: true)
        batch.append(
            name: "scenarioDone", view: nil, seq: moment.seq,
            line: DaemonEvents.line("scenarioDone", at: moment, fields))
        if let failure { log.notice("scenario \(scenario.name) failed: \(failure)") }
        guard running.repeats else { return false }
        for (id, _) in scenario.views {
            guard let ended = try? simulator.destroyView(id) else { continue }
            batch.append(contentsOf: ended)
        }
        let (playback, _) = startPlayback(scenario, into: &batch)
        scenarios.insert(
            RunningScenario(number: running.number, playback: playback, owner: nil, repeats: true), at: index)
        return true
    }

    /// A new playback of `scenario`, its views created and its first steps run; their events go into `batch`.
    private func startPlayback(_ scenario: Scenario, into batch: inout EventBatch)
        -> (ScenarioPlayback, ScenarioPlayback.Progress)
    {
        var playback = ScenarioPlayback(scenario)
        var events: [Event] = []
        let progress = playback.start(on: &simulator, into: &events)
        batch.append(contentsOf: events)
        return (playback, progress)
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
