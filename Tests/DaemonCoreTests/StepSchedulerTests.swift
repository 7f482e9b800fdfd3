import Specs
import Testing
import Wire
import WireFormat

@testable import DaemonCore

/// The `step` queue: answered in order, ticks counted against the head only, the transport told only
/// of changes.
@Suite struct StepSchedulerTests {
    static func client(_ id: ConnectionID) -> Client {
        Client(id: id, limits: DaemonConfiguration.Limits(), now: 0)
    }

    @Test func stepsFinishInOrderOnceTheirTicksHaveRun() {
        let first = Self.client(1)
        let second = Self.client(2)
        var steps = StepScheduler()
        steps.enqueue(StepJob(client: first, id: .number(1), remaining: 2))
        steps.enqueue(StepJob(client: second, id: .number(2), remaining: 1))
        let answer1 = steps.takeFinished(idle: true)
        #expect(answer1 == nil, "two ticks to go; not waiting for rest")
        steps.countTick(of: first)
        steps.countTick(of: second)
        #expect(steps.jobs.map(\.remaining) == [1, 1], "a tick counts against the head step only")
        steps.countTick(of: first)
        let answer2 = steps.takeFinished(idle: false)
        #expect(answer2?.id == .number(1))
        let answer3 = steps.takeFinished(idle: false)
        #expect(answer3 == nil, "the second step still has its tick to run")
        steps.countTick(of: second)
        let answer4 = steps.takeFinished(idle: false)
        #expect(answer4?.id == .number(2))
        #expect(steps.isEmpty)
    }

    @Test func aStepUntilIdleFinishesWhenTheViewsRest() {
        var steps = StepScheduler()
        steps.enqueue(StepJob(client: Self.client(1), id: .number(1), remaining: 100, untilIdle: true))
        let answer1 = steps.takeFinished(idle: false)
        #expect(answer1 == nil)
        let answer2 = steps.takeFinished(idle: true)
        #expect(answer2?.remaining == 100)
    }

    @Test func idlenessIsAskedOnlyOfAStepWaitingForRest() {
        var steps = StepScheduler()
        steps.enqueue(StepJob(client: Self.client(1), id: .number(1), remaining: 1))
        var asked = 0
        func idle() -> Bool {
            asked += 1
            return true
        }
        let answer1 = steps.takeFinished(idle: idle())
        #expect(answer1 == nil)
        #expect(asked == 0, "a counted step does not ask the simulator whether every view rests")
    }

    @Test func aLeavingClientsStepsAreDropped() {
        let leaving = Self.client(1)
        var steps = StepScheduler()
        steps.enqueue(StepJob(client: leaving, id: .number(1), remaining: 1))
        steps.enqueue(StepJob(client: Self.client(2), id: .number(2), remaining: 1))
        steps.enqueue(StepJob(client: leaving, id: .number(3), remaining: 1))
        steps.cancel(of: leaving)
        #expect(steps.jobs.map(\.id) == [.number(2)])
    }

    @Test func theTransportIsToldOnlyOfChanges() {
        var steps = StepScheduler()
        let answer1 = steps.want(false)
        #expect(!answer1, "not running already")
        let answer2 = steps.want(true)
        #expect(answer2 && steps.isRunning)
        let answer3 = steps.want(true)
        #expect(!answer3)
        let answer4 = steps.want(false)
        #expect(answer4 && !steps.isRunning)
    }
}
