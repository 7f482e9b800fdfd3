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
    func viewSnapshot(_ id: String, sectionsFrom first: Int = 0) -> (state: JSONValue, entries: Int)? {
        let limit = DaemonCommand.maximumSnapshotSections
        guard let (state, sections) = simulator.state(of: id, sectionsFrom: first, limit: limit),
            let size = simulator.contentSize(of: id)
        else { return nil }
        let entries = state.visibleCells.count + state.supplementaries.count + state.sections.count
        return (DaemonReplies.snapshot(id, state: state, sections: sections, contentSize: size), entries)
    }

    /// The states of the views `ids` from index `first` on that `included` accepts, as `snapshot` and
    /// `subscribe` list them: whole views, stopping before the one that would take the entries past
    /// `maximumSnapshotEntries` (the first is always listed), with `viewCount` (of `ids`) and `viewsNext`
    /// (an index into `ids`) when some are left out.
    /// - Complexity: that of `viewSnapshot` for each view listed, plus O(ids).
    func viewSnapshots(
        _ ids: [String], from first: Int, sectionsFrom: Int = 0, including included: (String) -> Bool = { _ in true }
    ) -> JSONValue {
        var states: [JSONValue] = []
        var entries = 0
        var next: Int?
        for index in ids.indices.dropFirst(min(first, ids.count)) where included(ids[index]) {
            guard let (state, count) = viewSnapshot(ids[index], sectionsFrom: sectionsFrom) else { continue }
            if !states.isEmpty && entries + count > DaemonCommand.maximumSnapshotEntries {
                next = index
                break
            }
            states.append(state)
            entries += count
        }
        let paged = first > 0 || next != nil
        return DaemonReplies.views(states, count: paged ? ids.count : nil, next: next)
    }
}
