import Foundation
import LayoutCore
import ScrollSimTesting

/// A driver's virtual clock as the app's code reads it (`CACurrentMediaTime()`) and the timers scheduled
/// on it (`Timer`), which the driver fires after each tick's callbacks.
///
/// The clock is bound to the code the driver runs, not to the process: while the driver calls the app (its
/// gestures, each tick's and each change's events, a release's question, the visible-items handler, the
/// timers) and while one of the view's public entry points runs (`reloadData()`, a batch, a diffable
/// `apply`, a selection by call, a timer's `fire()`), ``current`` is this clock, as a task-local
/// value, so tests in concurrent tasks each read their own driver's time. A driver and its view are used
/// on the main actor, as UIKit's are; the clock is `@unchecked Sendable` only to be a task-local value
/// (`CACurrentMediaTime()` and `Timer`, nonisolated as QuartzCore's and Foundation's are, read it).
final class DriverClock: @unchecked Sendable {
    /// The clock of the driver calling the app's code now; nil outside a driver.
    @TaskLocal static var current: DriverClock?

    /// How late (seconds) a timer may find its fire date and still fire: rounding of a tick's time.
    static let tolerance: TimeInterval = 1e-9

    /// The simulation whose ticks this counts (held weakly: the simulation holds this clock).
    private weak var sim: ScrollSim?
    /// Ticks per second.
    private let tickHz: Double
    /// The timers scheduled and valid, by fire time, then by the order they were scheduled in.
    private var queue: [Timer] = [] {
        didSet { earliestFireTime = queue.first?.fireTime }
    }
    /// The first queued timer's fire time (seconds); nil when none is queued. What each tick reads: a
    /// plain value, which the compiler checks for exclusive access statically, where each read of `queue`
    /// (whose changes release timers) costs a runtime check.
    private var earliestFireTime: TimeInterval?
    /// How many timers were ever scheduled here: the next one's place among equal fire times.
    private var scheduled = 0
    /// Whether the timers due are being fired (a timer's block that drives the view does not fire more).
    private var isFiring = false

    init(sim: ScrollSim) {
        self.sim = sim
        tickHz = sim.tickHz
    }

    /// The time, in seconds since the view was shown: that of the tick being run. - Complexity: O(1).
    var seconds: TimeInterval { Double(sim?.runningTick ?? 0) / tickHz }

    /// The earliest fire time of a scheduled timer, in milliseconds; nil when none is scheduled.
    var nextFireMilliseconds: Double? { earliestFireTime.map { $0 * 1000 } }

    /// Whether a timer is due now (as `Timer.isDue(at:)` tells it of the first queued). - Complexity: O(1).
    var hasTimerDue: Bool { earliestFireTime.map { $0 <= seconds + Self.tolerance } ?? false }

    /// Runs `body` with this as the ``current`` clock. - Complexity: O(1) beyond `body`.
    func run<Result>(_ body: () -> Result) -> Result {
        if isInnermost { return body() }
        let outer = Self.current
        if outer === self { return body() }
        let outerWasInnermost = outer?.isInnermost ?? false
        outer?.isInnermost = false
        isInnermost = true
        defer {
            isInnermost = false
            outer?.isInnermost = outerWasInnermost
        }
        return Self.$current.withValue(self, operation: body)
    }

    /// Whether this clock is ``current`` by its own `run`, no other clock bound inside it since: a `run`
    /// then calls its body straight away, without reading the task-local value (a lookup and a retain,
    /// each tick otherwise).
    private var isInnermost = false

    /// Puts `timer` in the queue at its fire time, after the timers of the same time scheduled before it.
    /// - Complexity: O(log timers) comparisons, plus moving the queue's later entries.
    func schedule(_ timer: Timer) {
        if timer.order == nil {
            timer.order = scheduled
            scheduled += 1
        }
        queue.insert(timer, at: place(after: timer))
        timer.isQueued = true
    }

    /// Takes `timer` out of the queue (it was invalidated or its fire date changed), found by its fire
    /// time and order, which are unchanged while it is queued. - Complexity: O(log timers) comparisons,
    /// plus moving the queue's later entries.
    func unschedule(_ timer: Timer) {
        guard timer.isQueued else { return }
        let index = place(after: timer) - 1
        precondition(queue.indices.contains(index) && queue[index] === timer, "a queued timer is out of its place")
        queue.remove(at: index)
        timer.isQueued = false
    }

    /// The index of the first timer in the queue that comes after `timer` (by fire time, then order: the
    /// queue's order, total as fire times are never NaN and orders are distinct). - Complexity: O(log timers).
    private func place(after timer: Timer) -> Int {
        queue.partitionPoint { $0.comes(after: timer) }
    }

    /// Fires the timers due now, by fire time then scheduling order, each once. Those scheduled or moved
    /// to now while they fire (by a block) wait for the next tick, so that a pass ends.
    /// - Complexity: O(due · log timers) comparisons, plus moving the queue's entries and the blocks.
    func fireDue() {
        guard !isFiring, hasTimerDue else { return }
        let now = seconds
        isFiring = true
        defer { isFiring = false }
        let due = Array(queue.prefix { $0.isDue(at: now) })
        for timer in due where timer.isQueued && timer.isDue(at: now) {
            unschedule(timer)
            timer.fireScheduled(at: now)
        }
    }
}
