import Testing

@testable import DaemonCore

/// The water marks without a socket: a lag begins at the high mark, counts every event offered during it,
/// and ends (once) below the low mark with the count and the first dropped seq.
@Suite struct BackPressureTests {
    @Test func belowTheHighMarkEverythingIsDelivered() {
        var pressure = BackPressure(low: 100, high: 400)
        #expect(pressure.offer(count: 5, firstSeq: 1, queued: 0) == .deliver)
        #expect(pressure.offer(count: 5, firstSeq: 6, queued: 399) == .deliver)
        #expect(!pressure.isLagging && pressure.droppedTotal == 0)
        #expect(pressure.drained(queued: 0) == nil)
    }

    @Test func aLagCountsEveryEventUntilTheQueueFallsBelowTheLowMark() {
        var pressure = BackPressure(low: 100, high: 400)
        #expect(pressure.offer(count: 3, firstSeq: 10, queued: 400) == .drop(startsLag: true))
        // Still lagging whatever the queue says, until a drain below the low mark.
        #expect(pressure.offer(count: 4, firstSeq: 13, queued: 0) == .drop(startsLag: false))
        #expect(pressure.drained(queued: 100) == nil)
        #expect(pressure.isLagging)
        #expect(pressure.offer(count: 2, firstSeq: 17, queued: 100) == .drop(startsLag: false))
        #expect(pressure.drained(queued: 99) == BackPressure.LagEnded(dropped: 9, sinceSeq: 10))
        #expect(!pressure.isLagging)
        #expect(pressure.drained(queued: 0) == nil, "a lag ends once")
        // The next lag counts afresh; the total keeps counting.
        #expect(pressure.offer(count: 1, firstSeq: 30, queued: 500) == .drop(startsLag: true))
        #expect(pressure.drained(queued: 0) == BackPressure.LagEnded(dropped: 1, sinceSeq: 30))
        #expect(pressure.droppedTotal == 10)
    }
}
