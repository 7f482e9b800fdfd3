import Foundation

/// A timer the feed's controllers can cancel: Foundation's `Timer` on a device.
public protocol FeedTimer: AnyObject {
    /// Stops the timer: its action is never called after this.
    func invalidate()
}

extension Timer: FeedTimer {}

/// The time and the timers the feed's controllers read, injected as testable iOS code injects them: the
/// app passes ``SystemClock``, a test passes one on its own (virtual) clock.
public protocol FeedClock: AnyObject {
    /// Seconds on a monotonic clock (the device's uptime, as `CACurrentMediaTime()`).
    var now: TimeInterval { get }
    /// Calls `action` once, `interval` seconds from now, on the main thread.
    func schedule(after interval: TimeInterval, _ action: @escaping () -> Void) -> any FeedTimer
}

/// The device's clock: the system uptime (`CACurrentMediaTime()`'s time base) and run-loop timers.
public final class SystemClock: FeedClock {
    public init() {}

    public var now: TimeInterval { ProcessInfo.processInfo.systemUptime }

    public func schedule(after interval: TimeInterval, _ action: @escaping () -> Void) -> any FeedTimer {
        // Scheduled on the main run loop, whose timers fire on the main thread: the action stays there.
        nonisolated(unsafe) let action = action
        return Timer.scheduledTimer(withTimeInterval: interval, repeats: false) { _ in action() }
    }
}
