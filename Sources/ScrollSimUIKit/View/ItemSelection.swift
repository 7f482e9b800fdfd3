import Foundation

/// The selected items of a collection view, in the order they were selected, with a set of them for
/// membership: selecting n items one by one is O(n), not O(n²), and a cell displayed asks whether it is
/// selected in O(1).
struct ItemSelection {
    /// The selected index paths, in the order they were selected.
    private(set) var paths: [IndexPath] = []
    /// The same paths, for membership.
    private var members: Set<IndexPath> = []

    var isEmpty: Bool { paths.isEmpty }

    /// Whether `path` is selected. - Complexity: O(1).
    func contains(_ path: IndexPath) -> Bool { members.contains(path) }

    /// Selects `path` last; one already selected moves to the end, as a selection made again.
    /// - Complexity: O(1) for a path not selected, O(n) for one already selected.
    mutating func select(_ path: IndexPath) {
        if !members.insert(path).inserted { paths.removeAll { $0 == path } }
        paths.append(path)
    }

    /// Deselects `path`. - Complexity: O(1) when it is not selected, O(n) when it is.
    mutating func deselect(_ path: IndexPath) {
        guard members.remove(path) != nil else { return }
        paths.removeAll { $0 == path }
    }

    /// Deselects every path. - Complexity: O(n).
    mutating func removeAll() { (paths, members) = ([], []) }

    /// Each path carried to `destination`'s (nil: deselected), in order; a destination given twice is
    /// kept once, first. - Complexity: O(n) calls of `destination`.
    mutating func move(_ destination: (IndexPath) -> IndexPath?) {
        let old = paths
        removeAll()
        for path in old {
            if let moved = destination(path), members.insert(moved).inserted { paths.append(moved) }
        }
    }
}
