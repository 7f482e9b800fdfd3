import LayoutCore
import Layouts

extension Simulator {
    /// Applies `batch` to view `index` (UIKit's `performBatchUpdates`), after checking it (`BatchCheck`):
    /// each item deleted ends as `deleteItems` ends it (`didEndDisplaying` when displayed, then `deleted`,
    /// in index-path order, with its old index path and id); each reloaded item displayed (and each element
    /// displayed of a reloaded section) ends with its old attributes, and is displayed again by the diff
    /// that follows, with a new cell; moved and reconfigured items keep their cells, ids, viewability
    /// dwell, prefetch state and focus; a Safari swipe under way goes on on its tab wherever the batch
    /// moves it, and ends when the batch deletes or reloads the tab. Items of deleted sections end in that
    /// diff, without a `deleted` event each, and so do their supplementary and decoration views, with
    /// their old index paths. An orthogonal section's own scroll, its carousel's focus and its
    /// supplementary and decoration views follow the section (`SimulatedView.followSections`,
    /// `followSectionElements`): a header whose section moves keeps its view, with no event; a deleted
    /// carousel's focus ends with a `focusChanged` to nothing, with the section's old index.
    /// With an `animation`, the data and the layout change at once all the same, but what the batch ends
    /// stays shown until the animation does, and the cells shown travel (`beginUpdateAnimation`), as do the
    /// views of the sections moved to another index: a deleted section's cells and supplementary and
    /// decoration views fade out and end when the animation does.
    /// `anchor`: how the offset follows the change (`AnchorMark`, marked before it and resolved against the
    /// layout prepared after it); an offset it moves is reported with `offsetAnchored`, and an animation
    /// starts its cells from where they were on screen, so that what the anchoring keeps in place stays.
    /// `namesChecked`: every inserted item carries an id that no item kept by the batch has (a snapshot's
    /// difference, whose identifiers are unique), so an id that an item deleted by the batch had is free.
    /// `merging`: the second batch of one snapshot, joining the animation its first began. `hasCompletion`:
    /// whether the animation's end is reported (`didEndBatchUpdates`; not for `deleteTabs`).
    /// - Throws: `invalid_params` for an inconsistent batch; `conflict` for an inserted item or section
    ///   whose id another item has; `limit_exceeded` past the limits of one change.
    mutating func applyBatch(
        _ batch: BatchUpdate, animation: UpdateTiming?, anchor: OffsetAnchor = .none, in index: Int,
        namesChecked: Bool = false, merging: Bool = false, hasCompletion: Bool = true, into events: inout [Event]
    ) throws(SimulationError) {
        let id = views[index].id
        let data = views[index].spec.data
        var check = BatchCheck(batch, data: data)
        let plan = try check.run()
        if views[index].spec.layout.isSingleSection, plan.count > 1 {
            throw SimulationError(
                .invalidParams, "the \(views[index].spec.layout.typeName) layout shows a single section",
                path: "insertSections")
        }
        var mark = views[index].anchorMark(anchor)
        // Where items go through the batch, worked out once for all that asks: the anchor, a swipe, the
        // animation (none of them: not at all).
        let map =
            mark == nil && views[index].swipe == nil && animation == nil
            ? nil : BatchUpdate.IndexMap(batch, sectionCount: data.sections.count)
        if let map { mark?.follow(map) }
        var changed = data
        let named = namesChecked ? batch : try namingInserted(batch, in: &changed)
        if animation != nil { interruptUpdateAnimation(index, merging: merging, into: &events) }
        var leaving: [LayoutAttributes] = []
        for item in batch.deleteItems.sorted() {
            let itemID = data.itemID(at: item)!
            if let shown = views[index].displayed.removeValue(forKey: .cell(itemID)) {
                if animation == nil {
                    emit(.didEndDisplaying(shown), view: id, into: &events)
                } else {
                    leaving.append(shown)
                }
            }
            emit(.deleted(indexPath: item, id: itemID), view: id, into: &events)
        }
        let reloaded = endReloaded(batch, animated: animation != nil, in: index)
        if animation == nil {
            for attributes in reloaded { emit(.didEndDisplaying(attributes), view: id, into: &events) }
        }
        for ended in views[index].followSections(plan, changesSections: batch.changesSections) {
            emit(
                .focusChanged(from: ended.item, to: nil, fromID: ended.id, toID: nil, section: ended.section),
                view: id, into: &events)
        }
        let carried = views[index].followSectionElements(plan, changesSections: batch.changesSections)
        let swipe = map.flatMap { views[index].swipe?.remapped(through: batch, map: $0) }
        let shownBefore = animation.map { _ in
            ShownBefore(views[index], leaving: leaving + reloaded, carried: carried)
        }
        let offsetBefore = views[index].scroll.contentOffset
        changed.apply(named)
        views[index].spec.data = changed
        let anchoring = views[index].relayout(at: time, changes: batch.itemChanges, anchoring: mark)
        if let swipe { resumeSwipe(swipe, in: index) }
        reportAnchoring(anchoring, in: index, into: &events)
        guard let animation, let map, var shownBefore else { return }
        if anchoring != nil {
            let offset = views[index].scroll.contentOffset
            shownBefore.shift = Vector(dx: offset.x - offsetBefore.x, dy: offset.y - offsetBefore.y)
        }
        beginUpdateAnimation(index, timing: animation, map: map, before: shownBefore, hasCompletion: hasCompletion)
    }

