import ScrollSimUIKit
import Testing

/// `Timer` and `CACurrentMediaTime()` on the driver's clock, with ``ClockedFeed`` at the driver's 120 Hz: tick
/// k is at k/120 s, and a timer fires at the first tick at or past its fire date. This file imports no
/// Foundation: `Timer` is ScrollSimUIKit's.
@Suite @MainActor struct TimerTests {
    /// Tick `k`'s time, seconds, as the clock counts it.
    static func tick(_ k: Int) -> Double { Double(k) / 120 }

    /// Scheduled when shown (0 s): a timer of 0.105 s is due between tick 12 (0.1 s) and tick 13
    /// (0.10833 s), so it fires at tick 13; one of 0.1 s, scheduled after it, is due on tick 12 exactly and
    /// fires there, first. One second's `advance` of a view at rest jumps its quiet ticks, but not past
    /// a timer's tick.
    @Test func aTimerFiresAtTheFirstTickAtOrPastItsFireDate() throws {
        let feed = ClockedFeed()
        var timers: [Timer] = []
        feed.onShow = { feed in
            timers = [feed.schedule("late", after: 0.105), feed.schedule("exact", after: 0.1)]
        }
        let driver = try ScrollSimUIKitDriver(showing: feed.collectionView)
        #expect(timers.allSatisfy { $0.isValid && $0.timeInterval == 0 })
        try driver.advance(by: .seconds(1))
        #expect(feed.log.map(\.event) == ["shown", "exact", "late"])
        #expect(feed.times(of: "exact") == [Self.tick(12)])
        #expect(feed.times(of: "late") == [Self.tick(13)])
        #expect(timers.allSatisfy { !$0.isValid })
    }

    /// Three timers scheduled when shown, A (0.104 s), B (0.101 s), C (0.101 s), in that order, are all
    /// due by tick 13 (0.10833 s) and none by tick 12 (0.1 s): they fire at tick 13 by fire date, B and C
    /// (equal) in the order they were scheduled, then A.
    @Test func timersOfOneTickFireByFireDateThenSchedulingOrder() throws {
        let feed = ClockedFeed()
        feed.onShow = { feed in
            feed.schedule("A", after: 0.104)
            feed.schedule("B", after: 0.101)
            feed.schedule("C", after: 0.101)
        }
        let driver = try ScrollSimUIKitDriver(showing: feed.collectionView)
        try driver.advance(by: .milliseconds(100))
        #expect(feed.log.map(\.event) == ["shown"])
        try driver.advance(by: .milliseconds(10))
        #expect(feed.log.map(\.event) == ["shown", "B", "C", "A"])
        #expect(feed.log.dropFirst().allSatisfy { $0.time == Self.tick(13) })
    }

    /// A fling at 0 s calls `scrollViewWillBeginDragging` at once (tick 0), where the feed schedules a
    /// timer of 0.05 s: due on tick 6. The content moves every tick, so each tick calls
    /// `scrollViewDidScroll`; the timer fires at tick 6 after that tick's `scrollViewDidScroll` and before
    /// tick 7's.
    @Test func aTimerFiresAfterItsTicksDelegateCalls() throws {
        let feed = ClockedFeed()
        feed.onDrag = { $0.schedule("timer", after: 0.05) }
        let driver = try ScrollSimUIKitDriver(showing: feed.collectionView)
        try driver.fling(velocity: CGPoint(x: 0, y: -2960))
        try driver.advance(by: .milliseconds(100))
        let index = try #require(feed.log.firstIndex { $0.event == "timer" })
        #expect(feed.log[index].time == Self.tick(6))
        #expect(feed.log[index - 1].event == "didScroll" && feed.log[index - 1].time == Self.tick(6))
        #expect(feed.log[index + 1].event == "didScroll" && feed.log[index + 1].time == Self.tick(7))
        #expect(feed.times(of: "willBeginDragging") == [0])
    }

    /// A timer repeating every 0.25 s, scheduled when shown, fires at 0.25, 0.5 and 0.75 s (ticks 30, 60,
    /// 90) and invalidates itself from its block at the third: nothing more in two seconds.
    @Test func aRepeatingTimerFiresUntilItsBlockInvalidatesIt() throws {
        let feed = ClockedFeed()
        var timer: Timer?
        feed.onShow = { timer = $0.schedule("tick", after: 0.25, repeats: true, lastFiring: 3) }
        let driver = try ScrollSimUIKitDriver(showing: feed.collectionView)
        #expect(timer?.timeInterval == 0.25)
        try driver.advance(by: .seconds(2))
        #expect(feed.times(of: "tick") == [30, 60, 90].map(Self.tick))
        #expect(timer?.isValid == false)
    }

