import Foundation

/// A collection view's registered classes and reuse pools, as UIKit keeps them: a view that ends
/// displaying goes to the pool of its reuse identifier (and kind); a dequeue takes from the pool, else
/// makes a new view of the registered class.
struct ReuseQueues {
    /// A supplementary view's registration: its kind and reuse identifier.
    struct SupplementaryKey: Hashable {
        var kind: String
        var identifier: String
    }

    var cellClasses: [String: UICollectionViewCell.Type] = [:]
    var supplementaryClasses: [SupplementaryKey: UICollectionReusableView.Type] = [:]
    var cellPool: [String: [UICollectionViewCell]] = [:]
    var supplementaryPool: [SupplementaryKey: [UICollectionReusableView]] = [:]

    /// A cell for `identifier`: from the pool (after `prepareForReuse()`), else a new one of the
    /// registered class. Stops with a precondition failure for an identifier never registered, where UIKit
    /// raises. - Complexity: O(1) amortized.
    mutating func dequeueCell(_ identifier: String) -> UICollectionViewCell {
        Self.dequeue(
            identifier, identifier: identifier, from: &cellPool, classes: cellClasses,
            kind: "UICollectionElementKindCell", registration: "register(_:forCellWithReuseIdentifier:)")
    }

    /// A supplementary view of `kind` for `identifier`, as `dequeueCell(_:)`.
    mutating func dequeueSupplementary(kind: String, _ identifier: String) -> UICollectionReusableView {
        Self.dequeue(
            SupplementaryKey(kind: kind, identifier: identifier), identifier: identifier, from: &supplementaryPool,
            classes: supplementaryClasses, kind: kind,
            registration: "register(_:forSupplementaryViewOfKind:withReuseIdentifier:)")
    }

    /// A view for `key`: the last one pooled, after its `prepareForReuse()`, else a new one of the class
    /// registered for it, which takes `identifier`.
    private static func dequeue<Key: Hashable, View: UICollectionReusableView>(
        _ key: Key, identifier: String, from pool: inout [Key: [View]], classes: [Key: View.Type], kind: String,
        registration: String
    ) -> View {
        if let view = pool[key]?.popLast() {
            view.prepareForReuse()
            return view
        }
        guard let type = classes[key] else {
            preconditionFailure(
                "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a class for the"
                    + " identifier (\(registration))")
        }
        let view = type.init(frame: .zero)
        view.reuseIdentifier = identifier
        return view
    }

    /// Puts a cell that ended displaying back in its pool.
    mutating func recycle(_ cell: UICollectionViewCell) {
        guard let identifier = cell.reuseIdentifier else { return }
        cellPool[identifier, default: []].append(cell)
    }

    /// Puts a supplementary view of `kind` that ended displaying back in its pool.
    mutating func recycle(_ view: UICollectionReusableView, kind: String) {
        guard let identifier = view.reuseIdentifier else { return }
        supplementaryPool[SupplementaryKey(kind: kind, identifier: identifier), default: []].append(view)
    }
}
