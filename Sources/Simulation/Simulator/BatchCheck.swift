import LayoutCore

/// UIKit's consistency check of a batch against a view's data (its "invalid number of items" and
/// "attempt to delete and reload the same index path" assertions), made before anything changes: a
/// batch that fails it is refused with `invalid_params` naming the entry at fault (`moveItems[1].to`)
/// and what is wrong with it.
struct BatchCheck {
    let data: CollectionData
    let batch: BatchUpdate
    /// The sections before the batch that it deletes, moves or reloads.
    private var deleted = Set<Int>(), moved = Set<Int>(), reloaded = Set<Int>()
    /// The sections after the batch that it inserts.
    private var inserted = Set<Int>()
    /// The items before the batch that leave (deleted, moved), and those reloaded or reconfigured.
    private var leaving = Set<IndexPath>(), updated = Set<IndexPath>()
    /// The places after the batch that items land in.
    private var landing = Set<IndexPath>()

    init(_ batch: BatchUpdate, data: CollectionData) {
        self.batch = batch
        self.data = data
    }

    private func refuse(_ path: String, _ message: String) -> SimulationError {
        SimulationError(.invalidParams, message, path: path)
    }

    /// Checks every list; returns where the sections go. - Complexity: O(n log n) for n entries, plus
    /// O(sections) when the batch changes sections.
    mutating func run() throws(SimulationError) -> BatchUpdate.SectionPlan {
        let limit = ViewSpec.maximumItemsPerChange
        guard batch.operationCount <= limit else {
            throw SimulationError(
                .limitExceeded, "a batch names at most \(limit) entries over all its lists, got \(batch.operationCount)"
            )
        }
        let plan = try checkSections()
        try checkLeaving()
        try checkUpdates(batch.reloadItems, "reloadItems")
        try checkUpdates(batch.reconfigureItems, "reconfigureItems")
        try checkLanding(plan)
        return plan
    }

    /// Section `section` of the data before the batch, for entry `path`.
    private func beforeSection(_ section: Int, _ path: String) throws(SimulationError) {
        guard section >= 0, section < data.sections.count else {
            throw refuse(path, "section \(section) does not exist before the batch (\(data.sections.count) sections)")
        }
    }

    private mutating func checkSections() throws(SimulationError) -> BatchUpdate.SectionPlan {
        let before = data.sections.count
        for (position, section) in batch.deleteSections.enumerated() {
            let path = "deleteSections[\(position)]"
            try beforeSection(section, path)
            guard deleted.insert(section).inserted else { throw refuse(path, "section \(section) is deleted twice") }
        }
        let after = before - deleted.count + batch.insertSections.count
        var taken = Set<Int>()
        for (position, insertion) in batch.insertSections.enumerated() {
            let path = "insertSections[\(position)]"
            guard insertion.index >= 0, insertion.index < after else {
                throw refuse(path, "section \(insertion.index) is past the \(after) sections after the batch")
            }
            guard taken.insert(insertion.index).inserted else {
                throw refuse(path, "section \(insertion.index) after the batch is taken twice")
            }
            inserted.insert(insertion.index)
        }
        for (position, move) in batch.moveSections.enumerated() {
            let path = "moveSections[\(position)]"
            try beforeSection(move.from, path + ".from")
            guard !deleted.contains(move.from) else {
                throw refuse(path + ".from", "section \(move.from) is both deleted and moved")
            }
            guard moved.insert(move.from).inserted else {
                throw refuse(path + ".from", "section \(move.from) is moved twice")
            }
            guard move.to >= 0, move.to < after else {
                throw refuse(path + ".to", "section \(move.to) is past the \(after) sections after the batch")
            }
            guard taken.insert(move.to).inserted else {
                throw refuse(path + ".to", "section \(move.to) after the batch is taken twice")
            }
        }
        for (position, section) in batch.reloadSections.enumerated() {
            let path = "reloadSections[\(position)]"
            try beforeSection(section, path)
            guard !deleted.contains(section), !moved.contains(section) else {
                throw refuse(path, "section \(section) is reloaded and also deleted or moved")
            }
            guard reloaded.insert(section).inserted else { throw refuse(path, "section \(section) is reloaded twice") }
        }
        return BatchUpdate.SectionPlan(batch, sectionCount: before)
    }

