import LayoutCore

/// Sections through a batch that deletes, inserts or moves sections: UIKit keeps each section's
/// embedded scroll view with the section's cells, so the section's own scroll (offset, running
/// deceleration, touch) and its carousel's focus go where the section goes; and it keeps each section's
/// supplementary views (header, footer, background) with it, so they go there too.
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

    /// Carries each displayed supplementary and decoration view whose section the batch keeps at another
    /// index to that index (UIKit's rule: a view whose section survives keeps its view, with no end and no
    /// new display): its key and its attributes' index path take the section's new index, its frame and
    /// alpha stay as shown until the diff after the change (or an animation's travel) gives the new ones.
    /// One of a section the batch deletes, still displayed (an instant batch: an animated one has taken it
    /// out to fade), is keyed `departing`, so that the diff after the change ends it with the attributes
    /// it had. Called after the elements the batch ends were taken out (`endReloaded`): a reloaded
    /// section's are gone.
    /// - Returns: the keys after the batch of the views carried to another index, for the animation.
    /// - Complexity: O(k) for k elements displayed; O(1) when the batch leaves the sections as they are.
    mutating func followSectionElements(_ plan: BatchUpdate.SectionPlan, changesSections: Bool) -> [ElementKey] {
        guard changesSections else { return [] }
        var carried: [(from: ElementKey, attributes: LayoutAttributes, kept: Bool)] = []
        for attributes in displayed.values where attributes.category != .cell {
            let section = attributes.indexPath.section
            let destination = plan.destination(of: section)
            guard destination != section else { continue }
            var moved = attributes
            if let destination { moved.indexPath = IndexPath(section: destination, item: attributes.indexPath.item) }
            carried.append((ElementKey(attributes), moved, destination != nil))
        }
        // Every view is taken out before any is put back: a view may go where another was.
        for view in carried { displayed.removeValue(forKey: view.from) }
        var keys: [ElementKey] = []
        for view in carried {
            let attributes = view.attributes
            guard view.kept else {
                displayed[.departing(attributes.category, attributes.kind, attributes.indexPath)] = attributes
                continue
            }
            let key = ElementKey(attributes)
            displayed[key] = attributes
            keys.append(key)
        }
        return keys
    }
}
