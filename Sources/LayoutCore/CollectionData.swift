/// The data a collection view shows: its sections, their items and the delegate's answers about them.
public struct CollectionData: Hashable, Sendable {
    public var sections: [SectionData]
    /// What naming counted insertions needs to find the first free suffix at once; not compared, as it
    /// changes no name (`countedItemID(landingAt:avoiding:)`).
    public internal(set) var countedNames = CountedNames()
    /// Past every section number a section's ids have named (and every section count reached): the one
    /// a batch names the next inserted section's items after; 0 until a batch changes sections (the
    /// section count then). Not compared, as `countedNames`.
    public internal(set) var nextSectionOrigin = 0
    /// The section numbers that ids given to sections (`"S"`) or items (`"S-I"`) name: a batch names no
    /// inserted section after one, so that its default ids never repeat a given one. Not compared.
    public internal(set) var reservedOrigins = Set<Int>()

    /// - Complexity: O(sections + listed items + overrides), to note the section numbers ids name.
    public init(sections: [SectionData]) {
        self.sections = sections
        for section in sections { reserveOrigins(of: section) }
    }

    public static let empty = CollectionData(sections: [])

    /// The same sections (the counted names' memory apart).
    public static func == (left: CollectionData, right: CollectionData) -> Bool { left.sections == right.sections }

    public func hash(into hasher: inout Hasher) { hasher.combine(sections) }

    /// The number of items over all sections. O(sections).
    public var totalItemCount: Int { sections.reduce(0) { $0 + $1.itemCount } }

    /// The number of items in `section`, or nil when the section does not exist.
    @inlinable
    public func itemCount(inSection section: Int) -> Int? {
        guard sections.indices.contains(section) else { return nil }
        return withSection(section) { $0.pointee.itemCount }
    }

    /// Whether `indexPath` names an existing item.
    @inlinable
    public func contains(_ indexPath: IndexPath) -> Bool {
        guard let count = itemCount(inSection: indexPath.section) else { return false }
        return indexPath.item >= 0 && indexPath.item < count
    }

    /// The stable id of the item at `indexPath`: an inserted item's own, else the one its override or its
    /// list entry gives (ids in `item` or `pattern` would repeat, so they are not read), else `"S-I"` of
    /// where it stood when the view was created. Nil when the index path is out of range.
    /// - Complexity: O(1), O(log runs) in a section that has changed.
    @inlinable
    public func itemID(at indexPath: IndexPath) -> ItemID? {
        guard contains(indexPath) else { return nil }
        return withSection(indexPath.section) {
            SectionData.itemID(at: indexPath.item, section: indexPath.section, in: $0)
        }
    }

    /// `read` applied to section `section` (which must exist) where it is stored. `sections[section]` copies
    /// the whole section first (its runs make it hundreds of bytes, moved for every cell a query returns,
    /// and its arrays retained and released when a method is called on it); the pointer's addressor reads
    /// the fields `read` asks for in place. - Complexity: O(1).
    @inlinable
    func withSection<Value>(_ section: Int, _ read: (UnsafePointer<SectionData>) -> Value) -> Value {
        sections.withUnsafeBufferPointer { read($0.baseAddress.unsafelyUnwrapped + section) }
    }
}
