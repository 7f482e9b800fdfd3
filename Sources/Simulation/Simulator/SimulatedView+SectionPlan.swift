import LayoutCore

/// Orthogonal sections through a batch that deletes, inserts or moves sections: UIKit keeps each
/// section's embedded scroll view with the section's cells, so the section's own scroll (offset, running
/// deceleration, touch) and its carousel's focus go where the section goes.
extension SimulatedView {
    /// Carries each addressed section's scroll view (`sectionScrolls`) and its announced focus
    /// (`sectionFocus`) to the index `plan` gives its section after the batch; those of deleted sections
    /// end (a touch on one lifts with it) and are returned, so that the focus they announced can be ended;
    /// a section inserted has none, so it rests at offset 0 until a gesture addresses it. Called before the
    /// prepare that follows the batch, which takes each section's new row (`restoreSectionOffsets`).
    /// - Returns: the focus entries of the deleted sections, with the indices they had, in section order.
    /// - Complexity: O(t log t + f log f) for t addressed sections and f focus entries; O(1) when the
    ///   batch leaves the sections as they are.
    mutating func followSections(_ plan: BatchUpdate.SectionPlan, changesSections: Bool) -> [SectionFocus.Entry] {
        guard changesSections else { return [] }
        sectionScrolls = sectionScrolls.compactMap { sectionScroll in
            guard let destination = plan.destination(of: sectionScroll.section) else { return nil }
            var moved = sectionScroll
            moved.section = destination
            return moved
        }.sorted { $0.section < $1.section }
        movingSections = sectionScrolls.filter { !$0.isIdle }.map(\.section)
        return sectionFocus.follow(plan)
    }
}
