/// What runs on the loop when an off-loop job is done (`DaemonInput.workDone`), by job.
///
/// Invariants: each job gets an id never given before; a completion runs at most once.
struct OffLoopCompletions {
    private var waiting: [OffLoopJob.ID: () -> Void] = [:]
    private var nextID: OffLoopJob.ID = 1

    /// How many jobs are still to complete.
    var count: Int { waiting.count }

    /// Keeps `done` for a new job. - Returns: the job's id.
    mutating func register(_ done: @escaping () -> Void) -> OffLoopJob.ID {
        let id = nextID
        nextID += 1
        waiting[id] = done
        return id
    }

    /// The completion of job `id`, once (nil for an unknown or completed job). - Complexity: O(1) expected.
    mutating func take(_ id: OffLoopJob.ID) -> (() -> Void)? {
        waiting.removeValue(forKey: id)
    }
}
