extension BatchUpdate {
    /// Where the sections of a batch stand after it: each one after it comes from a section before it or
    /// from an insertion; each one before it goes to a section after it or is deleted.
    public struct SectionPlan: Sendable {
        /// Where a section after the batch comes from.
        public enum Source: Hashable, Sendable {
            /// Section `before` of the data before the batch.
            case kept(Int)
            /// Entry `entry` of `insertSections`.
            case inserted(Int)
        }

        /// By section after the batch; nil when the batch leaves the sections as they are.
        private let sources: [Source]?
        /// By section before the batch: where it goes, nil when deleted; nil when unchanged.
        private let destinations: [Int?]?
        /// How many sections there are after the batch.
        public let count: Int

        /// The plan of `batch`, whose section lists must be consistent with `count` sections (each in
        /// range, none named twice, no section both deleted and moved, no destination taken twice).
        /// - Complexity: O(sections) when the batch changes sections, else O(1).
        public init(_ batch: BatchUpdate, sectionCount: Int) {
            guard batch.changesSections else {
                (sources, destinations, count) = (nil, nil, sectionCount)
                return
            }
            count = sectionCount - batch.deleteSections.count + batch.insertSections.count
            var placed = [Source?](repeating: nil, count: count)
            var going = [Int?](repeating: nil, count: sectionCount)
            var staying = [Bool](repeating: true, count: sectionCount)
            for section in batch.deleteSections { staying[section] = false }
            for (entry, insertion) in batch.insertSections.enumerated() { placed[insertion.index] = .inserted(entry) }
            for move in batch.moveSections {
                placed[move.to] = .kept(move.from)
                going[move.from] = move.to
                staying[move.from] = false
            }
            var next = 0
            for section in 0..<sectionCount where staying[section] {
                while placed[next] != nil { next += 1 }
                placed[next] = .kept(section)
                going[section] = next
            }
            sources = placed.map { $0! }
            destinations = going
        }

        /// Whether `batch`'s section lists are consistent with `sectionCount` sections, as `init` needs
        /// them: each section before the batch in range and deleted or moved at most once (not both), each
        /// place after it in range and taken at most once. Reloads are not read. - Complexity: O(sections
        /// named).
        public static func isConsistent(_ batch: BatchUpdate, sectionCount: Int) -> Bool {
            let count = sectionCount - batch.deleteSections.count + batch.insertSections.count
            var leaving = Set<Int>()
            var taken = Set<Int>()
            let sources = batch.deleteSections + batch.moveSections.map(\.from)
            let places = batch.insertSections.map(\.index) + batch.moveSections.map(\.to)
            return sources.allSatisfy { $0 >= 0 && $0 < sectionCount && leaving.insert($0).inserted }
                && places.allSatisfy { $0 >= 0 && $0 < count && taken.insert($0).inserted }
        }

        /// Where section `after` (after the batch) comes from. O(1).
        public func source(of after: Int) -> Source { sources?[after] ?? .kept(after) }

        /// Where section `before` (before the batch) goes; nil when the batch deletes it. O(1).
        public func destination(of before: Int) -> Int? {
            guard let destinations else { return before }
            return destinations[before]
        }
    }

    /// The items each section loses and the places taken by items arriving, by section.
    struct ItemPlan {
        /// By section before the batch, ascending: the items deleted or moved out (not the updated ones).
        var leaving: [Int: [Int]] = [:]
        /// By section after the batch, ascending: where inserted and moved items land.
        var landing: [Int: [Int]] = [:]

        /// The lists of `batch`. - Complexity: O(n log n) for n entries.
        init(_ batch: BatchUpdate) {
            for path in batch.deleteItems + batch.moveItems.map(\.from) {
                leaving[path.section, default: []].append(path.item)
            }
            for path in batch.insertItems.map(\.indexPath) + batch.moveItems.map(\.to) {
                landing[path.section, default: []].append(path.item)
            }
            for key in leaving.keys { leaving[key]!.sort() }
            for key in landing.keys { landing[key]!.sort() }
        }

