extension CollectionData {
    /// What lands at an index path after a batch: an inserted item (its answers carrying its id), or an
    /// item the batch carries (moved, or given new answers) with the id it keeps.
    private enum Arrival {
        case inserted(ItemAnswers)
        case carried(id: ItemID, answers: ItemAnswers)
    }

    /// Applies `batch` as UIKit does: deletes (and moves' sources) in descending order, then inserts
    /// (and moves' destinations) in ascending order, each moved item keeping its id and answers. The batch
    /// must be consistent with the data (every index path in range, none named twice, inserted items
    /// carrying ids: see `Simulator`'s check); a reloaded or reconfigured item given answers is taken out
    /// and put back where it lands with them, under its id.
    /// - Complexity: O(s) for s sections when the batch changes sections, plus O(n log n + n · (log runs +
    ///   sections)) for its n entries (a carried item is one block), plus the ids of inserted items.
    public mutating func apply(_ batch: BatchUpdate) {
        let plan = BatchUpdate.SectionPlan(batch, sectionCount: sections.count)
        let items = BatchUpdate.ItemPlan(batch)
        var arrivals: [(IndexPath, Arrival)] = batch.insertItems.map { ($0.indexPath, .inserted($0.answers)) }
        for move in batch.moveItems {
            arrivals.append((move.to, .carried(id: itemID(at: move.from)!, answers: answers(at: move.from))))
        }
        let updates = batch.answeredUpdates
        for update in updates {
            // A checked batch updates no item of a section it deletes.
            let landing = items.destination(of: update.indexPath, plan: plan)!
            arrivals.append((landing, .carried(id: itemID(at: update.indexPath)!, answers: update.answers!)))
        }
        if !countedNames.isEmpty {
            for path in batch.deleteItems { countedNames.release(itemID(at: path)!) }
        }
        for insertion in batch.insertItems { reserveOrigin(itemID: insertion.answers.id) }
        for insertion in batch.insertSections { reserveOrigins(of: insertion.section) }
        removeItems(batch.deleteItems + batch.moveItems.map(\.from) + updates.map(\.indexPath))
        if batch.changesSections { rearrangeSections(batch, plan: plan) }
        arrivals.sort { $0.0 < $1.0 }
        var start = 0
        while start < arrivals.count {
            var end = start + 1
            if case .inserted = arrivals[start].1 {
                while end < arrivals.count, case .inserted = arrivals[end].1,
                    arrivals[end].0
                        == IndexPath(section: arrivals[start].0.section, item: arrivals[start].0.item + end - start)
                {
                    end += 1
                }
            }
            land(arrivals[start..<end], at: arrivals[start].0)
            start = end
        }
    }

    /// Puts `arrivals` (consecutive places from `path`, all inserted or one carried) in one block.
    private mutating func land(_ arrivals: ArraySlice<(IndexPath, Arrival)>, at path: IndexPath) {
        let block: SectionRuns.Block
        if case .carried(let id, let answers) = arrivals.first!.1 {
            block = SectionRuns.Block(carrying: [(id, answers)])
        } else {
            block = SectionRuns.Block(
                arrivals.map { arrival in
                    guard case .inserted(let answers) = arrival.1 else { preconditionFailure("one kind a block") }
                    return answers
                })
        }
        sections[path.section].changeRuns { $0.insert(block, at: path.item) }
    }

    /// Deletes, moves and inserts whole sections by `plan`, each section kept with its items, whose
    /// original ids keep naming the section they were created in (`SectionData.idSection`); an inserted
    /// section's original items are named after a section number no section of this data used before.
    /// - Complexity: O(sections).
    private mutating func rearrangeSections(_ batch: BatchUpdate, plan: BatchUpdate.SectionPlan) {
        var old = sections
        sections = []
        var fresh = max(nextSectionOrigin, old.count)
        for position in old.indices where old[position].idSection == nil { old[position].idSection = position }
        sections.reserveCapacity(plan.count)
        for after in 0..<plan.count {
            switch plan.source(of: after) {
            case .kept(let before): sections.append(old[before])
            case .inserted(let entry):
                while reservedOrigins.contains(fresh) { fresh += 1 }
                var section = batch.insertSections[entry].section
                section.idSection = fresh
                fresh += 1
                sections.append(section)
            }
        }
        for position in sections.indices where sections[position].idSection == position {
            sections[position].idSection = nil
        }
        nextSectionOrigin = max(fresh, sections.count)
    }

    /// Everything item `path` answers, by precedence (an original item's override, list entry, pattern
    /// and `item`; an inserted one's own), without its id: what it carries when a batch moves it.
    /// - Complexity: O(log runs + layout answers given).
    public func answers(at path: IndexPath) -> ItemAnswers {
        let section = sections[path.section]
        if let runs = section.runs, case .inserted(let block, let index) = runs.source(of: path.item) {
            let answers = runs.block(block).answers
            return answers[SectionRuns.Block.answerIndex(of: index, in: answers)]
        }
        let original: Int
        if let runs = section.runs, case .original(let start) = runs.source(of: path.item) {
            original = start
        } else {
            original = path.item
        }
        var layers: [ItemAnswers] = []
        if let override = section.overrides[original] { layers.append(override) }
        if !section.listed.isEmpty { layers.append(section.listed[original]) }
        if !section.pattern.isEmpty { layers.append(section.pattern[original % section.pattern.count]) }
        var merged = layers.reduce(ItemAnswers.none) { $0.filled(from: $1) }.filled(from: section.common)
        merged.id = nil
        return merged
    }
}
