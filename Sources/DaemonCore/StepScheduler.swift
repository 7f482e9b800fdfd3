import Wire
import WireFormat

/// A `step` request of the manual clock, answered when its ticks have run, or, `untilIdle`, as soon as
/// every view rests (at most `remaining` ticks on).
struct StepJob {
    let client: Client
    let id: JSONValue
    var remaining: Int
    var untilIdle = false
}

/// The queue of `step` requests, run one after the other, and whether the transport is feeding
/// `stepTick`s for them.
///
/// Invariants: steps are answered in the order they came; a tick counts against the head step only,
/// and only when the head is still that client's; `isRunning` changes only through `want`, which says
/// when it did (the transport is asked only then).
struct StepScheduler {
    private(set) var jobs: [StepJob] = []
    /// Whether the transport is feeding `stepTick`s (as last asked).
    private(set) var isRunning = false

    var isEmpty: Bool { jobs.isEmpty }

    /// Queues a step after the others.
    mutating func enqueue(_ job: StepJob) {
        jobs.append(job)
    }

    /// Drops every step of `client` (it left). - Complexity: O(steps).
    mutating func cancel(of client: Client) {
        jobs.removeAll { $0.client === client }
    }

    /// Records whether ticks are wanted. - Returns: whether that changed (the transport is to be told).
    mutating func want(_ wanted: Bool) -> Bool {
        guard wanted != isRunning else { return false }
        isRunning = wanted
        return true
    }

    /// A tick ran for the head step of `client`: one fewer to go, if it still heads the queue.
    mutating func countTick(of client: Client) {
        if !jobs.isEmpty, jobs[0].client === client { jobs[0].remaining -= 1 }
    }

    /// The head step, taken off the queue, when its ticks have all run or it waits for rest and the views
    /// rest (`idle`).
    mutating func takeFinished(idle: @autoclosure () -> Bool) -> StepJob? {
        guard let job = jobs.first, job.remaining <= 0 || (job.untilIdle && idle()) else { return nil }
        return jobs.removeFirst()
    }
}
