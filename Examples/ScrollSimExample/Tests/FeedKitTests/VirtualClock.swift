import FeedKit
import ScrollSimUIKit

/// The feed's clock in a test: the driver's virtual clock, its timers fired tick by tick. A timer fires at
/// the first tick at or after its deadline, after that tick's delegate callbacks (as a run loop fires a
/// timer between frames). Gestures go to the driver; time passes through ``advance(by:)`` and
/// ``runUntilIdle(limit:)``, which fire the timers on time.
final class VirtualClock: FeedClock {
    private final class ScheduledTimer: FeedTimer {
        let deadline: TimeInterval
        var action: (() -> Void)?
        init(deadline: TimeInterval, action: @escaping () -> Void) {
            self.deadline = deadline
            self.action = action
        }
        func invalidate() { action = nil }
    }

    /// The driver whose clock this reads; until it is set, the time is 0.
    var driver: ScrollSimUIKitDriver?
    /// The tick, in seconds: the driver's default 120 Hz.
    let tick: TimeInterval = 1.0 / 120
    private var timers: [ScheduledTimer] = []

    var now: TimeInterval { (driver?.milliseconds ?? 0) / 1000 }

    func schedule(after interval: TimeInterval, _ action: @escaping () -> Void) -> any FeedTimer {
        let timer = ScheduledTimer(deadline: now + interval, action: action)
        timers.append(timer)
        return timer
    }

    /// Lets `seconds` pass tick by tick, firing each timer due.
    func advance(by seconds: TimeInterval) throws {
        let end = now + seconds
        while now < end - 1e-9 { try step() }
    }

    /// Ticks until the view neither tracks, drags nor decelerates, firing each timer due.
    func runUntilIdle(limit seconds: TimeInterval = 60) throws {
        let end = now + seconds
        while let view = driver?.collectionView, view.isTracking || view.isDragging || view.isDecelerating {
            guard now < end else { throw VirtualClockError.stillMoving(seconds: now) }
            try step()
        }
    }

    /// One tick, then the timers due by it, earliest first (a timer they schedule waits for its tick).
    private func step() throws {
        guard let driver else { throw VirtualClockError.noDriver }
        try driver.advance(by: .nanoseconds(Int64((tick * 1e9).rounded())))
        let due = timers.filter { $0.deadline <= now + 1e-9 }.sorted { $0.deadline < $1.deadline }
        timers.removeAll { $0.deadline <= now + 1e-9 }
        for timer in due {
            let action = timer.action
            timer.action = nil
            action?()
        }
    }
}

/// Why the virtual clock could not run.
enum VirtualClockError: Error {
    /// No driver shows the view yet.
    case noDriver
    /// The view still moved at this time (seconds).
    case stillMoving(seconds: TimeInterval)
}