    /// `batch` with an id for each inserted item that lacks one (`"S-I"` from where it lands, suffixed
    /// when taken, as `insertItems` names them).
    /// - Throws: `conflict` for an id given that an item has, or two items of the batch give.
    private func namingInserted(_ batch: BatchUpdate, in data: inout CollectionData) throws(SimulationError)
        -> BatchUpdate
    {
        var named = batch
        var taken = Set<String>()
        func claim(_ given: String, _ path: String) throws(SimulationError) {
            guard !taken.contains(given), !data.containsItemID(given) else {
                throw SimulationError(.conflict, "view has an item \"\(given)\" already", path: path)
            }
            taken.insert(given)
        }
        for (position, insertion) in batch.insertSections.enumerated() {
            for item in insertion.section.listed.indices {
                if let given = insertion.section.listed[item].id {
                    try claim(given, "insertSections[\(position)].section.items[\(item)].id")
                }
            }
        }
        for (position, insertion) in batch.insertItems.enumerated() {
            if let given = insertion.answers.id {
                try claim(given, "insertItems[\(position)].id")
            }
        }
        for (position, insertion) in batch.insertItems.enumerated() where insertion.answers.id == nil {
            let id = data.countedItemID(landingAt: insertion.indexPath, avoiding: taken)
            taken.insert(id)
            named.insertItems[position].answers.id = id
        }
        return named
    }

    /// Takes out of the displayed set every element a reload replaces: the cells of the items reloaded, and
    /// every element of the sections reloaded; `animated`, the supplementary and decoration views of the
    /// sections deleted too, so that they fade out as the sections' cells do (UIKit's
    /// `finalLayoutAttributesForDisappearingSupplementaryElement`), ending with their old index paths.
    /// Returns them in canonical order, with the attributes they had. - Complexity: O(k log k) for k
    /// displayed.
    private mutating func endReloaded(_ batch: BatchUpdate, animated: Bool, in index: Int) -> [LayoutAttributes] {
        let deleted = animated ? Set(batch.deleteSections) : []
        guard !batch.reloadItems.isEmpty || !batch.reloadSections.isEmpty || !deleted.isEmpty else { return [] }
        let items = Set(batch.reloadItems.map(\.indexPath))
        let sections = Set(batch.reloadSections)
        let ending = views[index].displayed.values.filter { attributes in
            sections.contains(attributes.indexPath.section)
                || (attributes.category == .cell && items.contains(attributes.indexPath))
                || (attributes.category != .cell && deleted.contains(attributes.indexPath.section))
        }.sorted(by: LayoutAttributes.canonicallyOrdered)
        for attributes in ending { views[index].displayed.removeValue(forKey: SimulatedView.ElementKey(attributes)) }
        return ending
    }
}
