import Foundation
import Testing

import class ScrollSimUIKit.Timer

@testable import ScrollSimUIKit

/// Timers given what a hostile caller gives them, on ``ClockedFeed`` at the driver's 120 Hz (tick k is at
/// k/120 s; a timer fires at the first tick at or past its fire date, at most once a tick).
@Suite @MainActor struct TimerHostileTests {
    static func tick(_ k: Int) -> Double { TimerTests.tick(k) }

    /// A repeating interval of the least positive double (4.9e-324 s) is taken as 0.1 ms, under a tick: the
    /// timer fires once a tick, as one of 3 ms does, at ticks 1…12 in 0.1 s. The old code fired it at once,
    /// at tick 0 (the interval is within the clock's 1e-9 s of rounding), then counted the periods missed
    /// by a tick as 8.3e-3 / 4.9e-324, infinite, made the next fire time infinite and fired no more.
    @Test func aTinyRepeatingIntervalFiresEveryTick() throws {
        let feed = ClockedFeed()
        feed.onShow = { $0.schedule("tick", after: .leastNonzeroMagnitude, repeats: true) }
        let driver = try ScrollSimUIKitDriver(showing: feed.collectionView)
        try driver.advance(by: .milliseconds(100))
        #expect(feed.times(of: "tick") == (1...12).map(Self.tick))
    }

    /// A repeating timer of 0.05 s dated minus infinity fires at the next tick (1), then every 0.05 s
    /// from there: 1/120 + 0.05 = 7/120 s (tick 7), then tick 13. A one-shot timer of 0.2 s fires at tick 24
    /// and schedules one of 0.1 s, which fires at 0.3 s (tick 36). The old code gave the repeating timer a
    /// fire time of NaN (−∞ plus ∞ periods), found due at no tick, which sat at the head of the queue and
    /// held every timer scheduled behind it: the 0.1 s one never fired.
    @Test func aFireDateOfMinusInfinityKeepsTheQueueGoing() throws {
        let feed = ClockedFeed()
        var repeating: Timer?
        feed.onShow = { feed in
            repeating = feed.schedule("repeating", after: 0.05, repeats: true)
            _ = Timer.scheduledTimer(withTimeInterval: 0.2, repeats: false) { [weak feed] _ in
                MainActor.assumeIsolated {
                    feed?.note("one-shot")
                    feed?.schedule("later", after: 0.1)
                }
            }
        }
        let driver = try ScrollSimUIKitDriver(showing: feed.collectionView)
        repeating?.fireDate = Date(timeIntervalSinceReferenceDate: -.infinity)
        try driver.advance(by: .milliseconds(110))
        #expect(feed.times(of: "repeating") == [1, 7, 13].map(Self.tick))
        try driver.advance(by: .milliseconds(300))
        #expect(feed.times(of: "one-shot") == [Self.tick(24)])
        #expect(feed.times(of: "later") == [Self.tick(36)])
        #expect(repeating?.fireDate.timeIntervalSinceNow.isNaN == false)
    }

    /// 300 timers scheduled when shown, timer i after (i mod 7 + 1) / 100 s: due at 0.01 … 0.07 s, ticks
    /// 2, 3, 4, 5, 6, 8, 9 (the first tick at or past each), so they fire by i mod 7, then by i, as
    /// scheduled (the queue's order, kept by its binary search); every third is invalidated before it fires, and
    /// the other fifths (i = 5, 10, 20, 25, … 295: 40 of them) are re-dated, the j-th of them (from 0) to
    /// (40 − j) / 10 s, so that they fire after the others, from i = 295 down to i = 5.
    @Test func manyTimersFireByFireDateThenSchedulingOrder() throws {
        let feed = ClockedFeed()
        var timers: [Timer] = []
        let fired = FiringOrder()
        feed.onShow = { _ in
            for i in 0..<300 {
                timers.append(
                    Timer.scheduledTimer(withTimeInterval: Double(i % 7 + 1) / 100, repeats: false) { _ in
                        MainActor.assumeIsolated { fired.timers.append(i) }
                    })
            }
        }
        let driver = try ScrollSimUIKitDriver(showing: feed.collectionView)
        for i in stride(from: 0, to: 300, by: 3) { timers[i].invalidate() }
        let redated = stride(from: 0, to: 300, by: 5).filter { $0 % 3 != 0 }
        for (j, i) in redated.enumerated() { timers[i].fireDate = Date(timeIntervalSinceNow: Double(40 - j) / 10) }
        try driver.advance(by: .milliseconds(4_100))
        let onTime = (0..<300).filter { $0 % 3 != 0 && $0 % 5 != 0 }.sorted { ($0 % 7, $0) < ($1 % 7, $1) }
        #expect(redated.count == 40)
        #expect(fired.timers == onTime + redated.reversed())
    }
}

/// The timers' numbers in the order they fired (a timer's block is `@Sendable`, as Foundation's, so it
/// reaches this main-actor record through `MainActor.assumeIsolated`).
@MainActor private final class FiringOrder {
    var timers: [Int] = []
}
