import FeedKit
import ScrollSimUIKit

/// A 375 × 600 feed of 50 cards 200 pt tall, edge to edge (card i spans y 200·i … 200·i + 200, three a
/// screen), shown by a driver at 120 Hz: the controllers' `CACurrentMediaTime()` and `Timer` run on its
/// clock, a timer firing at the first tick (1/120 s) at or past its fire date, after that tick's callbacks.
@MainActor
struct FeedFixture {
    let feed: FeedController
    let driver: ScrollSimUIKitDriver

    init() throws {
        feed = FeedController(frame: CGRect(x: 0, y: 0, width: 375, height: 600), count: 50)
        driver = try ScrollSimUIKitDriver(showing: feed.collectionView)
    }

    /// The driver's clock, in seconds since the feed was shown.
    var now: TimeInterval { driver.milliseconds / 1000 }

    /// Lets `seconds` pass on the driver's clock, the timers firing on their ticks.
    func advance(by seconds: TimeInterval) throws {
        try driver.advance(by: .seconds(seconds))
    }

    /// Flings with ``Fling/velocity`` and lets time pass until the feed rests (``Fling/duration`` later).
    func flingToRest() throws {
        try driver.fling(velocity: Fling.velocity)
        try driver.runUntilIdle()
    }

    /// Item `item` of section 0.
    nonisolated static func item(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }
}

/// The fling both suites use, and what UIKit's momentum makes of it (Docs/Physics.md): at the normal rate
/// d = 0.998 per ms, k = 1000 · ln(1/d) = 2.0020027 per s, the offset t seconds after the release is
/// x(t) = (v/k) · (1 − d^(1000t)); it rests v/k = 2960 / 2.0020027 = 1478.5195 pt further, when under
/// 0.5 pt remain: d^(1000t) < 0.5 · k / v = 3.3818e-4, t > ln(3.3818e-4) / ln(0.998) / 1000 = 3.99197 s,
/// so at tick 480 (4.0 s). An offset X is reached at t(X) = ln(1 − X·k/v) / ln(d) / 1000.
enum Fling {
    /// The finger's velocity, pt/s (negative y scrolls down).
    static let velocity = CGPoint(x: 0, y: -2960)
    /// How far it carries, points.
    static let distance: CGFloat = 2960 / (1000 * -log(0.998))
    /// From release to rest, seconds.
    static let duration: TimeInterval = 4
}