    /// An existing item before the batch, in a section the batch keeps.
    private func beforeItem(_ item: IndexPath, _ path: String) throws(SimulationError) {
        try beforeSection(item.section, path)
        guard data.contains(item) else { throw refuse(path, "item \(item) does not exist before the batch") }
        guard !deleted.contains(item.section) else {
            throw refuse(path, "item \(item) is in section \(item.section), which the batch deletes")
        }
    }

    private mutating func checkLeaving() throws(SimulationError) {
        for (position, item) in batch.deleteItems.enumerated() {
            let path = "deleteItems[\(position)]"
            try beforeItem(item, path)
            guard leaving.insert(item).inserted else { throw refuse(path, "item \(item) is deleted twice") }
        }
        for (position, move) in batch.moveItems.enumerated() {
            let path = "moveItems[\(position)].from"
            try beforeItem(move.from, path)
            guard leaving.insert(move.from).inserted else {
                throw refuse(path, "item \(move.from) is deleted or moved already")
            }
        }
    }

    private mutating func checkUpdates(_ updates: [BatchUpdate.ItemUpdate], _ list: String) throws(SimulationError) {
        for (position, update) in updates.enumerated() {
            let path = "\(list)[\(position)]"
            try beforeItem(update.indexPath, path)
            guard !leaving.contains(update.indexPath) else {
                throw refuse(
                    path,
                    "item \(update.indexPath) is \(list == "reloadItems" ? "reloaded" : "reconfigured") and also deleted or moved"
                )
            }
            guard updated.insert(update.indexPath).inserted else {
                throw refuse(path, "item \(update.indexPath) is reloaded or reconfigured twice")
            }
        }
    }
}

extension BatchCheck {
    /// Inserted items and moves' destinations: each in a section after the batch that it does not insert
    /// whole, at a place no other item lands in, below that section's new count (old − deleted − moved out
    /// + inserted + moved in); and the view within `ViewSpec.maximumItemCount` items.
    fileprivate mutating func checkLanding(_ plan: BatchUpdate.SectionPlan) throws(SimulationError) {
        let places =
            batch.insertItems.enumerated().map { ("insertItems[\($0.offset)]", $0.element.indexPath) }
            + batch.moveItems.enumerated().map { ("moveItems[\($0.offset)].to", $0.element.to) }
        var arriving: [Int: Int] = [:]
        for (path, place) in places {
            guard place.section >= 0, place.section < plan.count else {
                throw refuse(path, "section \(place.section) is past the \(plan.count) sections after the batch")
            }
            guard !inserted.contains(place.section) else {
                throw refuse(path, "section \(place.section) is inserted by the batch: give its items with it")
            }
            guard landing.insert(place).inserted else { throw refuse(path, "two items land at \(place)") }
            arriving[place.section, default: 0] += 1
        }
        var departing: [Int: Int] = [:]
        for item in leaving { departing[item.section, default: 0] += 1 }
        for (path, place) in places {
            guard case .kept(let before) = plan.source(of: place.section) else { continue }
            let count =
                data.itemCount(inSection: before)! - departing[before, default: 0] + arriving[place.section, default: 0]
            guard place.item >= 0, place.item < count else {
                throw refuse(
                    path, "item \(place) is past the \(count) items section \(place.section) holds after the batch")
            }
        }
        try checkTotal(sections: plan.count)
    }

    /// - Throws: `limit_exceeded` when the view would hold more than `ViewSpec.maximumSectionCount`
    ///   sections (`sections` after the batch) or more than `ViewSpec.maximumItemCount` items.
    private func checkTotal(sections: Int) throws(SimulationError) {
        guard sections <= ViewSpec.maximumSectionCount else {
            throw SimulationError(
                .limitExceeded,
                "the view would hold \(sections) sections after the batch; at most \(ViewSpec.maximumSectionCount)",
                path: "insertSections")
        }
        let total = data.totalItemCount + batch.growth(of: data)
        guard total <= ViewSpec.maximumItemCount else {
            throw SimulationError(
                .limitExceeded, "the view would hold more than \(ViewSpec.maximumItemCount) items after the batch",
                path: "insertSections")
        }
    }
}
