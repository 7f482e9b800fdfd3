import Foundation
import OrderedCollections

/// The selected items of a collection view, in the order they were selected (swift-collections'
/// `OrderedSet`): selecting n items one by one is O(n), not O(n²), and a cell displayed asks whether it is
/// selected in O(1).
struct ItemSelection {
    /// The selected index paths, in the order they were selected, each once.
    private var members: OrderedSet<IndexPath> = []

    /// The selected index paths, in the order they were selected. - Complexity: O(n).
    var paths: [IndexPath] { members.elements }

    var isEmpty: Bool { members.isEmpty }

    /// Whether `path` is selected. - Complexity: O(1).
    func contains(_ path: IndexPath) -> Bool { members.contains(path) }

    /// Selects `path` last; one already selected moves to the end, as a selection made again.
    /// - Complexity: O(1) amortized for a path not selected, O(n) for one already selected.
    mutating func select(_ path: IndexPath) {
        members.remove(path)
        members.append(path)
    }

    /// Deselects `path`. - Complexity: O(1) when it is not selected, O(n) when it is.
    mutating func deselect(_ path: IndexPath) { members.remove(path) }

    /// Deselects every path. - Complexity: O(n).
    mutating func removeAll() { members.removeAll() }

    /// Each path carried to `destination`'s (nil: deselected), in order; a destination given twice is
    /// kept once, first. - Complexity: O(n) calls of `destination`.
    mutating func move(_ destination: (IndexPath) -> IndexPath?) {
        members = OrderedSet(members.lazy.compactMap(destination))
    }
}
