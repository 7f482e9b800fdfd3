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
        /// Not checked for exclusive access at run time (a check per dequeue and per recycle): it is only
        /// appended to, popped and emptied, by code that calls nothing else meanwhile.
        @exclusivity(unchecked) var views: [View] = []
        /// The class registered when the pool was made: only its views are pooled.
        let viewClass: View.Type

        init(viewClass: View.Type) { self.viewClass = viewClass }
    }

    var cellClasses: [String: UICollectionViewCell.Type] = [:]
    var supplementaryClasses: [SupplementaryKey: UICollectionReusableView.Type] = [:]
    var cellPool: [String: Pool<UICollectionViewCell>] = [:]
    /// The pool of the identifier last dequeued or recycled, with it: compared first, as an app dequeues
    /// with one identifier or a few, and two equal identifiers (most often one string, shared) compare in
    /// fewer steps than hashing one for the dictionary takes.
    private var lastCellPool: (identifier: String, pool: Pool<UICollectionViewCell>)?
    var supplementaryPool: [SupplementaryKey: Pool<UICollectionReusableView>] = [:]

    /// Registers `cellClass` for `identifier` (nil: none). A class other than the one registered before
    /// drops the identifier's pool, so that a dequeue makes a view of the new class, as UIKit's does.
    /// - Complexity: O(p) for p views pooled.
    func register(_ cellClass: UICollectionViewCell.Type?, for identifier: String) {
        if Self.replaces(cellClass, cellClasses[identifier]) {
            cellPool[identifier] = nil
            if lastCellPool?.identifier == identifier { lastCellPool = nil }
        }
        cellClasses[identifier] = cellClass
    }

    /// Registers `viewClass` for supplementary views of `key`, as `register(_:for:)` does a cell class.
    func register(_ viewClass: UICollectionReusableView.Type?, for key: SupplementaryKey) {
        if Self.replaces(viewClass, supplementaryClasses[key]) { supplementaryPool[key] = nil }
        supplementaryClasses[key] = viewClass
    }

    /// Whether registering `new` where `old` was changes the class.
    private static func replaces(_ new: AnyClass?, _ old: AnyClass?) -> Bool {
        new.map(ObjectIdentifier.init) != old.map(ObjectIdentifier.init)
    }

    /// A cell for `identifier`: from the pool (after `prepareForReuse()`), else a new one of the
    /// registered class. Stops with a precondition failure for an identifier never registered, where UIKit
    /// raises. - Complexity: O(1) amortized; no hashing when `identifier` is the last one used and its pool
    /// has a cell.
    func dequeueCell(_ identifier: String) -> UICollectionViewCell {
        if let cell = pool(ofCells: identifier)?.views.popLast() {
            cell.prepareForReuse()
            return cell
        }
        return Self.make(
            cellClasses[identifier], identifier: identifier, kind: "UICollectionElementKindCell",
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
            supplementaryClasses[key], identifier: identifier, kind: kind,
            registration: "register(_:forSupplementaryViewOfKind:withReuseIdentifier:)")
    }

    /// A new view of `type`, the class registered for `identifier` and `kind`, which it takes; a
    /// precondition failure, naming `registration`, when none is registered (nil), where UIKit raises.
    /// - Complexity: O(1), one allocation.
    private static func make<View: UICollectionReusableView>(
        _ type: View.Type?, identifier: String, kind: String, registration: String
    ) -> View {
        guard let type else {
            preconditionFailure(
                "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a class for the"
                    + " identifier (\(registration))")
        }
        let view = type.init(frame: .zero)
        view.reuseIdentifier = identifier
        view.registeredKind = kind
        return view
    }

    /// Puts a cell that ended displaying back in its pool, when it is of the class registered for its
    /// identifier (one of a class registered before is dropped, as UIKit drops it). - Complexity: O(1)
    /// amortized; no hashing when its identifier is the last one used.
    func recycle(_ cell: UICollectionViewCell) {
        guard let identifier = cell.reuseIdentifier else { return }
        guard let pool = pool(ofCells: identifier), ObjectIdentifier(type(of: cell)) == ObjectIdentifier(pool.viewClass)
        else { return }
        pool.views.append(cell)
    }

    /// Puts a supplementary view of `kind` that ended displaying back in its pool. - Complexity: O(1)
    /// amortized.
    func recycle(_ view: UICollectionReusableView, kind: String) {
        guard let identifier = view.reuseIdentifier else { return }
        Self.recycle(
            view, key: SupplementaryKey(kind: kind, identifier: identifier), into: &supplementaryPool,
            classes: supplementaryClasses)
    }

    /// Appends `view` to the pool of `key`, made at the first view it takes, when it is of the class
    /// registered for `key` (in `classes`): a view of a class registered before is dropped, as UIKit drops it.
    private static func recycle<Key: Hashable, View: UICollectionReusableView>(
        _ view: View, key: Key, into pools: inout [Key: Pool<View>], classes: [Key: View.Type]
    ) {
        if let pool = pools[key] {
            if ObjectIdentifier(type(of: view)) == ObjectIdentifier(pool.viewClass) { pool.views.append(view) }
        } else if let registered = classes[key], ObjectIdentifier(type(of: view)) == ObjectIdentifier(registered) {
            let pool = Pool<View>(viewClass: registered)
            pool.views.append(view)
            pools[key] = pool
        }
    }

    /// The pool of cells of `identifier`, made empty for the class registered for it if it has none yet;
    /// nil when no class is registered for it. - Complexity: O(1) amortized; a string comparison when
    /// `identifier` is the last one used.
    private func pool(ofCells identifier: String) -> Pool<UICollectionViewCell>? {
        if let last = lastCellPool, last.identifier == identifier { return last.pool }
        let pool: Pool<UICollectionViewCell>
        if let found = cellPool[identifier] {
            pool = found
        } else if let registered = cellClasses[identifier] {
            pool = Pool(viewClass: registered)
            cellPool[identifier] = pool
        } else {
            return nil
        }
        lastCellPool = (identifier, pool)
        return pool
    }
}
