import Testing

@testable import LayoutCore

/// `BatchUpdate.SectionPlan.isConsistent(_:sectionCount:)`: whether a batch's section lists can be planned
/// over a view's sections (what ScrollSimUIKit asks before it follows a batch's sections, so that a batch
/// the simulator refuses stops with the simulator's message, not a trap in the plan).
@Suite struct SectionPlanConsistencyTests {
    /// Over four sections: 4 − 1 deleted + 1 inserted = 4 after, so places 0…3; sources 0…3 before.
    @Test(arguments: [
        (BatchUpdate(deleteSections: [1], insertSections: [.init(3)], moveSections: [.init(from: 0, to: 2)]), true),
        (BatchUpdate(deleteSections: [4]), false),  // past the 4 sections before
        (BatchUpdate(deleteSections: [-1]), false),
        (BatchUpdate(deleteSections: [1, 1]), false),  // deleted twice
        (BatchUpdate(deleteSections: [1], moveSections: [.init(from: 1, to: 0)]), false),  // deleted and moved
        (BatchUpdate(insertSections: [.init(5)]), false),  // past the 5 sections after
        (BatchUpdate(insertSections: [.init(2)], moveSections: [.init(from: 0, to: 2)]), false),  // place taken twice
        (BatchUpdate(moveSections: [.init(from: 0, to: 3), .init(from: 0, to: 1)]), false),  // moved twice
    ])
    func sectionListsAreCheckedAsThePlanNeedsThem(batch: BatchUpdate, consistent: Bool) {
        #expect(BatchUpdate.SectionPlan.isConsistent(batch, sectionCount: 4) == consistent)
    }
}
