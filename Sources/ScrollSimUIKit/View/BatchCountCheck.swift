import LayoutCore

/// UIKit's check of a batch against the data source: the counts it reads after `performBatchUpdates` must
/// be the counts before, changed by what the batch inserts, deletes and moves.
enum BatchCountCheck {
    /// Stops with UIKit's message (a precondition failure where UIKit raises) when `after` is not what
    /// `batch` makes of `before`. The batch's index paths are in range (the simulator checked them).
    /// - Complexity: O(sections + batch entries).
    static func check(_ batch: BatchUpdate, before: [Int], after: [Int]) {
        let plan = BatchUpdate.SectionPlan(batch, sectionCount: before.count)
        precondition(
            after.count == plan.count,
            "Invalid update: invalid number of sections. The number of sections contained in the collection view"
                + " after the update (\(after.count)) must be equal to the number of sections contained in the"
                + " collection view before the update (\(before.count)), plus or minus the number of sections"
                + " inserted or deleted (\(batch.insertSections.count) inserted, \(batch.deleteSections.count) deleted)."
        )
        var change = [Int](repeating: 0, count: after.count)
        for path in batch.deleteItems { plan.destination(of: path.section).map { change[$0] -= 1 } }
        for insertion in batch.insertItems { change[insertion.indexPath.section] += 1 }
        for move in batch.moveItems {
            plan.destination(of: move.from.section).map { change[$0] -= 1 }
            change[move.to.section] += 1
        }
        for section in after.indices {
            guard case .kept(let old) = plan.source(of: section), !batch.reloadSections.contains(old) else { continue }
            let expected = before[old] + change[section]
            precondition(
                after[section] == expected,
                "Invalid update: invalid number of items in section \(section). The number of items contained in an"
                    + " existing section after the update (\(after[section])) must be equal to the number of items"
                    + " contained in that section before the update (\(before[old])), plus or minus the number of"
                    + " items inserted, deleted or moved into or out of that section (\(expected) expected).")
        }
    }
}
