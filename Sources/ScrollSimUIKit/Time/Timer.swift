import Foundation

/// Foundation's `Timer` on the driver's virtual clock. A timer made while a driver calls the app's code (a
/// delegate's or a data source's method, another timer's block) is on that driver's clock: scheduled, it
/// fires at the first tick at or past its fire date, after that tick's delegate calls, timers of the same
/// tick by fire date then in the order they were scheduled. A timer made outside a driver is on no clock
/// and never fires by itself (`fire()` calls its block). Run-loop modes are not modelled: a timer fires
/// during a drag and a deceleration, as one added for `.common` does on iOS. Docs/UIKit.md, "Time and
/// timers", says more.
///
/// A file that imports ScrollSimUIKit finds this `Timer` in place of Foundation's; one that imports
/// Foundation beside it adds `import class ScrollSimUIKit.Timer`, which Swift prefers. The class is not
/// isolated and its block is `@Sendable`, as Foundation's are; the driver, on the main actor, fires the
/// blocks there, so that a block reaching its `@MainActor` owner through `MainActor.assumeIsolated` runs
/// as on iOS.
public final class Timer: NSObject {
    /// An interval shorter than this (seconds), 0, less or not a number, is taken as this, as Foundation
    /// takes 0 or less: under a tick (1 ms at the most ticks a second) it fires once a tick all the same.
    static let shortestInterval: TimeInterval = 0.0001

    /// The action; nil once invalidated.
    private var block: (@Sendable (Timer) -> Void)?
    private let repeats: Bool
    /// Seconds between firings (a repeating timer's), at least ``shortestInterval``.
    private let interval: TimeInterval
    /// The clock the timer was made on; nil outside a driver.
    private weak var clock: DriverClock?
    /// When the timer fires next, in its clock's seconds (`CACurrentMediaTime()`'s); never NaN.
    var fireTime: TimeInterval
    /// The timer's place among those of the same fire time, given when first scheduled; nil until then.
    var order: Int?
    /// Whether the timer is in its clock's queue now.
    var isQueued = false

    /// The slack the system may take in firing, seconds. Kept and not used: the timer fires at the first
    /// tick at or past its fire date, the grain of the driver's clock.
    public var tolerance: TimeInterval = 0

    /// A timer firing `interval` seconds from now (then every `interval` seconds if it `repeats`) once
    /// added to a run loop (`RunLoop.main.add(_:forMode:)`).
    public init(timeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void) {
        let every = interval > Self.shortestInterval ? interval : Self.shortestInterval
        let clock = DriverClock.current
        self.block = block
        self.repeats = repeats
        self.interval = every
        self.clock = clock
        fireTime = Self.now(on: clock) + every
        super.init()
    }

    /// A timer firing `interval` seconds from now (then every `interval` seconds if it `repeats`),
    /// scheduled at once on the clock of the driver calling the code.
    public class func scheduledTimer(
        withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void
    ) -> Timer {
        let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
        timer.schedule()
        return timer
    }

    /// Whether the timer can still fire: not invalidated, and not a one-shot timer that fired.
    public var isValid: Bool { block != nil }

    /// Seconds between firings (at least 0.1 ms); 0 for a timer that does not repeat, as Foundation's.
    public var timeInterval: TimeInterval { repeats ? interval : 0 }

    /// When the timer fires next: as on iOS, a `Date` as far from `Date()` as the fire time is from the
    /// clock's now, so that `fireDate = Date().addingTimeInterval(5)` fires 5 s of the driver's clock
    /// later and `.distantFuture` holds it. Setting a date that is not a number holds it too.
    public var fireDate: Date {
        get { Date(timeIntervalSinceNow: fireTime - Self.now(on: clock)) }
        set {
            guard isValid else { return }
            let wait = newValue.timeIntervalSinceNow
            let time = Self.now(on: clock) + (wait.isNaN ? .infinity : wait)
            // A scheduled timer goes back in the queue at its new time, even from its own block.
            guard order != nil, let clock else { return fireTime = time }
            clock.unschedule(self)
            fireTime = time
            clock.schedule(self)
        }
    }

    /// Calls the block now, whatever the fire date, on the timer's clock (called from a test's own code
    /// too, the block reads its driver's time); a timer that does not repeat is then invalidated, one that
    /// repeats keeps its schedule.
    public func fire() {
        guard let block else { return }
        if let clock { clock.run { block(self) } } else { block(self) }
        if !repeats { invalidate() }
    }

    /// Stops the timer: it never fires again, and its block is released.
    public func invalidate() {
        clock?.unschedule(self)
        block = nil
    }

    /// Schedules the timer on its clock, once (`RunLoop.add`); a timer on no clock or invalidated stays.
    func schedule() {
        guard isValid, order == nil, let clock else { return }
        clock.schedule(self)
    }

    /// Whether the timer is due at `now` (its clock's seconds).
    func isDue(at now: TimeInterval) -> Bool { fireTime <= now + DriverClock.tolerance }

    /// Whether the timer fires after `other`: later, or at the same time and scheduled after it.
    func comes(after other: Timer) -> Bool {
        fireTime > other.fireTime || (fireTime == other.fireTime && (order ?? 0) > (other.order ?? 0))
    }

    /// Fires the timer taken out of its clock's queue at `now`: its block, then, if it repeats and the
    /// block neither invalidated nor moved it, the next fire time after `now` on its schedule (firings
    /// missed are skipped, as Foundation does). Where the schedule has no such time as a number (a fire
    /// date of minus infinity), the next is `interval` after `now`: its fire time is never NaN.
    func fireScheduled(at now: TimeInterval) {
        let scheduledTime = fireTime
        guard let block else { return }
        block(self)
        guard repeats else { return invalidate() }
        guard isValid, !isQueued, let clock else { return }
        let periods = ((now + DriverClock.tolerance - scheduledTime) / interval).rounded(.down) + 1
        let next = scheduledTime + max(1, periods) * interval
        fireTime = next.isFinite ? next : now + interval
        clock.schedule(self)
    }

    /// The clock's time, or the machine's uptime (`CACurrentMediaTime()`'s time base) for no clock.
    static func now(on clock: DriverClock?) -> TimeInterval {
        clock?.seconds ?? ProcessInfo.processInfo.systemUptime
    }
}