        /// Where the item at `path` (before the batch, neither deleted nor moved) stands after it: its rank
        /// among the items that stay, then one place further for each item landing at or before where it
        /// is; nil when the batch deletes its section. - Complexity: O(log n) a round, one round per run of
        /// landings met, for n entries in its sections.
        func destination(of path: IndexPath, plan: SectionPlan) -> IndexPath? {
            guard let section = plan.destination(of: path.section) else { return nil }
            let rank = path.item - Self.count(leaving[path.section], below: path.item)
            return IndexPath(section: section, item: Self.position(ofRank: rank, skipping: landing[section]))
        }

        /// Where item `item` of section `section` after the batch stood in section `before` before it; nil
        /// when the batch puts it there (inserted or moved in). - Complexity: as `destination(of:plan:)`.
        func source(ofItem item: Int, in section: Int, before: Int) -> Int? {
            let places = landing[section]
            guard !Self.contains(places, item) else { return nil }
            return Self.position(ofRank: item - Self.count(places, below: item), skipping: leaving[before])
        }

        /// How many of the ascending `places` are below `item`. - Complexity: O(log n).
        private static func count(_ places: [Int]?, below item: Int) -> Int {
            places?.partitionPoint { $0 >= item } ?? 0
        }

        /// Whether the ascending `places` hold `item`. - Complexity: O(log n).
        private static func contains(_ places: [Int]?, _ item: Int) -> Bool {
            guard let places else { return false }
            let at = places.partitionPoint { $0 >= item }
            return at < places.count && places[at] == item
        }

        /// The index of the item ranked `rank` (from 0) among those not at the ascending `places`: `rank`
        /// moved one further for each place at or before it. - Complexity: O(log n) a round, one round per
        /// run of places met.
        private static func position(ofRank rank: Int, skipping places: [Int]?) -> Int {
            guard let places, !places.isEmpty else { return rank }
            var position = rank
            while true {
                let next = rank + places.partitionPoint { $0 > position }
                if next == position { return position }
                position = next
            }
        }
    }
}

extension BatchUpdate {
    /// What the batch does to the items as `ItemChanges` (for a layout that re-places only what a change
    /// moves), when it leaves the sections as they are; nil when it deletes, inserts or moves sections.
    /// Each item leaving (deleted, moved out, or given new answers) is a stretch of one removed; each item
    /// landing is one inserted before the item that stays after it. Reloads and reconfigures without
    /// answers change no answer, so no edit.
    /// - Complexity: O(n log n) for n entries.
    public var itemChanges: ItemChanges? {
        guard !changesSections else { return nil }
        let plan = SectionPlan(self, sectionCount: 0)
        var items = ItemPlan(self)
        let updates = answeredUpdates
        // The sections stay, so every updated item has a destination.
        let landings = updates.map { items.destination(of: $0.indexPath, plan: plan)! }
        for update in updates { items.leaving[update.indexPath.section, default: []].append(update.indexPath.item) }
        for landing in landings { items.landing[landing.section, default: []].append(landing.item) }
        var edits: [ItemChanges.Edit] = []
        for (section, leaving) in items.leaving {
            edits += leaving.map { ItemChanges.Edit(section: section, removed: $0..<$0 + 1, insertedCount: 0) }
        }
        for (section, landing) in items.landing {
            let leaving = (items.leaving[section] ?? []).sorted()
            var passed = 0
            for (rank, place) in landing.sorted().enumerated() {
                // The item staying after it is the (place − rank)-th that stays: skip the ones leaving first.
                let staying = place - rank
                while passed < leaving.count, leaving[passed] <= staying + passed { passed += 1 }
                let old = staying + passed
                edits.append(ItemChanges.Edit(section: section, removed: old..<old, insertedCount: 1))
            }
        }
        return ItemChanges(edits)
    }
}
