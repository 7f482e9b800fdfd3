import Testing

@testable import DaemonCore

/// The completions of off-loop jobs: fresh ids, each run at most once.
@Suite struct OffLoopCompletionsTests {
    @Test func eachJobGetsAFreshIdAndItsCompletionOnce() {
        var jobs = OffLoopCompletions()
        var ran: [Int] = []
        let first = jobs.register { ran.append(1) }
        let second = jobs.register { ran.append(2) }
        #expect(first != second && jobs.count == 2)
        jobs.take(second)?()
        jobs.take(first)?()
        #expect(ran == [2, 1], "completions run in the order their work is done")
        let answer1 = jobs.take(first)
        #expect(answer1 == nil && jobs.count == 0, "a completion runs once")
        let answer2 = jobs.register {}
        #expect(answer2 != first, "ids are not given again")
    }
}