    /// A timer repeating every 3 ms, under a tick (8.33 ms), fires once a tick, skipping the firings it
    /// missed as Foundation does: due at 3 ms, it fires at tick 1 (8.33 ms), then next at 9 ms (tick 2),
    /// 18 ms (tick 3), … — twelve firings in twelve ticks (0.1 s), never more than one a tick.
    @Test func aRepeatingTimerFasterThanTheTicksFiresOnceATick() throws {
        let feed = ClockedFeed()
        feed.onShow = { $0.schedule("tick", after: 0.003, repeats: true) }
        let driver = try ScrollSimUIKitDriver(showing: feed.collectionView)
        try driver.advance(by: .milliseconds(100))
        #expect(feed.times(of: "tick") == (1...12).map(Self.tick))
    }

    /// Timers do not keep the view busy. At rest, `runUntilIdle` returns at once though a timer repeats.
    /// A fling of 2,960 pt/s rests at tick 480 (4.0 s): at the normal rate d = 0.998 per ms the offset
    /// t s after the release is (v/k)(1 − d^(1000t)) with k = 1000 ln(1/d) = 2.0020027 /s; it rests when
    /// under 0.5 pt remain, d^(1000t) < 0.5 k / v = 3.3818e-4, t > 3.99197 s. `runUntilIdle` stops there,
    /// the timer of 0.5 s having fired at 0.5, 1.0, …, 4.0 s (tick 480 too, after its callbacks): eight.
    @Test func runUntilIdleDoesNotWaitForARepeatingTimer() throws {
        let feed = ClockedFeed()
        feed.onShow = { $0.schedule("tick", after: 0.5, repeats: true) }
        let driver = try ScrollSimUIKitDriver(showing: feed.collectionView)
        try driver.runUntilIdle()
        #expect(driver.milliseconds == 0)
        try driver.fling(velocity: CGPoint(x: 0, y: -2960))
        try driver.runUntilIdle()
        #expect(driver.milliseconds == 4000)
        #expect(feed.times(of: "tick") == (1...8).map { Self.tick(60 * $0) })
    }

    /// `CACurrentMediaTime()` in the view's callbacks reads the driver's clock: a jump to y = 100 after
    /// 0.5 s calls `scrollViewDidScroll` at 0.5 s, another after 0.25 s more at 0.75 s. Outside a driver it
    /// reads the machine's uptime, between two readings of `systemUptime` taken around it.
    @Test func mediaTimeAdvancesWithTheDriver() throws {
        let feed = ClockedFeed()
        let driver = try ScrollSimUIKitDriver(showing: feed.collectionView)
        try driver.advance(by: .milliseconds(500))
        feed.collectionView.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        try driver.advance(by: .milliseconds(250))
        feed.collectionView.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
        #expect(feed.times(of: "shown") == [0])
        #expect(feed.times(of: "didScroll") == [0.5, 0.75])
        let before = ProcessInfo.processInfo.systemUptime
        let now = CACurrentMediaTime()
        let after = ProcessInfo.processInfo.systemUptime
        #expect(before <= now && now <= after)
    }

    /// Two drivers in one test keep their own clocks: after A has run 1 s and B 0.5 s, a jump in each
    /// calls its `scrollViewDidScroll` at its own time, and the timers of 0.3 s each scheduled when shown
    /// fired at 0.3 s on their own clocks (A's at tick 36 while B's had not yet).
    @Test func twoDriversKeepTheirOwnClocks() throws {
        let (a, b) = (ClockedFeed(), ClockedFeed())
        a.onShow = { $0.schedule("timer", after: 0.3) }
        b.onShow = { $0.schedule("timer", after: 0.3) }
        let driverA = try ScrollSimUIKitDriver(showing: a.collectionView)
        let driverB = try ScrollSimUIKitDriver(showing: b.collectionView)
        try driverA.advance(by: .seconds(1))
        #expect(a.times(of: "timer") == [0.3] && b.times(of: "timer").isEmpty)
        try driverB.advance(by: .milliseconds(500))
        a.collectionView.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        b.collectionView.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        #expect(a.times(of: "didScroll") == [1] && b.times(of: "didScroll") == [0.5])
        #expect(b.times(of: "timer") == [0.3])
    }

