import Foundation

extension RunLoop {
    /// Schedules `timer` on the clock of the driver it was made under, whatever the run loop and the mode
    /// (run-loop modes are not modelled: every timer fires as one added for `.common`). Adding a timer
    /// twice, or one made outside a driver, does nothing.
    public func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
        timer.schedule()
    }
}
