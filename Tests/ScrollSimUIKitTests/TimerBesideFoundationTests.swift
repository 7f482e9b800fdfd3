// App code written for iOS in a file that imports Foundation too: only the import block differs, by the
// scoped import of ScrollSimUIKit's `Timer` under `import ScrollSimUIKit`. Without that line every use of
// `Timer` here fails to compile ("'Timer' is ambiguous for type lookup in this context", Swift 6.3):
// Foundation's `Timer` answers to the name as well, and the file imports both modules directly.
import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import ScrollSimUIKit
    import class ScrollSimUIKit.Timer
#endif

/// Timers of a feed's cards as an iOS file keeps them: a stored property, an array, a dictionary by index
/// path, a parameter. Each firing is logged on `feed` with the media time.
@MainActor final class CardTimers {
    let feed: ClockedFeed
    var refresh: Timer?
    var all = [Timer]()
    var dwell: [IndexPath: Timer] = [:]

    init(feed: ClockedFeed) { self.feed = feed }

    /// Schedules a refresh every 0.25 s, and a dwell timer for cards 1 and 2 of item/10 s.
    func start() {
        refresh = Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { [weak feed] _ in
            MainActor.assumeIsolated { feed?.note("refresh") }
        }
        for item in 1...2 {
            let interval = Double(item) / 10
            dwell[IndexPath(item: item, section: 0)] = Timer.scheduledTimer(
                withTimeInterval: interval, repeats: false
            ) { [weak feed] _ in
                MainActor.assumeIsolated { feed?.note("dwell \(item)") }
            }
        }
        all = [refresh].compactMap { $0 } + dwell.values
    }

    /// Stops `timer`, if any.
    func cancel(_ timer: Timer?) { timer?.invalidate() }
}

/// ScrollSimUIKit's `Timer` in a file that imports Foundation, on ``ClockedFeed`` at the driver's 120 Hz:
/// tick k is at k/120 s, and a timer fires at the first tick at or past its fire date.
@Suite @MainActor struct TimerBesideFoundationTests {
    /// Shown at 0 s, the cards schedule a refresh every 0.25 s and dwell timers of 0.1 s (card 1) and 0.2 s
    /// (card 2); the test cancels card 2's at once. In 0.6 s card 1's fires at tick 12 (0.1 s), the refresh
    /// at ticks 30 and 60 (0.25 and 0.5 s), card 2's never (due at tick 24). Cancelled at 0.6 s, the refresh
    /// fires no more in 0.5 s; every timer is then invalid: card 1's fired once, the others were cancelled.
    @Test func scheduledTimersAreOnTheDriversClock() throws {
        let feed = ClockedFeed()
        let cards = CardTimers(feed: feed)
        feed.onShow = { _ in cards.start() }
        let driver = try ScrollSimUIKitDriver(showing: feed.collectionView)
        let first = try #require(cards.dwell[IndexPath(item: 1, section: 0)])
        let second = try #require(cards.dwell[IndexPath(item: 2, section: 0)])
        cards.cancel(second)
        #expect(cards.all.count == 3 && first.isValid && !second.isValid)
        #expect(cards.refresh?.timeInterval == 0.25 && first.timeInterval == 0)
        try driver.advance(by: .milliseconds(600))
        #expect(feed.times(of: "dwell 1") == [TimerTests.tick(12)])
        #expect(feed.times(of: "dwell 2").isEmpty)
        #expect(feed.times(of: "refresh") == [30, 60].map(TimerTests.tick))
        cards.cancel(cards.refresh)
        try driver.advance(by: .milliseconds(500))
        #expect(feed.times(of: "refresh").count == 2)
        #expect(cards.all.allSatisfy { !$0.isValid })
    }

    /// Made when shown (0 s): a repeating timer of 0.25 s added to the main run loop for `.common`, a
    /// one-shot of 0.05 s (tolerance 0.01 s, kept) added to the current one for `.default`, and one of
    /// 0.05 s never added. By 0.3 s (tick 36) the one-shot fired at tick 6 and the repeating one at tick
    /// 30; the unadded one never fires. `fire()` at 0.3 s runs the repeating block at once (tick 36) and
    /// keeps its schedule: it fires at 0.5 s (tick 60). Re-dated at 0.6 s (tick 72) to 0.25 s from
    /// `Date()`, it fires at 0.85 s (tick 102) instead of 0.75 s, and, invalidated at 1.0 s, no more.
    @Test func addedTimersAreOnTheDriversClock() throws {
        let feed = ClockedFeed()
        var timers: [String: Timer] = [:]
        feed.onShow = { feed in
            for (name, interval, repeats) in [
                ("repeating", 0.25, true), ("once", 0.05, false), ("unadded", 0.05, false),
            ] {
                timers[name] = Timer(timeInterval: interval, repeats: repeats) { [weak feed] _ in
                    MainActor.assumeIsolated { feed?.note(name) }
                }
            }
            timers["once"]?.tolerance = 0.01
            if let repeating = timers["repeating"] { RunLoop.main.add(repeating, forMode: .common) }
            if let once = timers["once"] { RunLoop.current.add(once, forMode: .default) }
        }
        let driver = try ScrollSimUIKitDriver(showing: feed.collectionView)
        let repeating = try #require(timers["repeating"])
        #expect(repeating.timeInterval == 0.25 && timers["once"]?.timeInterval == 0)
        #expect(timers["once"]?.tolerance == 0.01)
        try driver.advance(by: .milliseconds(300))
        repeating.fire()
        try driver.advance(by: .milliseconds(300))
        repeating.fireDate = Date().addingTimeInterval(0.25)
        try driver.advance(by: .milliseconds(400))
        repeating.invalidate()
        try driver.advance(by: .milliseconds(500))
        #expect(feed.times(of: "once") == [TimerTests.tick(6)])
        #expect(feed.times(of: "repeating") == [30, 36, 60, 102].map(TimerTests.tick))
        #expect(feed.times(of: "unadded").isEmpty && timers["unadded"]?.isValid == true)
        #expect(!repeating.isValid && timers["once"]?.isValid == false)
    }
}
