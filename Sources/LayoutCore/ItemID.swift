/// The stable identity of an item: it survives deletions and moves.
///
/// Ids given in the data are kept as strings; the rest are the default `"S-I"` of the section and index the
/// item had when the view was created, stored as two integers so that a 10,000,000-item view needs no
/// string per item and a layout query allocates nothing for ids.
public enum ItemID: Hashable, Sendable, CustomStringConvertible {
    /// The default id `"S-I"`.
    case positional(section: Int, item: Int)
    /// An id given in the data.
    case named(String)

    public var description: String {
        switch self {
        case .positional(let section, let item): return "\(section)-\(item)"
        case .named(let name): return name
        }
    }
}

extension ItemID {
    /// `(S, I)` when `text` is written as a positional id, `"S-I"` (two whole numbers as `description`
    /// writes them); nil otherwise.
    public static func positionalParts(_ text: String) -> (section: Int, item: Int)? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let section = Int(parts[0]), let item = Int(parts[1]), section >= 0, item >= 0,
            String(section) == parts[0], String(item) == parts[1]
        else { return nil }
        return (section, item)
    }
}
