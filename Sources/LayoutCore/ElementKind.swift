/// What an attribute describes: a cell, a supplementary view or a decoration view.
/// Ordered as the protocol lists attributes: cells, then supplementary, then decoration.
public enum ElementCategory: String, Hashable, Sendable, Comparable, CaseIterable {
    case cell
    case supplementary
    case decoration

    private var rank: Int {
        switch self {
        case .cell: return 0
        case .supplementary: return 1
        case .decoration: return 2
        }
    }

    public static func < (lhs: ElementCategory, rhs: ElementCategory) -> Bool { lhs.rank < rhs.rank }
}

/// The element kind: `cell` for cells, otherwise the supplementary or decoration kind.
/// Ordered by name, which is the order the protocol uses within a category.
public enum ElementKind: String, Hashable, Sendable, Comparable, CaseIterable {
    case cell
    case header
    case footer
    case columnHeader
    case rowHeader
    case corner
    /// A compositional section's background decoration.
    case background
    /// A compositional item's badge, a supplementary view anchored to its cell.
    case badge
    /// A compositional layout's own header and footer (its configuration's boundary items), at `[0, 0]`.
    case layoutHeader
    case layoutFooter

    public static func < (lhs: ElementKind, rhs: ElementKind) -> Bool { lhs.rawValue < rhs.rawValue }
}