    /// A driver run from inside another's callback reads its own clock, and the outer callback its own
    /// after it: A, advanced 1 s, begins a drag at 1 s; its `scrollViewWillBeginDragging` lets 0.5 s pass
    /// on B and jumps B to y = 100 (B's `scrollViewDidScroll` at B's 0.5 s), then reads A's 1 s again.
    @Test func aDriverRunInsideAnothersCallbackKeepsEachClock() throws {
        let (a, b) = (ClockedFeed(), ClockedFeed())
        let driverA = try ScrollSimUIKitDriver(showing: a.collectionView)
        let driverB = try ScrollSimUIKitDriver(showing: b.collectionView)
        a.onDrag = { feed in
            try? driverB.advance(by: .milliseconds(500))
            b.collectionView.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
            feed.note("afterB")
        }
        try driverA.advance(by: .seconds(1))
        try driverA.drag(by: CGPoint(x: 0, y: -50), duration: .milliseconds(100))
        #expect(a.times(of: "willBeginDragging") == [1])
        #expect(b.times(of: "didScroll") == [0.5])
        #expect(a.times(of: "afterB") == [1])
    }

    /// Drivers in parallel tasks keep their own clocks: in lane n (1…4) a timer repeating every n/10 s,
    /// scheduled when shown, fires over 1.2 s (advanced 0.1 s at a time, yielding between) at the ticks
    /// 12·n·j for j = 1 … 12/n, whatever the other lanes' drivers do meanwhile.
    @Test func driversInParallelTasksKeepTheirOwnClocks() async throws {
        var lanes: [Int: [CFTimeInterval]] = [:]
        try await withThrowingTaskGroup(of: (Int, [CFTimeInterval]).self) { group in
            for lane in 1...4 {
                group.addTask { (lane, try await Self.laneTicks(lane)) }
            }
            for try await (lane, times) in group { lanes[lane] = times }
        }
        for lane in 1...4 {
            #expect(lanes[lane] == (1...(12 / lane)).map { Self.tick(12 * lane * $0) }, "lane \(lane)")
        }
    }

    /// Lane `lane` of the test above: the times its timer fires at.
    private static func laneTicks(_ lane: Int) async throws -> [CFTimeInterval] {
        let feed = ClockedFeed()
        feed.onShow = { $0.schedule("tick", after: Double(lane) / 10, repeats: true) }
        let driver = try ScrollSimUIKitDriver(showing: feed.collectionView)
        for _ in 0..<12 {
            try driver.advance(by: .milliseconds(100))
            await Task.yield()
        }
        return feed.times(of: "tick")
    }

    /// A timer made outside a driver (the test's own code) is on no clock: added to the run loop, it never
    /// fires by itself; `fire()` calls its block and, as it does not repeat, invalidates it.
    @Test func aTimerMadeOutsideADriverFiresOnlyWhenFired() throws {
        let feed = ClockedFeed()
        let driver = try ScrollSimUIKitDriver(showing: feed.collectionView)
        let timer = Timer(timeInterval: 0.1, repeats: false) { _ in
            MainActor.assumeIsolated { feed.note("fired") }
        }
        RunLoop.main.add(timer, forMode: .common)
        try driver.advance(by: .seconds(1))
        #expect(feed.times(of: "fired").isEmpty && timer.isValid)
        timer.fire()
        #expect(feed.times(of: "fired").count == 1 && !timer.isValid)
    }

    /// A fire date of `.distantFuture` holds a timer (its 0.1 s pass, nothing fires in 1 s); one in the
    /// past fires it at the next tick: set at 1.0 s (tick 120), it fires at tick 121.
    @Test func settingTheFireDateHoldsOrReleasesATimer() throws {
        let feed = ClockedFeed()
        var timer: Timer?
        feed.onShow = { timer = $0.schedule("timer", after: 0.1) }
        let driver = try ScrollSimUIKitDriver(showing: feed.collectionView)
        timer?.fireDate = .distantFuture
        try driver.advance(by: .seconds(1))
        #expect(feed.times(of: "timer").isEmpty && timer?.isValid == true)
        timer?.fireDate = .distantPast
        try driver.advance(by: .milliseconds(100))
        #expect(feed.times(of: "timer") == [Self.tick(121)])
    }
}

extension TimerTests {
    /// A repeating timer of 0.25 s whose block, at its first firing (tick 30), sets its own fire date to
    /// `.distantFuture` is held there: the block's date stands over the schedule's next (0.5 s), so
    /// nothing more fires in two seconds, and the timer stays valid.
    @Test func aRepeatingTimerItsBlockReDatesKeepsTheNewDate() throws {
        let feed = ClockedFeed()
        var timer: Timer?
        feed.onShow = { feed in
            timer = Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { [weak feed] timer in
                MainActor.assumeIsolated { feed?.note("tick") }
                timer.fireDate = .distantFuture
            }
        }
        let driver = try ScrollSimUIKitDriver(showing: feed.collectionView)
        try driver.advance(by: .seconds(2))
        #expect(feed.times(of: "tick") == [Self.tick(30)])
        #expect(timer?.isValid == true)
    }
}
