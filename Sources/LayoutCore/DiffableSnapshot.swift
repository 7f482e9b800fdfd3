/// The identifiers of a diffable data source's snapshot (NSDiffableDataSourceSnapshot): its sections in
/// order, each with its items in order. Section identifiers and item identifiers are separate: a section
/// and an item may share one. Each must be unique among its kind (checked by `SnapshotDifference`, as
/// UIKit refuses a snapshot with duplicates).
public struct DiffableSnapshot<Identifier: Hashable & Sendable>: Hashable, Sendable {
    /// One section: its identifier and its items' identifiers, in order.
    public struct Section: Hashable, Sendable {
        public var id: Identifier
        public var items: [Identifier]

        public init(id: Identifier, items: [Identifier]) {
            self.id = id
            self.items = items
        }
    }

    public var sections: [Section]

    public init(sections: [Section]) {
        self.sections = sections
    }

    /// The number of items over all sections. - Complexity: O(sections).
    public var itemCount: Int { sections.reduce(0) { $0 + $1.items.count } }
}
