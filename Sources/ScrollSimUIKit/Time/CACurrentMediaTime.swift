// swift-format-ignore-file: AlwaysUseLowerCamelCase

// QuartzCore's function keeps its name, so that code written for iOS compiles.
import Foundation

/// A time in seconds, as Core Foundation's.
public typealias CFTimeInterval = Double

/// The current media time, in seconds, as QuartzCore's (which UIKit re-exports), callable from any
/// isolation as QuartzCore's. While a `ScrollSimUIKitDriver` calls the app's code (its delegates, data
/// sources, layout answers and timers), or one of its view's entry points does (`reloadData()`, a batch,
/// a diffable `apply`, a selection), the driver's virtual clock: the seconds since the view was shown, the
/// time of the tick being run. Elsewhere (a test's own code, code run before a driver shows the view), the
/// machine's monotonic uptime, as on iOS. Drivers in concurrent tasks each read their own clock.
/// - Complexity: O(1).
public func CACurrentMediaTime() -> CFTimeInterval {
    Timer.now(on: DriverClock.current)
}
