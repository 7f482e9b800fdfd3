import Testing

@testable import DaemonCore

/// The box off-loop work hands its value through: taken once, changed in place, put from another task.
@Suite struct OffLoopResultTests {
    @Test func aValueIsTakenOnce() {
        let box = OffLoopResult<Int>()
        #expect(box.take() == nil, "nothing put yet")
        box.put(7)
        #expect(box.take() == 7)
        #expect(box.take() == nil, "the completion's take leaves the box empty")
    }

    @Test func anUpdateChangesTheValueInPlace() {
        let box = OffLoopResult([1, 2])
        box.update { $0?.append(3) }
        #expect(box.take() == [1, 2, 3])
        box.update { $0?.append(4) }
        #expect(box.take() == nil, "an update of an empty box puts nothing")
    }

    @Test func aValuePutByAnotherTaskIsTakenAfterIt() async {
        let box = OffLoopResult<String>()
        await Task.detached { box.put("done") }.value
        #expect(box.take() == "done")
    }
}
