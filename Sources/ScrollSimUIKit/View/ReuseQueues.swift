import Foundation

/// A collection view's registered classes and reuse pools, as UIKit keeps them: a view that ends
/// displaying goes to the pool of its reuse identifier (and kind); a dequeue takes from the pool, else
/// makes a new view of the registered class. A class, so that a dequeue (which calls the app's
/// `prepareForReuse()`) and a recycle change it without a modifying access to the view's property.
@MainActor
final class ReuseQueues {
    /// A supplementary view's registration: its kind and reuse identifier.
    struct SupplementaryKey: Hashable {
        var kind: String
        var identifier: String
    }

    /// The views of one reuse identifier (and kind) that ended displaying, last in first out. A class, so
    /// that a dequeue and a recycle change it through a plain dictionary read: the dictionary's in-place
    /// accessors (`pool[key]?.popLast()`, `pool[key, default: []].append`) cost a heap-allocated coroutine
    /// frame each, three per dequeue.
    final class Pool<View: UICollectionReusableView> {
        var views: [View] = []
    }

    var cellClasses: [String: UICollectionViewCell.Type] = [:]
    var supplementaryClasses: [SupplementaryKey: UICollectionReusableView.Type] = [:]
    /// The cell pools by reuse identifier, each made at the first dequeue or recycle of its identifier.
    private var cellPools: [String: Pool<UICollectionViewCell>] = [:]
    /// The pool of the identifier last dequeued or recycled, with it: compared first, as an app dequeues
    /// with one identifier or a few, and two equal identifiers (most often one string, shared) compare in
    /// fewer steps than hashing one for the dictionary takes.
    private var lastCellPool: (identifier: String, pool: Pool<UICollectionViewCell>)?
    var supplementaryPool: [SupplementaryKey: Pool<UICollectionReusableView>] = [:]

    /// A cell for `identifier`: from the pool (after `prepareForReuse()`), else a new one of the
    /// registered class. Stops with a precondition failure for an identifier never registered, where UIKit
    /// raises. - Complexity: O(1) amortized; no hashing when `identifier` is the last one used.
    func dequeueCell(_ identifier: String) -> UICollectionViewCell {
        if let cell = cellPool(identifier).views.popLast() {
            cell.prepareForReuse()
            return cell
        }
        return Self.make(
            identifier, identifier: identifier, classes: cellClasses, kind: "UICollectionElementKindCell",
            registration: "register(_:forCellWithReuseIdentifier:)")
    }

    /// A supplementary view of `kind` for `identifier`, as `dequeueCell(_:)`.
    func dequeueSupplementary(kind: String, _ identifier: String) -> UICollectionReusableView {
        let key = SupplementaryKey(kind: kind, identifier: identifier)
        if let view = supplementaryPool[key]?.views.popLast() {
            view.prepareForReuse()
            return view
        }
        return Self.make(
            key, identifier: identifier, classes: supplementaryClasses, kind: kind,
            registration: "register(_:forSupplementaryViewOfKind:withReuseIdentifier:)")
    }

    /// The pool of cells of `identifier`, made empty if it has none yet. - Complexity: O(1) amortized;
    /// a string comparison when `identifier` is the last one used.
    private func cellPool(_ identifier: String) -> Pool<UICollectionViewCell> {
        if let last = lastCellPool, last.identifier == identifier { return last.pool }
        let pool: Pool<UICollectionViewCell>
        if let found = cellPools[identifier] {
            pool = found
        } else {
            pool = Pool()
            cellPools[identifier] = pool
        }
        lastCellPool = (identifier, pool)
        return pool
    }

    /// A new view of the class registered for `key`, which takes `identifier`. Stops with a precondition
    /// failure naming `kind` and the `registration` to call for a key never registered.
    private static func make<Key: Hashable, View: UICollectionReusableView>(
        _ key: Key, identifier: String, classes: [Key: View.Type], kind: String, registration: String
    ) -> View {
        guard let type = classes[key] else {
            preconditionFailure(
                "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a class for the"
                    + " identifier (\(registration))")
        }
        let view = type.init(frame: .zero)
        view.reuseIdentifier = identifier
        return view
    }

    /// Puts a cell that ended displaying back in its pool. - Complexity: O(1) amortized.
    func recycle(_ cell: UICollectionViewCell) {
        guard let identifier = cell.reuseIdentifier else { return }
        cellPool(identifier).views.append(cell)
    }

    /// Puts a supplementary view of `kind` that ended displaying back in its pool. - Complexity: O(1)
    /// amortized.
    func recycle(_ view: UICollectionReusableView, kind: String) {
        guard let identifier = view.reuseIdentifier else { return }
        let key = SupplementaryKey(kind: kind, identifier: identifier)
        if let pool = supplementaryPool[key] {
            pool.views.append(view)
        } else {
            let pool = Pool<UICollectionReusableView>()
            pool.views.append(view)
            supplementaryPool[key] = pool
        }
    }
}
