/// Why two snapshots have no difference UIKit would apply: each case names the snapshot or the list, the
/// identifier and where it stands.
public enum SnapshotDifferenceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Which snapshot: the one shown now or the one applied.
    public enum Side: String, Hashable, Sendable {
        case current, new
    }

    /// Which list of identifiers to update.
    public enum UpdateList: String, Hashable, Sendable {
        case reloadItems, reconfigureItems
    }

    /// More sections than `SnapshotDifference.maximumSections`.
    case tooManySections(Side, count: Int)
    /// More items than `SnapshotDifference.maximumItems`, counted up to the section that passes it.
    case tooManyItems(Side, section: Int)
    /// A section identifier given twice (section indices).
    case duplicateSection(Side, id: String, first: Int, second: Int)
    /// An item identifier given twice, in the same section or in two.
    case duplicateItem(Side, id: String, first: IndexPath, second: IndexPath)
    /// An identifier to update that the new snapshot does not hold (its position in the list).
    case missingUpdatedItem(UpdateList, id: String, index: Int)
    /// An identifier named twice in one list (positions in the list).
    case duplicateUpdatedItem(UpdateList, id: String, first: Int, second: Int)
    /// An identifier both reloaded and reconfigured (its position in `reconfigureItems`).
    case reloadedAndReconfigured(id: String, index: Int)

    public var description: String {
        switch self {
        case .tooManySections(let side, let count):
            return
                "the \(side.rawValue) snapshot has \(count) sections; at most \(SnapshotDifference.maximumSections) are allowed"
        case .tooManyItems(let side, let section):
            return
                "the \(side.rawValue) snapshot has more than \(SnapshotDifference.maximumItems) items (passed in section \(section))"
        case .duplicateSection(let side, let id, let first, let second):
            return "the \(side.rawValue) snapshot names section \"\(id)\" twice (sections \(first) and \(second))"
        case .duplicateItem(let side, let id, let first, let second):
            return "the \(side.rawValue) snapshot names item \"\(id)\" twice (at \(first) and \(second))"
        case .missingUpdatedItem(let list, let id, let index):
            return "\(list.rawValue)[\(index)]: item \"\(id)\" is not in the new snapshot"
        case .duplicateUpdatedItem(let list, let id, let first, let second):
            return "\(list.rawValue)[\(second)]: item \"\(id)\" is named twice (first at \(list.rawValue)[\(first)])"
        case .reloadedAndReconfigured(let id, let index):
            return "reconfigureItems[\(index)]: item \"\(id)\" is also in reloadItems; name it in one of them"
        }
    }
}
