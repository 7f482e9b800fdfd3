/// One `performBatchUpdates`: sections and items deleted, inserted, moved, reloaded and reconfigured,
/// applied at once with UIKit's index-path rules. Deletes, reloads, reconfigures and the sources of moves
/// name index paths before the batch; inserts and the destinations of moves name index paths after it.
///
/// A plain value, easy to build from code (a diffable snapshot's difference, a test); a simulator checks
/// it against its data before applying it (`CollectionData.apply(_:)` expects a consistent batch).
public struct BatchUpdate: Hashable, Sendable {
    /// An item inserted at `indexPath` (after the batch), with the answers it carries (an id or none).
    public struct ItemInsertion: Hashable, Sendable {
        public var indexPath: IndexPath
        public var answers: ItemAnswers

        public init(_ indexPath: IndexPath, answers: ItemAnswers = .none) {
            self.indexPath = indexPath
            self.answers = answers
        }
    }

    /// An item reloaded or reconfigured at `indexPath` (before the batch); `answers`, when given, replace
    /// its answers (as an inserted item's: it answers only what they carry), its id kept.
    public struct ItemUpdate: Hashable, Sendable {
        public var indexPath: IndexPath
        public var answers: ItemAnswers?

        public init(_ indexPath: IndexPath, answers: ItemAnswers? = nil) {
            self.indexPath = indexPath
            self.answers = answers
        }
    }

    /// Something moved from `from` (before the batch) to `to` (after it): an item (`ItemMove`), or a
    /// section with its items and their ids (`SectionMove`).
    public struct Move<Position: Hashable & Sendable>: Hashable, Sendable {
        public var from: Position
        public var to: Position

        public init(from: Position, to: Position) {
            self.from = from
            self.to = to
        }
    }

    public typealias ItemMove = Move<IndexPath>
    public typealias SectionMove = Move<Int>

    /// A section inserted at `index` (after the batch).
    public struct SectionInsertion: Hashable, Sendable {
        public var index: Int
        public var section: SectionData

        public init(_ index: Int, section: SectionData = SectionData(itemCount: 0)) {
            self.index = index
            self.section = section
        }
    }

    public var deleteSections: [Int]
    public var insertSections: [SectionInsertion]
    public var moveSections: [SectionMove]
    public var reloadSections: [Int]
    public var deleteItems: [IndexPath]
    public var insertItems: [ItemInsertion]
    public var moveItems: [ItemMove]
    public var reloadItems: [ItemUpdate]
    public var reconfigureItems: [ItemUpdate]

    public init(
        deleteSections: [Int] = [], insertSections: [SectionInsertion] = [], moveSections: [SectionMove] = [],
        reloadSections: [Int] = [], deleteItems: [IndexPath] = [], insertItems: [ItemInsertion] = [],
        moveItems: [ItemMove] = [], reloadItems: [ItemUpdate] = [], reconfigureItems: [ItemUpdate] = []
    ) {
        self.deleteSections = deleteSections
        self.insertSections = insertSections
        self.moveSections = moveSections
        self.reloadSections = reloadSections
        self.deleteItems = deleteItems
        self.insertItems = insertItems
        self.moveItems = moveItems
        self.reloadItems = reloadItems
        self.reconfigureItems = reconfigureItems
    }

    /// Whether the batch adds, removes or moves sections (a layout then prepares again in full). O(1).
    public var changesSections: Bool { !deleteSections.isEmpty || !insertSections.isEmpty || !moveSections.isEmpty }

    /// How many entries the batch names over all its lists (the limit of one change applies to it). O(1).
    public var operationCount: Int {
        deleteSections.count + insertSections.count + moveSections.count + reloadSections.count + deleteItems.count
            + insertItems.count + moveItems.count + reloadItems.count + reconfigureItems.count
    }

    /// The reloads and reconfigures that bring new answers: their items are taken out and put back with
    /// them. O(updates).
    var answeredUpdates: [ItemUpdate] { (reloadItems + reconfigureItems).filter { $0.answers != nil } }
}

extension BatchUpdate {
    /// How many items `data` gains by the batch (negative when it loses more): inserted items and the
    /// items of inserted sections, less deleted items and the items of deleted sections (those that
    /// exist). - Complexity: O(entries).
    public func growth(of data: CollectionData) -> Int {
        var growth = insertItems.count - deleteItems.count
        for insertion in insertSections { growth += insertion.section.itemCount }
        for section in Set(deleteSections) where data.sections.indices.contains(section) {
            growth -= data.sections[section].itemCount
        }
        return growth
    }
}
