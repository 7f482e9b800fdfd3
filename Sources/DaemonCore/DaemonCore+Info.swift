import Simulation
import Specs
import Wire
import WireFormat

extension DaemonCore {
    /// The fields of `hello` (the event on connect and the command's reply).
    func helloFields() -> [String: JSONValue] {
        DaemonReplies.hello(
            version: environment.version, tickHz: simulator.tickHz, clock: configuration.clock,
            pid: environment.processID, limits: limits)
    }

    /// `stats`: clients and their queues, drops, views, ticks skipped and tick lateness (ms).
    func statsJSON() -> JSONValue {
        let clock = environment.clockFigures()
        return DaemonReplies.stats(
            DaemonReplies.Stats(
                clients: clients.all.map(\.figures), views: simulator.viewCount, scenarios: scenarios.runs.count,
                tick: simulator.tick, milliseconds: simulator.time * 1000, clock: configuration.clock,
                tickHz: simulator.tickHz, uptime: environment.uptime(), ticksSkipped: clock?.skipped ?? 0,
                tickLateness: clock?.lateness))
    }

    /// A view's state for `snapshot` and `subscribe`: offset, phase, displayed cells, focus, and at most
    /// `maximumSnapshotSections` orthogonal sections, from index `sectionsFrom` on.
    /// - Complexity: O(k log k) for k displayed elements, plus O(log s + 1,000 + sections scrolled) for s
    ///   orthogonal sections.
    func viewSnapshot(_ id: String, sectionsFrom first: Int = 0) -> JSONValue? {
        let limit = DaemonCommand.maximumSnapshotSections
        guard let (state, sections) = simulator.state(of: id, sectionsFrom: first, limit: limit),
            let size = simulator.contentSize(of: id)
        else { return nil }
        return DaemonReplies.snapshot(id, state: state, sections: sections, contentSize: size)
    }
}
